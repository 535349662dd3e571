import { billets } from '@mentor/contract/billets-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { billetKeys } from './billet-query-keys';

/**
 * One billet by id, through the billet list's id filter (every status): the billet, or null
 * when the caller's projects hold none. Its payer's document and e-mail come masked unless the
 * caller may reveal them, as on the list.
 */
export function useBilletRecord(id: number | null) {
  return useQuery({
    queryKey: [...billetKeys.lists, 'record', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const page = await api.call(billets.listBillets, {
        query: {
          billet_id: id ?? 0,
          billet_status: [],
          with_penalty_fees_discounts: [],
          page: 1,
          perPage: 1,
        },
        signal,
      });
      return page.data.find((b) => b.billet_id === id) ?? null;
    },
  });
}
