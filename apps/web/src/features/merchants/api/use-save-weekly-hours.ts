import type { MerchantWeeklyHoursBody } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Replaces the merchant's opening hours (`merchants.saveWeeklyHours`, one-time code). */
export function useSaveWeeklyHours(id: number, ui: MerchantMutationUi<MerchantWeeklyHoursBody> = {}) {
  return useMerchantMutation(
    (body: MerchantWeeklyHoursBody) => api.call(merchants.saveWeeklyHours, { params: { id }, body }),
    ui,
  );
}
