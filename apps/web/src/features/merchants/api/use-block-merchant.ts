import type { MerchantBlockInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export type BlockVariables = MerchantBlockInput & { reason_code: string; reason_comment?: string | null };

/** Blocks the merchant (with a reason code). */
export function useBlockMerchant(id: number, ui: MerchantMutationUi<BlockVariables> = {}) {
  return useMerchantMutation(
    (body: BlockVariables) => api.call(merchants.blockMerchant, { params: { id }, body }),
    ui,
  );
}
