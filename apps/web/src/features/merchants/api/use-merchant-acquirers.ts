import { merchantAcquirerSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's registrations at acquirers (`GET /v1/merchant/{id}/acquirer`). */
export function useMerchantAcquirers(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'acquirers'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/acquirer`, { schema: z.array(merchantAcquirerSchema) }),
  });
}
