import { lookups } from '@mentor/contract/lookups-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { blockTypeKeys } from './merchant-query-keys';

/** The block types a merchant may be blocked with. */
export function useBlockTypes() {
  return useQuery({
    queryKey: blockTypeKeys.all,
    queryFn: ({ signal }) => api.call(lookups.listBlockTypes, { signal }),
    staleTime: 300_000,
  });
}
