import { projects } from '@mentor/contract/projects-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Sales representatives of the merchant's project (`projects.listSalesRepresentatives`). */
export function useSalesRepresentativeOptions(projectId: number) {
  return useQuery({
    queryKey: merchantLookupKeys.salesRepresentatives(projectId),
    queryFn: () =>
      api.call(projects.listSalesRepresentatives, {
        params: { id: projectId },
        query: { perPage: 100, sortBy: 'name', sortDesc: false },
      }),
    staleTime: 60_000,
  });
}
