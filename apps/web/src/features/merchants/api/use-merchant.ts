import { merchantDetailSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** One merchant with its addresses, phones, plans and settlement destination. */
export function useMerchant(id: number) {
  return useQuery({
    queryKey: merchantKeys.detail(id),
    queryFn: () => mainApi.get(`/v1/merchant/${id}`, { schema: merchantDetailSchema }),
    enabled: id > 0,
  });
}
