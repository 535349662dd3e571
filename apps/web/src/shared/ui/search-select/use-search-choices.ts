import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { errorView } from '../../lib/api';
import type { SearchChoice } from './search-select';

export interface SearchChoicesOptions<T> {
  /** Query key of the picker; the project and the typed text are added to it. */
  key: string;
  /** What the operator typed. */
  search: string;
  /** The records are searched within this project; nothing is searched without one. */
  projectId: number | null;
  /** The chosen record: it always stays among the options. */
  chosen: SearchChoice | null;
  /** Characters typed before the picker searches. */
  min: number;
  /** Longest text sent (longer input is cut); no limit when absent. */
  maxLength?: number;
  find: (text: string, projectId: number, signal: AbortSignal) => Promise<readonly T[]>;
  toChoice: (record: T) => SearchChoice;
}

/**
 * The debounced search behind a record picker of the kit (merchants, equipment): it asks once the
 * text is long enough and a project is chosen, keeps the last options while a new search runs and
 * keeps the chosen record among them.
 */
export function useSearchChoices<T>({
  key,
  search,
  projectId,
  chosen,
  min,
  maxLength = Number.POSITIVE_INFINITY,
  find,
  toChoice,
}: SearchChoicesOptions<T>) {
  const typed = search.trim().slice(0, maxLength);
  const [debounced] = useDebouncedValue(typed, 300);
  const ready = debounced.length >= min && projectId !== null;
  const found = useQuery({
    queryKey: [key, projectId, debounced],
    queryFn: ({ signal }) => find(debounced, projectId ?? 0, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const list = (ready ? (found.data ?? []) : []).map(toChoice);
    if (chosen && !list.some((o) => o.value === chosen.value)) list.unshift(chosen);
    return list;
  }, [ready, found.data, chosen, toChoice]);
  return { options, ready, loading: ready && (found.isFetching || debounced !== typed), error: found.error };
}

/**
 * What a picker's empty list says, from the `kit:<picker>.*` texts: the failure, that a project
 * comes first, how much to type, that it is searching, or that nothing matched.
 */
export function nothingFoundText(
  t: TFunction<'kit'>,
  picker: string,
  state: { error: unknown; projectId: number | null; ready: boolean; loading: boolean; min: number },
): string {
  if (state.error) return errorView(state.error).message;
  if (state.projectId === null) return t(`${picker}.projectFirst`);
  if (!state.ready) return t(`${picker}.typeMore`, { min: state.min });
  return t(state.loading ? `${picker}.searching` : `${picker}.nothing`);
}
