import { approvals } from '@mentor/contract/approvals-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { PENDING_CHANGES_KEY } from './duplicate-pending';

/** Changes of one record still awaiting approval (any of its history contexts). */
export function usePendingChanges(contexts: readonly string[], recordId: string) {
  const tableContext = contexts.join(',');
  return useQuery({
    queryKey: [...PENDING_CHANGES_KEY, tableContext, recordId],
    queryFn: ({ signal }) =>
      api.call(approvals.listPending, {
        query: { table_context: tableContext, record_id: recordId },
        signal,
      }),
  });
}
