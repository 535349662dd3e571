import { approvals } from '@mentor/contract/approvals-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { approvalKeys } from './approval-keys';

function useDecision<V>(run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      // The approved change is applied: every screen's data may have moved.
      await client.invalidateQueries();
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** Approves and applies a change; asks the approver's one-time code first. */
export function useApprove() {
  return useDecision((id: number) => api.call(approvals.approve, { params: { id } }));
}

/** Rejects a change with a reason. */
export function useReject() {
  return useDecision(({ id, reason }: { id: number; reason: string }) =>
    api.call(approvals.reject, { params: { id }, body: { reason } }),
  );
}
