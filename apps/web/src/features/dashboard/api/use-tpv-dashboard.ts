import { topMerchantsSchema, topProjectsSchema, tpvDataSchema } from '@mentor/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** `GET /v1/dashboard/tpv`. */
export function useTpvData(filters: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.tpv(filters),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/dashboard/tpv', { query: filters, schema: tpvDataSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/dashboard/top_tpv_project` (top_projects). */
export function useTopProjects(filters: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.topProjects(filters),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/dashboard/top_tpv_project', { query: filters, schema: topProjectsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/dashboard/top_tpv_merchant` (top_merchants). */
export function useTopMerchants(filters: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.topMerchants(filters),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/dashboard/top_tpv_merchant', { query: filters, schema: topMerchantsSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/dashboard/tpv/export/xlsx`. */
export async function exportDashboard(filters: QueryParams): Promise<Blob> {
  const answer = await mainApi.get('/v1/dashboard/tpv/export/xlsx', { query: filters, responseType: 'blob' });
  if (!(answer instanceof Blob)) throw new Error('Resposta inesperada');
  return answer;
}
