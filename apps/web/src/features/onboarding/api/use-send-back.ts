import type { EndpointBody } from '@mentor/contract/common/endpoint';
import type { PreAccountDetail } from '@mentor/contract/onboarding';
import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { onboardingKeys } from './onboarding-query-keys';

type SendBackBody = EndpointBody<typeof onboarding.sendBack>;

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
      api.call(onboarding.sendBack, { params: { id: uuid }, body: body as SendBackBody }),
    invalidate: [onboardingKeys.all],
  });
}
