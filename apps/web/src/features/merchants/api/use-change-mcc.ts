import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Changes the MCC (after `merchants.checkMccChange`). */
export function useChangeMcc(id: number, ui: MerchantMutationUi<{ mcc: string }> = {}) {
  return useMerchantMutation(
    (body: { mcc: string }) => api.call(merchants.changeMcc, { params: { id }, body }),
    ui,
  );
}
