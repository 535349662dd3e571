import { useQuery } from '@tanstack/react-query';
import { fetchAcquirers } from '../../../shared/lib/lookups';
import { merchantLookupKeys } from './merchant-query-keys';

/** Acquirers a merchant can be registered at. */
export function useAcquirerOptions() {
  return useQuery({
    queryKey: merchantLookupKeys.acquirers,
    queryFn: ({ signal }) => fetchAcquirers(signal),
    staleTime: 300_000,
  });
}
