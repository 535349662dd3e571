import { topMerchantsSchema, topProjectsSchema, tpvDataSchema } from '@mentor/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** The dashboard's three reads (key and fetch), shared by the hooks and route prefetching. */
export const tpvQueries = {
  tpv: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.tpv(filters),
      queryFn: ({ signal }) =>
        mainApi.get('/v1/dashboard/tpv', { query: filters, schema: tpvDataSchema, signal }),
    }),
  topProjects: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.topProjects(filters),
      queryFn: ({ signal }) =>
        mainApi.get('/v1/dashboard/top_tpv_project', { query: filters, schema: topProjectsSchema, signal }),
    }),
  topMerchants: (filters: QueryParams) =>
    queryOptions({
      queryKey: dashboardKeys.topMerchants(filters),
      queryFn: ({ signal }) =>
        mainApi.get('/v1/dashboard/top_tpv_merchant', { query: filters, schema: topMerchantsSchema, signal }),
    }),
};

/** `GET /v1/dashboard/tpv`. */
export function useTpvData(filters: QueryParams) {
  return useQuery({ ...tpvQueries.tpv(filters), placeholderData: keepPreviousData });
}

/** `GET /v1/dashboard/top_tpv_project` (top_projects). */
export function useTopProjects(filters: QueryParams) {
  return useQuery({ ...tpvQueries.topProjects(filters), placeholderData: keepPreviousData });
}

/** `GET /v1/dashboard/top_tpv_merchant` (top_merchants). */
export function useTopMerchants(filters: QueryParams) {
  return useQuery({ ...tpvQueries.topMerchants(filters), placeholderData: keepPreviousData });
}

/** `GET /v1/dashboard/tpv/export/xlsx`. */
export async function exportDashboard(filters: QueryParams): Promise<Blob> {
  const answer = await mainApi.get('/v1/dashboard/tpv/export/xlsx', { query: filters, responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  return answer;
}
