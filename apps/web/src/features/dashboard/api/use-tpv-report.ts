import { tpvReportResponseSchema } from '@mentor/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** `GET /v1/report/tpv`: volume per period and project or merchant. */
export function useTpvReport(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.report(query),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/report/tpv', { query, schema: tpvReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
