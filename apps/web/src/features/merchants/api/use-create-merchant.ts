import type { MerchantCreateInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Registers a merchant (`merchants.createMerchant`, one-time code). */
export function useCreateMerchant(ui: MerchantMutationUi<MerchantCreateInput> = {}) {
  return useMerchantMutation((body: MerchantCreateInput) => api.call(merchants.createMerchant, { body }), ui);
}
