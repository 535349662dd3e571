import { useDebouncedValue } from '@mantine/hooks';
import { search } from '@mentor/contract/search-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api';
import { wantsRecordSearch } from './record-entries';

/** Pause after typing before the server is asked (ms). */
export const RECORD_SEARCH_DEBOUNCE = 300;

/** Records named by the typed text (id, whole document, NSU, serial or code), debounced. */
export function useRecordSearch(text: string) {
  const term = text.trim();
  const [debounced] = useDebouncedValue(term, RECORD_SEARCH_DEBOUNCE);
  const enabled = wantsRecordSearch(debounced);
  const found = useQuery({
    queryKey: ['search', 'records', debounced],
    queryFn: ({ signal }) => api.call(search.searchRecords, { query: { q: debounced }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const active = wantsRecordSearch(term);
  return {
    active,
    results: active && enabled ? (found.data?.data ?? []) : [],
    loading: active && (debounced !== term || found.isFetching),
    error: active ? found.error : null,
  };
}
