import { type PreAccountDetail, preAccountDetailSchema } from '@mentor/contract/onboarding';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

export interface SendBackInput {
  uuid: string;
  fields: string[];
  reason: string;
}

/** Sends the account back to the applicant with the fields to correct. */
export function useSendBack(ui: ConfirmedMutationUi<PreAccountDetail, SendBackInput> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, ...body }: SendBackInput) =>
      backofficeApi.put(
        `/spe-n-open-account/v1/pre-account/${encodeURIComponent(uuid)}/dynamic-fields`,
        body,
        {
          schema: preAccountDetailSchema,
        },
      ),
    invalidate: [onboardingKeys.all],
  });
}
