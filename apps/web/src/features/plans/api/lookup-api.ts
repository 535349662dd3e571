import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';

/** Card brands (shared cache key with the other screens reading the list). */
export function useCardBrands() {
  return useQuery({
    queryKey: ['lookups', 'card_brand'],
    queryFn: () =>
      mainApi.get('/v1/card_brand', {
        schema: z.array(z.object({ id: z.number(), brand_name: z.string() })),
      }),
  });
}

/** Operations with their MDR flag. */
export function useOperations() {
  return useQuery({
    queryKey: ['lookups', 'operation'],
    queryFn: () =>
      mainApi.get('/v1/operation', {
        schema: z.array(z.object({ id: z.number(), operation_name: z.string(), has_mdr: z.boolean() })),
      }),
  });
}
