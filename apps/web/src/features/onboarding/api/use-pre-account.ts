import { preAccountDetailSchema } from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

/** One pre-account with its analyses. */
export function usePreAccount(uuid: string | null) {
  return useQuery({
    queryKey: onboardingKeys.account(uuid ?? ''),
    queryFn: () =>
      backofficeApi.get(`/spe-n-open-account/v1/pre-account/${encodeURIComponent(uuid ?? '')}`, {
        schema: preAccountDetailSchema,
      }),
    enabled: uuid !== null,
  });
}
