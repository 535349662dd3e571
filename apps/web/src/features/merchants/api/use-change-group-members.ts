import { type MerchantGroupDetail, merchantGroupDetailSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

export type GroupMembersChange = 'associate' | 'disassociate';

/** Adds (`associate`) or removes (`disassociate`) merchants of a group. */
export function useChangeGroupMembers(
  id: number,
  mode: GroupMembersChange,
  ui: MerchantGroupMutationUi<MerchantGroupDetail, number[]> = {},
) {
  return useMerchantGroupMutation(
    (merchantIds: number[]) =>
      mainApi.put(
        `/v1/merchantgroup/${id}/${mode}`,
        { merchant_ids: merchantIds },
        { schema: merchantGroupDetailSchema },
      ),
    ui,
  );
}
