import { plans } from '@mentor/contract/plans-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Active sales plans of a project's channel, to assign to a merchant (`plans.listSalesPlans`). */
export function useSalesPlanOptions(projectId: number, channelId: number | null) {
  return useQuery({
    queryKey: merchantLookupKeys.salesPlans(projectId, channelId),
    queryFn: ({ signal }) =>
      api.call(plans.listSalesPlans, {
        query: { project_id: projectId, channel_id: channelId ?? undefined, status: 1, perPage: 100 },
        signal,
      }),
    enabled: channelId !== null,
    staleTime: 30_000,
  });
}
