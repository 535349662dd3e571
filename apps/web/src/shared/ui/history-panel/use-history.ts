import { historyEntrySchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../lib/api';

/** Query keys of the audit trail; invalidate `historyKeys.all` after any change. */
export const historyKeys = {
  all: ['history'] as const,
  record: (context: string, recordId: string) => ['history', context, recordId] as const,
};

const historyPage = z.object({
  data: z.array(historyEntrySchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});

/** The latest changes of one record (`GET /v1/history/{table_context}?record_id=`). */
export function useRecordHistory(context: string, recordId: string, perPage = 10) {
  return useQuery({
    queryKey: [...historyKeys.record(context, recordId), perPage],
    queryFn: () =>
      mainApi.get(`/v1/history/${context}`, {
        query: { record_id: recordId, perPage },
        schema: historyPage,
      }),
  });
}
