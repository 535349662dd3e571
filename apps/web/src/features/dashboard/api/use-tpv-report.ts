import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** The TPV report: volume per period and project or merchant. */
export function useTpvReport(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.report(query),
    queryFn: ({ signal }) =>
      api.call(dashboard.readReport, {
        query: query as EndpointQuery<typeof dashboard.readReport>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
