import { plans } from '@mentor/contract/plans-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { fetchAcquirers } from '../../../shared/lib/lookups';
import { planKeys } from './plan-keys';

export function useAcquirers() {
  return useQuery({ queryKey: planKeys.acquirers, queryFn: () => fetchAcquirers() });
}

export function useAcquirer(id: number) {
  return useQuery({
    queryKey: planKeys.acquirer(id),
    queryFn: () => api.call(plans.readAcquirer, { params: { id } }),
  });
}

export function useAcquirerMdr(id: number, channelId: number | null, mcc: string) {
  return useQuery({
    queryKey: planKeys.acquirerMdr(id, channelId ?? 0, mcc),
    enabled: channelId !== null,
    queryFn: () =>
      api.call(plans.acquirerChannelMdr, {
        params: { id, channel_id: channelId ?? 0 },
        query: { mcc: mcc || undefined },
      }),
  });
}
