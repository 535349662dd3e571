import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** The filters as the dashboard's reads take them (multi-value filters: a list or a comma-joined text). */
type Filters = EndpointQuery<typeof dashboard.readTpv>;

/** The dashboard's three reads (key and fetch), shared by the hooks and route prefetching. */
export const tpvQueries = {
  tpv: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.tpv(filters),
      queryFn: ({ signal }) => api.call(dashboard.readTpv, { query: filters as Filters, signal }),
    }),
  topProjects: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.topProjects(filters),
      queryFn: ({ signal }) => api.call(dashboard.topProjects, { query: filters as Filters, signal }),
    }),
  topMerchants: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.topMerchants(filters),
      queryFn: ({ signal }) => api.call(dashboard.topMerchants, { query: filters as Filters, signal }),
    }),
};

/** TPV per channel and date, per channel, brand, operation and status, and totals. */
export function useTpvData(filters: QueryParams) {
  return useQuery({ ...tpvQueries.tpv(filters), placeholderData: keepPreviousData });
}

/** The ten projects with the highest TPV (top_projects). */
export function useTopProjects(filters: QueryParams) {
  return useQuery({ ...tpvQueries.topProjects(filters), placeholderData: keepPreviousData });
}

/** The ten merchants with the highest TPV (top_merchants). */
export function useTopMerchants(filters: QueryParams) {
  return useQuery({ ...tpvQueries.topMerchants(filters), placeholderData: keepPreviousData });
}

/** The dashboard's data as an XLSX workbook. */
export async function exportDashboard(filters: QueryParams): Promise<Blob> {
  const answer: unknown = await api.call(dashboard.exportTpv, {
    query: filters as EndpointQuery<typeof dashboard.exportTpv>,
  });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  return answer;
}
