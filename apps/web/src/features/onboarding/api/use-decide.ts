import type { AnalysisDecision, PreAccountDetail } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export interface DecisionInput {
  uuid: string;
  decision: AnalysisDecision;
  reason?: string;
  assignTo?: string;
}

/** A decision on a pre-account (send to analysis, resend, approve, reprove, assign, release). */
export function useDecide(ui: ConfirmedMutationUi<PreAccountDetail, DecisionInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, ...body }: DecisionInput) =>
      api.call(onboarding.decide, { params: { id: uuid }, body }),
    invalidate: [onboardingKeys.all],
  });
}
