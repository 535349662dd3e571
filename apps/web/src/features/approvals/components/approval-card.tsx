import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCentsBRL, formatDateTime } from '@mentor/contract';
import { APPROVAL_STATUSES, type ApprovalRequest, approvalActionInfo } from '@mentor/contract/approvals';
import { useTranslation } from 'react-i18next';
import { FieldDiff } from '../../../shared/ui/field-diff';

export interface ApprovalCardProps {
  approval: ApprovalRequest;
  /** Shows Approve / Reject (a pending change of someone else the user may decide). */
  decidable: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Shows Withdraw (the user's own request, still pending). */
  onWithdraw?: (() => void) | undefined;
}

/** One pending (or decided) change: what, who, when, the before/after diff and the decision. */
export function ApprovalCard({
  approval,
  decidable,
  busy,
  onApprove,
  onReject,
  onWithdraw,
}: ApprovalCardProps) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const status = APPROVAL_STATUSES.option(approval.status);
  const title = approvalActionInfo(approval.action)?.label[lang] ?? approval.action;
  return (
    <Paper withBorder p="md" aria-label={`${title} #${approval.id}`} role="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {title} · {approval.table_context} #{approval.record_id}
          </Text>
          <Badge color={status?.color ?? 'gray'}>{status?.label[lang] ?? approval.status}</Badge>
        </Group>
        <Text size="sm">
          {t('requestedBy', {
            name: approval.requested_by_name ?? approval.requested_by,
            when: formatDateTime(approval.requested_at),
          })}
          {approval.status === 'PENDING'
            ? ` · ${t('expiresAt', { when: formatDateTime(approval.expires_at) })}`
            : ''}
        </Text>
        {approval.frozen ? (
          <Text size="sm" fw={600} data-testid="approval-frozen">
            {t('frozen', {
              count: approval.frozen.count,
              amount: formatCentsBRL(approval.frozen.total_cents),
            })}
          </Text>
        ) : approval.amount_cents !== null ? (
          <Text size="sm">{t('amount', { amount: formatCentsBRL(approval.amount_cents) })}</Text>
        ) : null}
        {approval.decided_by ? (
          <Text size="sm">
            {t(`decidedBy.${approval.status}`, {
              name: approval.decided_by_name ?? approval.decided_by,
              when: formatDateTime(approval.decided_at),
            })}
            {approval.status === 'STALE'
              ? ` — ${t('stale')}`
              : approval.rejection_reason
                ? ` — ${approval.rejection_reason}`
                : ''}
          </Text>
        ) : null}
        <FieldDiff
          context={approval.table_context}
          before={approval.before}
          after={approval.after}
          reveal={{
            tableContext: approval.table_context,
            recordId: approval.record_id,
            approvalId: approval.id,
          }}
          label={t('diff')}
          beforeLabel={t('before')}
          afterLabel={t('after')}
        />
        {decidable ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={onReject} disabled={busy}>
              {t('reject')}
            </Button>
            <Button color="green" onClick={onApprove} loading={busy}>
              {t('approve')}
            </Button>
          </Group>
        ) : null}
        {onWithdraw && approval.status === 'PENDING' ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={onWithdraw}>
              {t('withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
