import { pagedResponseSchema } from '@mentor/contract';
import { salesPlanSchema } from '@mentor/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Active sales plans of a project's channel, to assign to a merchant (`GET /v1/sales_plan`). */
export function useSalesPlanOptions(projectId: number, channelId: number | null) {
  return useQuery({
    queryKey: merchantLookupKeys.salesPlans(projectId, channelId),
    queryFn: () =>
      mainApi.get('/v1/sales_plan', {
        query: { project_id: projectId, channel_id: channelId ?? undefined, status: 1, perPage: 100 },
        schema: pagedResponseSchema(salesPlanSchema),
      }),
    enabled: channelId !== null,
    staleTime: 30_000,
  });
}
