import { behavioral } from '@mentor/contract/behavioral-endpoints';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { dashboardKeys } from './dashboard-keys';

type BehavioralQuery = EndpointQuery<typeof behavioral.tpvTrend>;

/** TPV trend of the period against the previous one. */
export function useTpvTrend(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.trend(query),
    queryFn: ({ signal }) => api.call(behavioral.tpvTrend, { query: query as BehavioralQuery, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Merchants and projects acquired, lost and retained in the period. */
export function useAcquisitionLossRetention(query: QueryParams) {
  return useQuery({
    queryKey: dashboardKeys.retention(query),
    queryFn: ({ signal }) =>
      api.call(behavioral.acquisitionLossRetention, { query: query as BehavioralQuery, signal }),
    placeholderData: keepPreviousData,
  });
}
