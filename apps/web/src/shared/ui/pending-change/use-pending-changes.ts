import { pendingApprovalsSchema } from '@mentor/contract/approvals';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../lib/api';
import { PENDING_CHANGES_KEY } from './duplicate-pending';

/** Changes of one record still awaiting approval (any of its history contexts). */
export function usePendingChanges(contexts: readonly string[], recordId: string) {
  const tableContext = contexts.join(',');
  return useQuery({
    queryKey: [...PENDING_CHANGES_KEY, tableContext, recordId],
    queryFn: () =>
      mainApi.get('/v1/approvals/pending', {
        query: { table_context: tableContext, record_id: recordId },
        schema: pendingApprovalsSchema,
      }),
  });
}
