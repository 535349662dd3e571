import { onboardingHistorySchema } from '@mentor/contract/merchants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';
import { merchantKeys } from './merchant-query-keys';

/** The merchant's onboarding status history. */
export function useOnboardingHistory(id: number) {
  return useQuery({
    queryKey: merchantKeys.part(id, 'onboarding-history'),
    queryFn: () =>
      mainApi.get(`/v1/merchant/${id}/onboarding/history`, { schema: z.array(onboardingHistorySchema) }),
  });
}
