import { merchantGroupDetailSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';
import { merchantGroupKeys } from './merchant-query-keys';

/** One merchant group with its merchants (`GET /v1/merchantgroup/{id}`). */
export function useMerchantGroup(id: number) {
  return useQuery({
    queryKey: merchantGroupKeys.detail(id),
    queryFn: () => mainApi.get(`/v1/merchantgroup/${id}`, { schema: merchantGroupDetailSchema }),
    enabled: id > 0,
  });
}
