import { approvals } from '@mentor/contract/approvals-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { approvalKeys } from './approval-keys';

/**
 * A decision on a request, sent once per request however often it is clicked (one idempotency
 * key per intent). Approved, the change is applied and every screen's data may have moved; any
 * outcome (a stale or already decided request too) reloads the inbox.
 */
function useDecision<V>(run: (vars: V) => Promise<unknown>, ui: ConfirmedMutationUi<unknown, V>) {
  const client = useQueryClient();
  return useConfirmedMutation({
    ...ui,
    mutationFn: (vars: V) =>
      run(vars).catch(async (error: unknown) => {
        await client.invalidateQueries({ queryKey: approvalKeys.all });
        throw error;
      }),
    invalidate: [[]],
  });
}

/** Approves and applies a change; asks the approver's one-time code first. */
export function useApprove(ui: ConfirmedMutationUi<unknown, number> = {}) {
  return useDecision((id: number) => api.call(approvals.approve, { params: { id } }), ui);
}

/** Rejects a change with a reason. */
export function useReject(ui: ConfirmedMutationUi<unknown, { id: number; reason: string }> = {}) {
  return useDecision(
    ({ id, reason }: { id: number; reason: string }) =>
      api.call(approvals.reject, { params: { id }, body: { reason } }),
    ui,
  );
}
