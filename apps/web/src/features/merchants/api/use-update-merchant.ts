import type { MerchantUpdateInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Saves the merchant's data (`merchants.updateMerchant`, one-time code). */
export function useUpdateMerchant(id: number, ui: MerchantMutationUi<MerchantUpdateInput> = {}) {
  return useMerchantMutation(
    (body: MerchantUpdateInput) => api.call(merchants.updateMerchant, { params: { id }, body }),
    ui,
  );
}
