import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Deletes a split entry of the merchant. */
export function useDeleteSplit(id: number, ui: MerchantMutationUi<number> = {}) {
  return useMerchantMutation(
    (splitId: number) => api.call(merchants.deleteSplit, { params: { id, split_id: splitId } }),
    ui,
  );
}
