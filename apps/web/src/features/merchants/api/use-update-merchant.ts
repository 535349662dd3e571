import { type MerchantUpdateInput, merchantDetailSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Saves the merchant's data (`PUT /v1/merchant/{id}`, one-time code). */
export function useUpdateMerchant(id: number, ui: MerchantMutationUi<MerchantUpdateInput> = {}) {
  return useMerchantMutation(
    (body: MerchantUpdateInput) =>
      mainApi.put(`/v1/merchant/${id}`, body, { otp: true, schema: merchantDetailSchema }),
    ui,
  );
}
