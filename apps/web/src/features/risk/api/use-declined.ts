import { risk } from '@mentor/contract/risk-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { riskKeys } from './risk-query-keys';

export interface DeclinedSearch {
  whiteLabel: string;
  account: string;
  start: string;
  end: string;
  transactionType: string;
}

/** Declined transactions of one account in a period (the screen pages them). */
export function useDeclinedTransactions(search: DeclinedSearch | null) {
  return useQuery({
    queryKey: riskKeys.declined(search ?? {}),
    queryFn: ({ signal }) =>
      api.call(risk.listDeclined, {
        params: {
          wl: search?.whiteLabel ?? '',
          ap: search?.account ?? '',
          start: search?.start ?? '',
          end: search?.end ?? '',
        },
        signal,
      }),
    enabled: search !== null,
    retry: false,
  });
}

/** Count and amount of declined transactions by reason and type for the same search. */
export function useDeclinedMetrics(search: DeclinedSearch | null) {
  const query = search
    ? {
        uuidWhiteLabel: search.whiteLabel,
        uuidAccountPayment: search.account,
        transactionType: search.transactionType,
        startDate: search.start,
        endDate: search.end,
      }
    : {};
  return useQuery({
    queryKey: riskKeys.declinedMetrics(query),
    queryFn: ({ signal }) => api.call(risk.declinedMetrics, { query, signal }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
