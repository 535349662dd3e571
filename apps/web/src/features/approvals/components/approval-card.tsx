import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCentsBRL, formatDateTime } from '@mentor/contract';
import { APPROVAL_STATUSES, type ApprovalRequest, approvalActionInfo } from '@mentor/contract/approvals';
import { useTranslation } from 'react-i18next';
import { diffFields, showValue } from '../../../shared/ui/history-panel';

export interface ApprovalCardProps {
  approval: ApprovalRequest;
  /** Shows Approve / Reject (a pending change of someone else the user may decide). */
  decidable: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One pending (or decided) change: what, who, when, the before/after diff and the decision. */
export function ApprovalCard({ approval, decidable, busy, onApprove, onReject }: ApprovalCardProps) {
  const { t, i18n } = useTranslation('approvals');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const status = APPROVAL_STATUSES.option(approval.status);
  const title = approvalActionInfo(approval.action)?.label[lang] ?? approval.action;
  const rows = diffFields(approval.before, approval.after);
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
        <Table withTableBorder fz="sm" aria-label={t('diff')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('field')}</Table.Th>
              <Table.Th>{t('before')}</Table.Th>
              <Table.Th>{t('after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.field}
                data-changed={row.changed || undefined}
                bg={row.changed ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td fw={row.changed ? 600 : undefined}>{row.field}</Table.Td>
                <Table.Td>{showValue(row.before)}</Table.Td>
                <Table.Td fw={row.changed ? 600 : undefined}>{showValue(row.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
      </Stack>
    </Paper>
  );
}
