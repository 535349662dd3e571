import { bankSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../lib/api';

/** The bank list (`GET /v1/bank`), fetched once an hour and shared by every picker and label. */
export function useBanks(slc = false) {
  return useQuery({
    queryKey: ['banks', { slc }],
    queryFn: ({ signal }) =>
      mainApi.get('/v1/bank', { query: { slc: slc || undefined }, schema: z.array(bankSchema), signal }),
    staleTime: 60 * 60 * 1000,
  });
}
