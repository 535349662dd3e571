import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's registrations at acquirers (`merchants.listAcquirers`). */
export function useMerchantAcquirers(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'acquirers'),
    queryFn: ({ signal }) => api.call(merchants.listAcquirers, { params: { id }, signal }),
  });
}
