import { type MerchantBlockInput, merchantDetailSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

export type BlockVariables = MerchantBlockInput & { reason_code: string; reason_comment?: string | null };

/** Blocks the merchant (with a reason code). */
export function useBlockMerchant(id: number, ui: MerchantMutationUi<BlockVariables> = {}) {
  return useMerchantMutation(
    (body: BlockVariables) =>
      mainApi.post(`/v1/merchant/${id}/block`, body, { schema: merchantDetailSchema }),
    ui,
  );
}
