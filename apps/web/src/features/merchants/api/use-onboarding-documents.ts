import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's onboarding documents. */
export function useOnboardingDocuments(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'documents'),
    queryFn: ({ signal }) => api.call(merchants.listDocuments, { params: { id }, signal }),
  });
}
