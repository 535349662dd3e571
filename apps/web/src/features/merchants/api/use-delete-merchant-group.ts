import { mainApi } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

/** Deletes a merchant group (`DELETE /v1/merchantgroup/{id}`); its merchants stay. */
export function useDeleteMerchantGroup(id: number, ui: MerchantGroupMutationUi<unknown, void> = {}) {
  return useMerchantGroupMutation(() => mainApi.delete(`/v1/merchantgroup/${id}`), ui);
}
