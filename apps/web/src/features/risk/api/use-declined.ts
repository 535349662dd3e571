import { declinedMetricsSchema, declinedTransactionSchema } from '@mentor/contract/risk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeApi } from '../../../shared/lib/api';
import { riskKeys } from './risk-query-keys';

export interface DeclinedSearch {
  whiteLabel: string;
  account: string;
  start: string;
  end: string;
  transactionType: string;
}

const seg = encodeURIComponent;

/** Declined transactions of one account in a period (the screen pages them). */
export function useDeclinedTransactions(search: DeclinedSearch | null) {
  return useQuery({
    queryKey: riskKeys.declined(search ?? {}),
    queryFn: ({ signal }) =>
      backofficeApi.get(
        `/spe-view-n-backoffice/v1/transaction-refused/white-label/${seg(search?.whiteLabel ?? '')}/account-payment/${seg(search?.account ?? '')}/start/${seg(search?.start ?? '')}/end/${seg(search?.end ?? '')}`,
        { schema: z.array(declinedTransactionSchema), signal },
      ),
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
    queryFn: ({ signal }) =>
      backofficeApi.get('/spe-view-n-backoffice/v1/declined-transactions/metrics', {
        query,
        schema: declinedMetricsSchema,
        signal,
      }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
