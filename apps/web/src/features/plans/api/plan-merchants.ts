import { pagedResponseSchema, planMerchantSchema } from '@mentor/contract/plans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { planKeys } from './plan-keys';

/** `GET /v1/sales_plan/{id}/merchants/`: the merchants assigned the plan, one page. */
export function usePlanMerchants(id: number, page: number, perPage: number) {
  return useQuery({
    queryKey: planKeys.merchants(id, page, perPage),
    queryFn: ({ signal }) =>
      mainApi.get(`/v1/sales_plan/${id}/merchants/`, {
        query: { page, perPage },
        schema: pagedResponseSchema(planMerchantSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
