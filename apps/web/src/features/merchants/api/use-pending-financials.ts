import { pendingFinancialsSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** Whether the merchant has receivables not yet paid (`GET .../has_pending_financials`). */
export function usePendingFinancials(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'pending-financials'),
    queryFn: () =>
      mainApi.get(`/v1/merchant/${id}/has_pending_financials`, { schema: pendingFinancialsSchema }),
  });
}
