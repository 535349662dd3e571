import { onboarding } from '@mentor/contract/onboarding-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

/** General information of a closed account (holder, white label, closing, balance in cents). */
export function useClosedAccount(wl: string | null, account: string | null) {
  return useQuery({
    queryKey: onboardingKeys.closedAccount(wl ?? '', account ?? ''),
    queryFn: ({ signal }) =>
      api.call(onboarding.readClosedAccount, { params: { id: account ?? '', wlId: wl ?? '' }, signal }),
    enabled: wl !== null && account !== null,
  });
}

/** Statement of a closed account for a period. */
export function useClosedStatement(wl: string, account: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: onboardingKeys.closedStatement(wl, account ?? '', startDate, endDate),
    queryFn: ({ signal }) =>
      api.call(onboarding.readClosedStatement, {
        params: { id: account ?? '', wlId: wl },
        query: { startDate, endDate },
        signal,
      }),
    enabled: account !== null,
  });
}
