import { type SettlementDestinationInput, settlementDestinationSchema } from '@mentor/contract/merchants';
import { mainApi } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/**
 * Changes where the merchant is paid (`PUT .../settlement_destination`, one-time code). May wait
 * for a second person's approval (the kit shows the pending notice).
 */
export function useChangeSettlementDestination(
  id: number,
  ui: MerchantMutationUi<SettlementDestinationInput> = {},
) {
  return useMerchantMutation(
    (body: SettlementDestinationInput) =>
      mainApi.put(`/v1/merchant/${id}/settlement_destination`, body, {
        otp: true,
        schema: settlementDestinationSchema,
      }),
    ui,
  );
}
