import { approvals } from '@mentor/contract/approvals-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { approvalKeys } from './approval-keys';

/** The requester takes back a change nobody decided yet (nothing is applied). */
export function useWithdrawApproval(ui: ConfirmedMutationUi<unknown, number> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (id: number) => api.call(approvals.withdraw, { params: { id } }),
    invalidate: [approvalKeys.all],
  });
}
