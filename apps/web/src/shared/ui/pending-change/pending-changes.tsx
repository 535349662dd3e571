import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { type ApprovalRequest, approvalActionInfo } from '@mentor/contract/approvals';
import { approvals } from '@mentor/contract/approvals-endpoints';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth/session-context';
import { useRoutePath, withSearch } from '../../lib/i18n';
import { confirmAction } from '../confirm-dialog';
import { FieldDiff } from '../field-diff';
import { useConfirmedMutation } from '../form/use-confirmed-mutation';
import { PENDING_CHANGES_KEY } from './duplicate-pending';
import { usePendingChanges } from './use-pending-changes';

export interface PendingChangesProps {
  /** History contexts of the record whose changes may wait for approval ('merchant', …). */
  contexts: readonly string[];
  recordId: string | number;
}

/**
 * What waits for a second person's approval on this record: the action, who asked and since
 * when, the changed fields, a link to it in the approvals screen and, for its requester, a
 * withdraw button. Nothing shows while none waits.
 */
export function PendingChanges({ contexts, recordId }: PendingChangesProps) {
  const { t } = useTranslation('kit');
  const pending = usePendingChanges(contexts, String(recordId));
  if (pending.isError) {
    return (
      <Alert color="gray" data-testid="pending-changes-error">
        {t('pendingChange.loadError')}
      </Alert>
    );
  }
  if (!pending.data?.length) return null;
  return (
    <Stack gap="xs" aria-label={t('pendingChange.region')} role="region">
      {pending.data.map((change) => (
        <PendingChange key={change.id} change={change} />
      ))}
    </Stack>
  );
}

function PendingChange({ change }: { change: ApprovalRequest }) {
  const { t, i18n } = useTranslation('kit');
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const pathTo = useRoutePath();
  const { user } = useSession();
  const title = approvalActionInfo(change.action)?.label[lang] ?? change.action;
  const withdraw = useConfirmedMutation({
    mutationFn: (id: number) => api.call(approvals.withdraw, { params: { id } }),
    success: t('pendingChange.withdrawn'),
    invalidate: [PENDING_CHANGES_KEY, ['approvals']],
  });
  const ownRequest = change.requested_by === user.userName;
  const onWithdraw = async () => {
    const confirmed = await confirmAction({
      title: t('pendingChange.withdraw'),
      message: t('pendingChange.confirmWithdraw', { action: title }),
      confirmLabel: t('pendingChange.withdraw'),
      danger: true,
    });
    if (confirmed) await withdraw.run(change.id);
  };
  return (
    <Alert color="yellow" title={t('pendingChange.title', { action: title })} data-testid="pending-change">
      <Stack gap="xs">
        <Text size="sm">
          {t('pendingChange.requested', {
            name: change.requested_by_name ?? change.requested_by,
            when: formatDateTime(change.requested_at),
            expires: formatDateTime(change.expires_at),
          })}
        </Text>
        <FieldDiff
          context={change.table_context}
          before={change.before}
          after={change.after}
          reveal={{ tableContext: change.table_context, recordId: change.record_id, approvalId: change.id }}
          label={t('pendingChange.fields', { action: title })}
        />
        <Group gap="sm">
          <Anchor component={Link} to={withSearch(pathTo('/approvals'), { id: change.id })} size="sm">
            {t('pendingChange.open', { id: change.id })}
          </Anchor>
          {ownRequest ? (
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={withdraw.isPending}
              onClick={() => void onWithdraw()}
            >
              {t('pendingChange.withdraw')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
