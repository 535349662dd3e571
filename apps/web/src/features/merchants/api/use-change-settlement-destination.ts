import type { SettlementDestinationInput } from '@mentor/contract/merchants';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { api } from '../../../shared/lib/api';
import { type MerchantMutationUi, useMerchantMutation } from './use-merchant-mutation';

/**
 * Changes where the merchant is paid (one-time code, from the declaration). May wait for a
 * second person's approval (the kit shows the pending notice).
 */
export function useChangeSettlementDestination(
  id: number,
  ui: MerchantMutationUi<SettlementDestinationInput> = {},
) {
  return useMerchantMutation(
    (body: SettlementDestinationInput) =>
      api.call(merchants.changeSettlementDestination, { params: { id }, body }),
    ui,
  );
}
