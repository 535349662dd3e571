import { type MerchantSplitInput, merchantSplitSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Creates (`POST`) or updates (`PUT .../split/{split_id}`) a split entry of the merchant. */
export function useSaveSplit(
  id: number,
  splitId: number | null,
  ui: MerchantMutationUi<MerchantSplitInput> = {},
) {
  return useMerchantMutation(
    (body: MerchantSplitInput) =>
      splitId === null
        ? mainApi.post(`/v1/merchant/${id}/split`, body, { schema: merchantSplitSchema })
        : mainApi.put(`/v1/merchant/${id}/split/${splitId}`, body, { schema: merchantSplitSchema }),
    ui,
  );
}
