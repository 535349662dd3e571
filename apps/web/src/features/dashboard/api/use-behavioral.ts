import { acquisitionLossRetentionSchema, tpvTrendSchema } from '@mentor/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** `GET /v1/behavioral/tpv_trend`. */
export function useTpvTrend(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.trend(query),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/behavioral/tpv_trend', { query, schema: tpvTrendSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v1/behavioral/acquisition_loss_retention`. */
export function useAcquisitionLossRetention(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.retention(query),
    queryFn: ({ signal }) =>
      mainApi.get('/v1/behavioral/acquisition_loss_retention', {
        query,
        schema: acquisitionLossRetentionSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
