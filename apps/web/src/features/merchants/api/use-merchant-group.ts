import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantGroupKeys } from './merchant-query-keys';

/** One merchant group with its merchants (`merchants.readGroup`). */
export function useMerchantGroup(id: number) {
  return useQuery({
    queryKey: merchantGroupKeys.detail(id),
    queryFn: ({ signal }) => api.call(merchants.readGroup, { params: { id }, signal }),
    enabled: id > 0,
  });
}
