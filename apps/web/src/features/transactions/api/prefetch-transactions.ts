import type { QueryClient } from '@tanstack/react-query';
import { prefetchList } from '../../../shared/ui/list-page';
import { transactionList } from './transaction-list';

/**
 * Starts loading the first page the list opens with (no filters in the URL), while the screen's
 * code downloads: same key as the screen's own query, so the screen finds it in flight.
 */
export function prefetchTransactions(queryClient: QueryClient, projectId: number | null): Promise<void> {
  return prefetchList(queryClient, transactionList, projectId);
}
