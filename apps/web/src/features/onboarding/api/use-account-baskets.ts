import { notifications } from '@mantine/notifications';
import { ONBOARDING_MESSAGES } from '@mentor/contract/onboarding';
import { risk } from '@mentor/contract/risk-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { errorToast, errorView } from '../../../shared/ui/error-feedback';
import { onboardingKeys } from './onboarding-query-keys';

/** Toasts the spec's message when a basket read fails, then lets the query fail. */
async function orToast<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const toast = errorToast(errorView(error), { message: () => message });
    if (toast) notifications.show(toast);
    throw error;
  }
}

/** Baskets the account has held, newest first (the open one has no end date). */
export function useBasketHistory(wl: string, account: string) {
  return useQuery({
    queryKey: [...onboardingKeys.baskets(wl, account), 'history'],
    queryFn: ({ signal }) =>
      orToast(ONBOARDING_MESSAGES.basketHistoryFailed, () =>
        api.call(risk.listAccountBasketHistory, { params: { wlId: wl, id: account }, signal }),
      ),
    retry: false,
  });
}

/** Baskets of the account's white label: all of them, or only the active ones. */
export function useWhiteLabelBaskets(wl: string, account: string, activeOnly: boolean) {
  return useQuery({
    queryKey: [...onboardingKeys.baskets(wl, account), activeOnly ? 'actives' : 'all'],
    queryFn: ({ signal }) =>
      orToast(ONBOARDING_MESSAGES.basketsFailed, () =>
        api.call(activeOnly ? risk.listActiveBaskets : risk.listBaskets, { params: { id: wl }, signal }),
      ),
    retry: false,
  });
}

/** Summary of a basket: operation and tax counts and the monthly tax amount (cents). */
export function useBasketResume(basket: string | null) {
  return useQuery({
    queryKey: onboardingKeys.basketResume(basket ?? ''),
    queryFn: ({ signal }) =>
      orToast(ONBOARDING_MESSAGES.basketSummaryFailed, () =>
        api.call(risk.readBasketResume, { params: { id: basket ?? '' }, signal }),
      ),
    enabled: basket !== null,
    retry: false,
  });
}
