import { mccCheckSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Changes the MCC (after `update_mcc/check`). */
export function useChangeMcc(id: number, ui: MerchantMutationUi<{ mcc: string }> = {}) {
  return useMerchantMutation(
    (body: { mcc: string }) => mainApi.put(`/v1/merchant/${id}/update_mcc`, body, { schema: mccCheckSchema }),
    ui,
  );
}
