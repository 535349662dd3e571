import { blockTypeSchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { blockTypeKeys } from './merchant-query-keys';

/** The block types of `GET /v1/block_type`. */
export function useBlockTypes() {
  return useQuery({
    queryKey: blockTypeKeys.all,
    queryFn: () => mainApi.get('/v1/block_type', { schema: z.array(blockTypeSchema) }),
    staleTime: 300_000,
  });
}
