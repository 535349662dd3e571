import { lookups } from '@mentor/contract/lookups-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Merchant formations (`lookups.listMerchantFormations`). */
export function useMerchantFormations() {
  return useQuery({
    queryKey: merchantLookupKeys.formations,
    queryFn: ({ signal }) => api.call(lookups.listMerchantFormations, { signal }),
    staleTime: 300_000,
  });
}
