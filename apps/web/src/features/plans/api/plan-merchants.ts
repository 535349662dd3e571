import { plans } from '@mentor/contract/plans-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { planKeys } from './plan-keys';

/** The merchants assigned the plan, one page. */
export function usePlanMerchants(id: number, page: number, perPage: number) {
  return useQuery({
    queryKey: planKeys.merchants(id, page, perPage),
    queryFn: ({ signal }) =>
      api.call(plans.listPlanMerchants, { params: { id }, query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}
