import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type { MdrRatesInput } from '@mentor/contract/plans';
import { plans } from '@mentor/contract/plans-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';
import { planKeys } from './plan-keys';

/** One page of sales plans. */
export function fetchSalesPlans(query: QueryParams, signal: AbortSignal) {
  return api.call(plans.listSalesPlans, {
    query: query as EndpointQuery<typeof plans.listSalesPlans>,
    signal,
  });
}

export function useSalesPlan(id: number) {
  return useQuery({
    queryKey: planKeys.sales(id),
    queryFn: () => api.call(plans.readSalesPlan, { params: { id } }),
  });
}

export function useSalesPlanRates(id: number) {
  return useQuery({
    queryKey: planKeys.rates(id),
    queryFn: () => api.call(plans.readRates, { params: { id } }),
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
      api.call(method === 'post' ? plans.createRates : plans.updateRates, { params: { id }, body }),
    invalidate: [planKeys.sales(id), historyKeys.all],
  });
}

export function useDeleteBrandRates(id: number, ui: ConfirmedMutationUi<unknown, number> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (brandId: number) =>
      api.call(plans.deleteBrandRates, { params: { id, card_brand_id: brandId } }),
    invalidate: [planKeys.sales(id), historyKeys.all],
  });
}
