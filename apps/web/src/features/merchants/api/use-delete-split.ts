import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Deletes a split entry of the merchant. */
export function useDeleteSplit(id: number, ui: MerchantMutationUi<number> = {}) {
  return useMerchantMutation((splitId: number) => mainApi.delete(`/v1/merchant/${id}/split/${splitId}`), ui);
}
