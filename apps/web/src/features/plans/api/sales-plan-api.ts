import {
  type MdrRatesInput,
  mdrBrandRatesSchema,
  pagedResponseSchema,
  salesPlanSchema,
} from '@mentor/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

/** One page of `GET /v1/sales_plan`. */
export function fetchSalesPlans(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/sales_plan', { query, schema: pagedResponseSchema(salesPlanSchema), signal });
}

export function useSalesPlan(id: number) {
  return useQuery({
    queryKey: planKeys.sales(id),
    queryFn: () => mainApi.get(`/v1/sales_plan/${id}`, { schema: salesPlanSchema }),
  });
}

export function useSalesPlanRates(id: number) {
  return useQuery({
    queryKey: planKeys.rates(id),
    queryFn: () => mainApi.get(`/v1/sales_plan/${id}/mdr_rates`, { schema: z.array(mdrBrandRatesSchema) }),
  });
}

export interface SaveRatesVars {
  /** POST creates brands without rates, PUT changes brands that have them. */
  method: 'post' | 'put';
  body: MdrRatesInput;
}

/** Creates or changes MDR rates of the plan (four-eyes when the rule is on). */
export function useSaveRates(id: number, ui: ConfirmedMutationUi<unknown, SaveRatesVars> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ method, body }: SaveRatesVars) =>
      method === 'post'
        ? mainApi.post(`/v1/sales_plan/${id}/mdr_rates`, body, { schema: z.array(mdrBrandRatesSchema) })
        : mainApi.put(`/v1/sales_plan/${id}/mdr_rates`, body, { schema: z.array(mdrBrandRatesSchema) }),
    invalidate: [planKeys.sales(id), historyKeys.all],
  });
}

export function useDeleteBrandRates(id: number, ui: ConfirmedMutationUi<unknown, number> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (brandId: number) => mainApi.delete(`/v1/sales_plan/${id}/card_brand_rates/${brandId}`),
    invalidate: [planKeys.sales(id), historyKeys.all],
  });
}
