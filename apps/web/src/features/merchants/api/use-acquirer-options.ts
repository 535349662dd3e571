import { acquirerSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantLookupKeys } from './merchant-query-keys';

/** Acquirers a merchant can be registered at (`GET /v1/acquirer`). */
export function useAcquirerOptions() {
  return useQuery({
    queryKey: merchantLookupKeys.acquirers,
    queryFn: () => mainApi.get('/v1/acquirer', { schema: z.array(acquirerSchema) }),
    staleTime: 300_000,
  });
}
