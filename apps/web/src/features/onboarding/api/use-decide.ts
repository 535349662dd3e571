import {
  type AnalysisDecision,
  type PreAccountDetail,
  preAccountDetailSchema,
} from '@mentor/contract/onboarding';
import { backofficeApi } from '../../../shared/lib/api';
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
      backofficeApi.put(`/spe-n-open-account/v1/analysis/${encodeURIComponent(uuid)}`, body, {
        schema: preAccountDetailSchema,
      }),
    invalidate: [onboardingKeys.all],
  });
}
