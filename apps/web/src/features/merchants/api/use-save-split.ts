import type { MerchantSplitInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Creates (`merchants.createSplit`) or updates (`merchants.updateSplit`) a split entry of the merchant. */
export function useSaveSplit(
  id: number,
  splitId: number | null,
  ui: MerchantMutationUi<MerchantSplitInput> = {},
) {
  return useMerchantMutation(
    (body: MerchantSplitInput) =>
      splitId === null
        ? api.call(merchants.createSplit, { params: { id }, body })
        : api.call(merchants.updateSplit, { params: { id, split_id: splitId }, body }),
    ui,
  );
}
