import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ApprovalRequest } from '@mentor/contract/approvals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useHasPermission, useSession } from '../../../shared/lib/auth/session-context';
import { useSearchText } from '../../../shared/lib/router';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { PageTitle } from '../../../shared/ui/page-title';
import { PageControls } from '../../../shared/ui/pagination';
import { QueryState } from '../../../shared/ui/query-state';
import { useApproval } from '../api/use-approval';
import { type ApprovalListQuery, useApprovals } from '../api/use-approvals';
import { useApprove, useReject } from '../api/use-decide-approval';
import { useWithdrawApproval } from '../api/use-withdraw-approval';
import { ApprovalCard } from '../components/approval-card';
import { ApprovalRulesPanel } from '../components/approval-rules-panel';
import { RejectModal } from '../components/reject-modal';

type View = 'inbox' | 'mine' | 'decided' | 'rules';

/** The server's error name when the set a change froze moved before its approval. */
const STALE_ERROR = 'Stale Approval';
const isStale = (error: unknown) => {
  const view = errorView(error);
  return view.status === 409 && view.code === STALE_ERROR;
};
const PER_PAGE = 10;

/**
 * Four-eyes approvals: changes awaiting the user's decision (approve with a one-time code, or
 * reject with a reason), the user's own requests, and the changes already decided.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const { user } = useSession();
  const mayApprove = useHasPermission('approve_changes');
  const mayChangeRules = useHasPermission('manage_roles') && mayApprove;
  const [view, setView] = useState<View>(mayApprove ? 'inbox' : 'mine');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const query: ApprovalListQuery =
    view === 'inbox'
      ? { page, perPage: PER_PAGE, status: 'PENDING' }
      : view === 'mine'
        ? { page, perPage: PER_PAGE, mine: true }
        : { page, perPage: PER_PAGE };
  const list = useApprovals(query, view !== 'rules');
  const approve = useApprove({
    success: t('approved'),
    errorOptions: (error) => (isStale(error) ? { message: () => t('stale') } : {}),
  });
  const reject = useReject({ success: t('rejected'), onSuccess: () => setRejecting(null) });
  const withdraw = useWithdrawApproval({ success: t('withdrawn') });
  // A link to one request (`?id=`, from a record's pending change) shows it first.
  const focusText = useSearchText('id');
  const focusId = focusText !== null && /^\d{1,12}$/.test(focusText) ? Number(focusText) : null;
  const focused = useApproval(focusId);

  async function onWithdraw(id: number) {
    const confirmed = await confirmAction({
      title: t('withdraw'),
      message: t('confirmWithdraw'),
      confirmLabel: t('withdraw'),
      danger: true,
    });
    if (confirmed) await withdraw.run(id);
  }

  const card = (approval: ApprovalRequest) => (
    <ApprovalCard
      key={approval.id}
      approval={approval}
      decidable={mayApprove && approval.status === 'PENDING' && approval.requested_by !== user.userName}
      busy={approve.isPending && approve.variables === approval.id}
      onApprove={() => void onApprove(approval.id)}
      onReject={() => setRejecting(approval.id)}
      onWithdraw={approval.requested_by === user.userName ? () => void onWithdraw(approval.id) : undefined}
    />
  );

  async function onApprove(id: number) {
    await approve.run(id);
  }

  async function onReject(reason: string) {
    if (rejecting !== null) await reject.run({ id: rejecting, reason });
  }

  const rows = view === 'rules' ? [] : (list.data?.data ?? []);
  return (
    <Stack>
      <PageTitle title={t('title')} />
      <SegmentedControl
        value={view}
        onChange={(v) => {
          setView(v as View);
          setPage(1);
        }}
        data={[
          ...(mayApprove ? [{ value: 'inbox', label: t('views.inbox') }] : []),
          { value: 'mine', label: t('views.mine') },
          ...(mayApprove ? [{ value: 'decided', label: t('views.all') }] : []),
          ...(mayChangeRules ? [{ value: 'rules', label: t('views.rules') }] : []),
        ]}
        aria-label={t('views.label')}
      />
      {focusId !== null ? (
        <Stack gap="xs" data-testid="approval-focused">
          <Title order={2} size="h4">
            {t('focused', { id: focusId })}
          </Title>
          <QueryState query={focused} notFound={t('focusedMissing', { id: focusId })} />
          {focused.data ? card(focused.data) : null}
        </Stack>
      ) : null}
      {view === 'rules' ? <ApprovalRulesPanel /> : null}
      {view === 'rules' ? null : <QueryState query={list} />}
      {view !== 'rules' && list.data && rows.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
      {rows.filter((approval) => approval.id !== focusId).map(card)}
      {view !== 'rules' && list.data && list.data.lastPage > 1 ? (
        <PageControls value={page} onChange={setPage} total={list.data.lastPage} />
      ) : null}
      <RejectModal
        key={rejecting ?? 'closed'}
        opened={rejecting !== null}
        busy={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => void onReject(reason)}
      />
    </Stack>
  );
}
