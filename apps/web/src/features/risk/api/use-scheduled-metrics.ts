import { ALL_OPTION } from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { riskKeys } from './risk-query-keys';

/** Metrics of the scheduled transactions for the list's filters (white label key `uuidWhitelabel`). */
export function useScheduledMetrics(filters: Record<string, unknown>) {
  const text = (key: string) => {
    const value = filters[key];
    return value === undefined || value === null || value === ALL_OPTION ? '' : String(value);
  };
  const range = filters.executionDate as { start?: string | null; end?: string | null } | undefined;
  const query = {
    uuidWhitelabel: text('uuidWhiteLabel'),
    uuidAccountPayment: text('uuidAccountPayment'),
    transactionType: text('transactionType'),
    startExecutionDate: range?.start ?? '',
    endExecutionDate: range?.end ?? '',
  };
  return useQuery({
    queryKey: riskKeys.scheduledMetrics(query),
    queryFn: ({ signal }) => api.call(risk.scheduledMetrics, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
