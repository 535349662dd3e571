import type { MerchantGroupDetail, MerchantGroupInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

/** Creates (`merchants.createGroup`) or updates (`merchants.updateGroup`) a group. */
export function useSaveMerchantGroup(
  id: number | null,
  ui: MerchantGroupMutationUi<MerchantGroupDetail, MerchantGroupInput> = {},
) {
  return useMerchantGroupMutation(
    (body: MerchantGroupInput) =>
      id === null
        ? api.call(merchants.createGroup, { body })
        : api.call(merchants.updateGroup, { params: { id }, body }),
    ui,
  );
}
