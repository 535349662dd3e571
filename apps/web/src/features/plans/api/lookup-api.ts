import { useQuery } from '@tanstack/react-query';
import { fetchCardBrands, fetchOperations } from '../../../shared/lib/lookups';

/** Card brands (shared cache key with the other screens reading the list). */
export function useCardBrands() {
  return useQuery({ queryKey: ['lookups', 'card_brand'], queryFn: () => fetchCardBrands() });
}

/** Operations with their MDR flag. */
export function useOperations() {
  return useQuery({ queryKey: ['lookups', 'operation'], queryFn: () => fetchOperations() });
}
