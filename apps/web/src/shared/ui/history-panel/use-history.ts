import { historyEntrySchema } from '@mentor/contract/platform';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../lib/api';

/** Query keys of the audit trail; `historyKeys.all` refreshes every open history panel. */
export const historyKeys = {
  all: ['history'] as const,
  record: (context: string, recordId: string) => ['history', context, recordId] as const,
};

const historyPageSchema = z.object({
  data: z.array(historyEntrySchema),
  total: z.number().int(),
  lastPage: z.number().int(),
});

/** The last ten audited changes of one record. */
export function useHistory(context: string, recordId: string) {
  return useQuery({
    queryKey: historyKeys.record(context, recordId),
    queryFn: () =>
      mainApi.get(`/v1/history/${context}`, {
        query: { record_id: recordId, perPage: 10 },
        schema: historyPageSchema,
      }),
  });
}
