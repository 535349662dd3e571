import { type ApprovalRuleBody, approvalRuleSchema } from '@mentor/contract/approvals';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { useConfirmedMutation } from '../../../shared/ui/form';
import { approvalKeys } from './approval-keys';

/** Which actions need a second person's approval, and from which amount. */
export function useApprovalRules(enabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.rules,
    queryFn: ({ signal }) =>
      mainApi.get('/v1/approvals/rules', { schema: z.array(approvalRuleSchema), signal }),
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
      mainApi.put(`/v1/approvals/rules/${encodeURIComponent(action)}`, body, {
        otp: true,
        schema: approvalRuleSchema,
      }),
    success,
    invalidate: [approvalKeys.all],
  });
}
