import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** One merchant with its addresses, phones, plans and settlement destination. */
export function useMerchant(id: number) {
  return useQuery({
    queryKey: merchantKeys.detail(id),
    queryFn: ({ signal }) => api.call(merchants.readMerchant, { params: { id }, signal }),
    enabled: id > 0,
  });
}
