import { type MerchantCreateInput, merchantDetailSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Registers a merchant (`POST /v1/merchant/onboarding`, one-time code). */
export function useCreateMerchant(ui: MerchantMutationUi<MerchantCreateInput> = {}) {
  return useMerchantMutation(
    (body: MerchantCreateInput) =>
      mainApi.post('/v1/merchant/onboarding', body, { otp: true, schema: merchantDetailSchema }),
    ui,
  );
}
