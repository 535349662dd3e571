import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

/** One pre-account with its analyses. */
export function usePreAccount(uuid: string | null) {
  return useQuery({
    queryKey: onboardingKeys.account(uuid ?? ''),
    queryFn: () => api.call(onboarding.readPreAccount, { params: { id: uuid ?? '' } }),
    enabled: uuid !== null,
  });
}
