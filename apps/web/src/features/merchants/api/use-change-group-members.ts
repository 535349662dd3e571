import type { MerchantGroupDetail } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantGroupMutationUi, useMerchantGroupMutation } from './use-merchant-group-mutation';

export type GroupMembersChange = 'associate' | 'disassociate';

const MEMBER_CHANGES = {
  associate: merchants.associateMembers,
  disassociate: merchants.disassociateMembers,
} as const;

/** Adds (`associate`) or removes (`disassociate`) merchants of a group. */
export function useChangeGroupMembers(
  id: number,
  mode: GroupMembersChange,
  ui: MerchantGroupMutationUi<MerchantGroupDetail, number[]> = {},
) {
  return useMerchantGroupMutation(
    (merchantIds: number[]) =>
      api.call(MEMBER_CHANGES[mode], { params: { id }, body: { merchant_ids: merchantIds } }),
    ui,
  );
}
