import { accountInfoSchema, statementSchema } from '@mentor/contract/onboarding';
import { useQuery } from '@tanstack/react-query';
import { backofficeApi } from '../../../shared/lib/api';
import { onboardingKeys } from './onboarding-query-keys';

const BASE = '/spe-n-backoffice/v1/closed-account-management';
const path = (kind: string, account: string, wl: string) =>
  `${BASE}/${kind}/uac/${encodeURIComponent(account)}/uwl/${encodeURIComponent(wl)}`;

/** General information of a closed account (holder, white label, closing, balance in cents). */
export function useClosedAccount(wl: string | null, account: string | null) {
  return useQuery({
    queryKey: onboardingKeys.closedAccount(wl ?? '', account ?? ''),
    queryFn: ({ signal }) =>
      backofficeApi.get(path('general-account-information', account ?? '', wl ?? ''), {
        schema: accountInfoSchema,
        signal,
      }),
    enabled: wl !== null && account !== null,
  });
}

/** Statement of a closed account for a period. */
export function useClosedStatement(wl: string, account: string | null, startDate: string, endDate: string) {
  return useQuery({
    queryKey: onboardingKeys.closedStatement(wl, account ?? '', startDate, endDate),
    queryFn: ({ signal }) =>
      backofficeApi.get(path('account-statement', account ?? '', wl), {
        query: { startDate, endDate },
        schema: statementSchema,
        signal,
      }),
    enabled: account !== null,
  });
}
