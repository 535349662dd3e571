import { approvalRequestSchema } from '@mentor/contract/approvals';
import { mainApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { approvalKeys } from './approval-keys';

/** The requester takes back a change nobody decided yet (nothing is applied). */
export function useWithdrawApproval(ui: ConfirmedMutationUi<unknown, number> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (id: number) =>
      mainApi.post(`/v1/approvals/${id}/withdraw`, undefined, { schema: approvalRequestSchema }),
    invalidate: [approvalKeys.all],
  });
}
