import { lookups } from '@mentor/contract/lookups-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The bank list (`lookups.listBanks`), fetched once an hour and shared by every picker and label. */
export function useBanks(slc = false) {
  return useQuery({
    queryKey: ['banks', { slc }],
    queryFn: ({ signal }) => api.call(lookups.listBanks, { query: { slc: slc || undefined }, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
