import { limitHistorySchema, statementSchema } from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

/** Statement of the account for a period (Pix movements, totals and balance). */
export function useStatement(wl: string, account: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: onboardingKeys.statement(wl, account ?? '', startDate, endDate),
    queryFn: () =>
      backofficeApi.get(
        `/spe-j-funds/api/statement/white-label/${encodeURIComponent(wl)}/account-payment/${encodeURIComponent(account ?? '')}`,
        { query: { startDate, endDate }, schema: statementSchema },
      ),
    enabled: account !== null,
  });
}

/** Limits history of the account. */
export function useLimits(wl: string, account: string | null) {
  return useQuery({
    queryKey: onboardingKeys.limits(wl, account ?? ''),
    queryFn: () =>
      backofficeApi.get(
        `/spe-view-n-backoffice/v1/limit-rate/white-label/${encodeURIComponent(wl)}/account-payment/${encodeURIComponent(account ?? '')}`,
        { schema: limitHistorySchema },
      ),
    enabled: account !== null,
  });
}
