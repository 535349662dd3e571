import { type BasketOperationUpdate, RISK_MESSAGES } from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

/** Baskets of a white label. */
export function useBaskets(whiteLabel: string | null) {
  return useQuery({
    queryKey: riskKeys.baskets(whiteLabel ?? ''),
    queryFn: ({ signal }) => api.call(risk.listBaskets, { params: { id: whiteLabel ?? '' }, signal }),
    enabled: whiteLabel !== null,
    retry: false,
  });
}

/** A basket's operations (values) and taxes (tax). */
export function useBasketDetails(basket: string | null) {
  return useQuery({
    queryKey: riskKeys.basketDetails(basket ?? ''),
    queryFn: ({ signal }) => api.call(risk.readBasketDetails, { params: { id: basket ?? '' }, signal }),
    enabled: basket !== null,
    retry: false,
  });
}

/** Edits a basket operation; the basket's details reload afterwards. */
export function useUpdateBasketOperation(
  ui: ConfirmedMutationUi<unknown, { uuid: string; input: BasketOperationUpdate }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ uuid, input }: { uuid: string; input: BasketOperationUpdate }) =>
      api.call(risk.updateBasketOperation, { params: { uuid }, body: input }),
    invalidate: [['risk', 'basket-details']],
  });
}

export const BASKET_FALLBACKS = {
  baskets: RISK_MESSAGES.basketsLoad,
  details: RISK_MESSAGES.basketDetailsLoad,
  update: RISK_MESSAGES.basketOperationUpdate,
};
