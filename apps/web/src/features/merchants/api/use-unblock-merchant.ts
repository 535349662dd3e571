import type { MerchantUnblockInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Unblocking may wait for a second person's approval (the kit shows the pending notice). */
export function useUnblockMerchant(id: number, ui: MerchantMutationUi<MerchantUnblockInput> = {}) {
  return useMerchantMutation(
    (body: MerchantUnblockInput) => api.call(merchants.unblockMerchant, { params: { id }, body }),
    ui,
  );
}
