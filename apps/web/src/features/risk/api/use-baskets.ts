import {
  type BasketOperationUpdate,
  basketDetailsSchema,
  basketOperationSchema,
  basketSchema,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { riskKeys } from './risk-query-keys';

/** Baskets of a white label. */
export function useBaskets(whiteLabel: string | null) {
  return useQuery({
    queryKey: riskKeys.baskets(whiteLabel ?? ''),
    queryFn: ({ signal }) =>
      backofficeApi.get(
        `/spe-view-n-backoffice/v1/basket/white-label/${encodeURIComponent(whiteLabel ?? '')}`,
        {
          schema: z.array(basketSchema),
          signal,
        },
      ),
    enabled: whiteLabel !== null,
    retry: false,
  });
}

/** A basket's operations (values) and taxes (tax). */
export function useBasketDetails(basket: string | null) {
  return useQuery({
    queryKey: riskKeys.basketDetails(basket ?? ''),
    queryFn: ({ signal }) =>
      backofficeApi.get(
        `/spe-view-n-backoffice/v1/basket-details/basket/${encodeURIComponent(basket ?? '')}`,
        {
          schema: basketDetailsSchema,
          signal,
        },
      ),
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
      backofficeApi.put(`/spe-view-n-backoffice/v1/basket-operation/${encodeURIComponent(uuid)}`, input, {
        schema: basketOperationSchema,
      }),
    invalidate: [['risk', 'basket-details']],
  });
}

export const BASKET_FALLBACKS = {
  baskets: RISK_MESSAGES.basketsLoad,
  details: RISK_MESSAGES.basketDetailsLoad,
  update: RISK_MESSAGES.basketOperationUpdate,
};
