import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

/** Deletes a merchant group (`merchants.deleteGroup`); its merchants stay. */
export function useDeleteMerchantGroup(id: number, ui: MerchantGroupMutationUi<unknown, void> = {}) {
  return useMerchantGroupMutation(() => api.call(merchants.deleteGroup, { params: { id } }), ui);
}
