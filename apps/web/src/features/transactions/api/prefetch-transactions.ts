import type { QueryClient } from '@tanstack/react-query';
import { withSelectedProject } from '../../../shared/lib/project/selected-project';
import { toApiFilters, withDefaults } from '../hooks/use-transaction-filters';
import { transactionListQuery } from './use-transactions';

/** Paging the list opens with (the list screen's defaults). */
export const TRANSACTION_LIST_DEFAULTS = { perPage: 10, sortBy: 'payment_date', sortDesc: true } as const;

/**
 * Starts loading the first page the list opens with (no filters in the URL), while the screen's
 * code downloads: same key as the screen's own query, so the screen finds it in flight.
 */
export function prefetchTransactions(queryClient: QueryClient, projectId: number | null): Promise<void> {
  const filters = toApiFilters(withDefaults(withSelectedProject({}, projectId)));
  return queryClient.prefetchQuery(
    transactionListQuery({ filters, page: 1, ...TRANSACTION_LIST_DEFAULTS, cursor: undefined }),
  );
}
