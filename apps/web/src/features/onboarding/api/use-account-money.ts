import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

/** Statement of the account for a period (Pix movements, totals and balance). */
export function useStatement(wl: string, account: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: onboardingKeys.statement(wl, account ?? '', startDate, endDate),
    queryFn: () =>
      api.call(onboarding.readStatement, {
        params: { wlId: wl, id: account ?? '' },
        query: { startDate, endDate },
      }),
    enabled: account !== null,
  });
}

/** Limits history of the account. */
export function useLimits(wl: string, account: string | null) {
  return useQuery({
    queryKey: onboardingKeys.limits(wl, account ?? ''),
    queryFn: () => api.call(onboarding.readLimits, { params: { wlId: wl, id: account ?? '' } }),
    enabled: account !== null,
  });
}
