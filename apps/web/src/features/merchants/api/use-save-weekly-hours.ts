import { type MerchantWeeklyHoursBody, merchantWeeklyHoursSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/** Replaces the merchant's opening hours (`PUT /v1/merchant/{id}/opening_hours`, one-time code). */
export function useSaveWeeklyHours(id: number, ui: MerchantMutationUi<MerchantWeeklyHoursBody> = {}) {
  return useMerchantMutation(
    (body: MerchantWeeklyHoursBody) =>
      mainApi.put(`/v1/merchant/${id}/opening_hours`, body, { otp: true, schema: merchantWeeklyHoursSchema }),
    ui,
  );
}
