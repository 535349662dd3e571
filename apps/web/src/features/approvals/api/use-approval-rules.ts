import type { ApprovalRuleBody } from '@mentor/contract/approvals';
import { approvals } from '@mentor/contract/approvals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { useConfirmedMutation } from '../../../shared/ui/form';
import { approvalKeys } from './approval-keys';

/** Which actions need a second person's approval, and from which amount. */
export function useApprovalRules(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.rules,
    queryFn: ({ signal }) => api.call(approvals.listRules, { signal }),
    enabled,
  });
}

export interface RuleChange {
  action: string;
  body: ApprovalRuleBody;
}

/**
 * Changes a rule (one-time code). Tightening applies at once; loosening one (turning it off or
 * raising its amount) waits for another person's approval, like the changes it governs.
 */
export function useChangeApprovalRule(success: string) {
  return useConfirmedMutation({
    mutationFn: ({ action, body }: RuleChange) =>
      api.call(approvals.changeRule, { params: { action }, body }),
    success,
    invalidate: [approvalKeys.all],
  });
}
