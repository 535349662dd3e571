import { pagedResponseSchema } from '@mentor/contract';
import { salesRepresentativeSchema } from '@mentor/contract/projects';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Sales representatives of the merchant's project (`GET /v1/project/{id}/sales_representative`). */
export function useSalesRepresentativeOptions(projectId: number) {
  return useQuery({
    queryKey: merchantLookupKeys.salesRepresentatives(projectId),
    queryFn: () =>
      mainApi.get(`/v1/project/${projectId}/sales_representative`, {
        query: { perPage: 100, sortBy: 'name', sortDesc: false },
        schema: pagedResponseSchema(salesRepresentativeSchema),
      }),
    staleTime: 60_000,
  });
}
