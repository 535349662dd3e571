import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** Whether the merchant has receivables not yet paid (`merchants.pendingFinancials`). */
export function usePendingFinancials(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'pending-financials'),
    queryFn: ({ signal }) => api.call(merchants.pendingFinancials, { params: { id }, signal }),
  });
}
