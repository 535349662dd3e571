import { merchants } from '@mentor/contract/merchants-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's onboarding status history. */
export function useOnboardingHistory(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'onboarding-history'),
    queryFn: ({ signal }) => api.call(merchants.listHistory, { params: { id }, signal }),
  });
}
