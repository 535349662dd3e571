import { history } from '@mentor/contract/history-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys of the audit trail; invalidate `historyKeys.all` after any change. */
export const historyKeys = {
  all: ['history'] as const,
  record: (context: string, recordId: string) => ['history', context, recordId] as const,
};

/** The latest changes of one record (`history.listHistory` with its record id). */
export function useRecordHistory(context: string, recordId: string, perPage = 10) {
  return useQuery({
    queryKey: [...historyKeys.record(context, recordId), perPage],
    queryFn: () =>
      api.call(history.listHistory, {
        params: { table_context: context },
        query: { record_id: recordId, perPage },
      }),
  });
}
