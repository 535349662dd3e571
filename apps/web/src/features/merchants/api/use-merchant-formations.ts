import { merchantFormationSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Merchant formations (`GET /v1/merchant_formation`). */
export function useMerchantFormations() {
  return useQuery({
    queryKey: merchantLookupKeys.formations,
    queryFn: () => mainApi.get('/v1/merchant_formation', { schema: z.array(merchantFormationSchema) }),
    staleTime: 300_000,
  });
}
