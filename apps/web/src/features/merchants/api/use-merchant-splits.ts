import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's split entries. */
export function useMerchantSplits(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'splits'),
    queryFn: ({ signal }) => api.call(merchants.listSplits, { params: { id }, signal }),
  });
}
