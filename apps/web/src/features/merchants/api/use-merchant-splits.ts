import { merchantSplitSchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's split entries. */
export function useMerchantSplits(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'splits'),
    queryFn: () => mainApi.get(`/v1/merchant/${id}/split`, { schema: z.array(merchantSplitSchema) }),
  });
}
