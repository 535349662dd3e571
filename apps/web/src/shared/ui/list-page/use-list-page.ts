import { keepPreviousData, type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { useMatches, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { enumOptions, type OptionSource, type SelectOption } from '../../lib/options';
import { useSelectedProject, withSelectedProject } from '../../lib/project/selected-project';
import { useStableCallback } from '../../lib/render/use-stable-callback';
import type { DataTableState } from '../data-table';
import { type FilterDefinition, type FilterValues, preloadFilterKinds } from '../filter-panel';
import { isCursorPaging, type ListDefinition } from './define-list';
import {
  type ListUrlState,
  listRequestParams,
  readListState,
  sameQuery,
  savedViewQuery,
  writeListState,
} from './list-url-state';

const NO_OPTIONS: SelectOption[] = [];
const optionData = (results: { data?: SelectOption[] | undefined }[]) =>
  results.map((result) => result.data ?? NO_OPTIONS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The loaded sources of a list's filters, in filter order (stable while the data is). */
function useFilterOptions(sources: OptionSource[]): SelectOption[][] {
  return useQueries({
    queries: sources.map((source) => ({
      queryKey: source.queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) => source.load(signal),
      staleTime: source.staleTime ?? 300_000,
    })),
    combine: optionData,
  });
}

/** The last rows that loaded without error, for lists that keep them on a failed reload. */
function useLastGood<T>(data: T | undefined, error: unknown, keep: boolean): T | undefined {
  const last = useRef<T | undefined>(undefined);
  if (data !== undefined && !error) last.current = data;
  if (!keep) return error ? undefined : data;
  return data !== undefined && !error ? data : last.current;
}

/** Fetches the filter panel's field kinds a list uses (its date, number and money inputs). */
export function preloadListFields<TData, TRow>(list: ListDefinition<TData, TRow>): Promise<unknown> {
  return preloadFilterKinds(list.filters.map((filter) => filter.type)).catch(() => undefined);
}

/**
 * Starts loading the page a list opens with, from a route loader, while the screen's code
 * downloads: the state is read from the link's search (filters, page, sort) as `useListPage`
 * reads it, and the key is the same, so the screen finds the request in flight. The promise
 * settles once the filter panel's field kinds are loaded (what the screen's first render
 * needs besides its own code); the data is not waited for.
 */
export function prefetchList<TData, TRow>(
  queryClient: QueryClient,
  list: ListDefinition<TData, TRow>,
  projectId: number | null,
  search: Record<string, unknown> = {},
): Promise<unknown> {
  const fieldKinds = preloadListFields(list);
  if (list.project?.required === true && projectId === null) return fieldKinds;
  const definitions = list.filters.map(
    ({
      enum: _enum,
      source: _source,
      api: _api,
      radioItems: _radio,
      languageOptions: _language,
      ...filter
    }) => filter,
  ) as FilterDefinition[];
  const urlState = readListState(list, definitions, search);
  const filterKey = list.project?.filter;
  const state = filterKey
    ? { ...urlState, filters: withSelectedProject(urlState.filters, projectId, filterKey) }
    : urlState;
  const params = listRequestParams(list, state, projectId);
  void queryClient.prefetchQuery({
    queryKey: [...list.queryKey, projectId, params],
    queryFn: ({ signal }) => list.fetch(params, { signal, projectId }),
  });
  return fieldKinds;
}

/**
 * Everything a list screen runs on, from its {@link ListDefinition}: the filter panel's
 * definitions (labels translated, options loaded), the state read from the URL, the request
 * built from it, the query, and the props of the filter panel, table and saved views.
 */
export function useListPage<TData, TRow>(list: ListDefinition<TData, TRow>) {
  const { t } = useTranslation(list.ns);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const rawSearch: unknown = useSearch({ strict: false });
  const search = isRecord(rawSearch) ? rawSearch : {};
  const screen = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData?.pattern });
  const { projectId } = useSelectedProject();

  const sources = useMemo(
    () => list.filters.flatMap((filter) => (filter.source ? [filter.source] : [])),
    [list.filters],
  );
  const loaded = useFilterOptions(sources);
  const definitions = useMemo<FilterDefinition[]>(() => {
    let sourceIndex = 0;
    return list.filters.map(
      ({ enum: enumDef, source, api: _api, label, radioItems, languageOptions, ...filter }) => {
        const options = source
          ? (loaded[sourceIndex++] ?? NO_OPTIONS)
          : enumDef
            ? enumOptions(enumDef, language)
            : languageOptions
              ? languageOptions(language)
              : filter.options;
        return {
          ...filter,
          label: t(label),
          ...(options ? { options } : {}),
          ...(radioItems
            ? { radioItems: radioItems.map((item) => ({ ...item, label: t(item.label) })) }
            : {}),
        };
      },
    );
  }, [list.filters, loaded, language, t]);

  // What the URL says, and the same with the top-bar project filling the list's project filter.
  const urlState = useMemo(() => readListState(list, definitions, search), [list, definitions, search]);
  const state = useMemo<ListUrlState>(() => {
    const filterKey = list.project?.filter;
    return filterKey
      ? { ...urlState, filters: withSelectedProject(urlState.filters, projectId, filterKey) }
      : urlState;
  }, [list, urlState, projectId]);
  const needsProject = list.project?.required === true && projectId === null;
  const params = useMemo(() => listRequestParams(list, state, projectId), [list, state, projectId]);

  const query = useQuery({
    queryKey: [...list.queryKey, projectId, params],
    queryFn: ({ signal }) => list.fetch(params, { signal, projectId }),
    placeholderData: keepPreviousData,
    enabled: !needsProject,
  });
  const keepRows = list.onError === 'keep-rows';
  const data = useLastGood(query.data, query.error, keepRows);

  // Parameters of the screen around the list (its tab) survive the list's own navigation.
  const kept: Record<string, unknown> = {};
  for (const key of list.keepSearch ?? []) {
    if (search[key] !== undefined) kept[key] = search[key];
  }
  // The handlers keep one identity while the list lives: the filter panel, the saved views and
  // the table's rows do not render again when an answer re-renders the screen (ADR 0620).
  const write = useStableCallback((next: ListUrlState) => {
    const nextQuery = writeListState(list, definitions, next);
    if (sameQuery(nextQuery, writeListState(list, definitions, state))) {
      // A search with unchanged filters reloads the rows.
      void query.refetch();
      return;
    }
    void navigate({ to: '.', search: { ...kept, ...nextQuery } });
  });
  const setFilters = useStableCallback((filters: FilterValues) =>
    write({ ...state, filters, page: 1, cursor: null }),
  );
  const clearFilters = useStableCallback(() => write({ ...state, filters: {}, page: 1, cursor: null }));
  const setTable = useStableCallback((table: DataTableState) => {
    const sortBy = table.sortBy ?? list.sort.by;
    const sameOrder =
      table.perPage === state.perPage && sortBy === state.sortBy && table.sortDesc === state.sortDesc;
    let cursor: string | null = null;
    if (sameOrder && data !== undefined && isCursorPaging(list.paging)) {
      // One page forward or back follows the keyset cursor the server offered.
      const step = table.page - state.page;
      if (step === 1) cursor = list.paging.cursor.next(data) ?? null;
      if (step === -1) cursor = list.paging.cursor.previous(data) ?? null;
    }
    write({ ...state, ...table, sortBy, cursor });
  });
  const refresh = useStableCallback(() => void query.refetch());
  const applyView = useStableCallback(
    (saved: Record<string, unknown>) => void navigate({ to: '.', search: { ...kept, ...saved } }),
  );
  const getRowKey = useCallback((row: TRow) => list.rowKey(row), [list]);

  // The same rows while the answer is the same: the table renders a page once.
  const rows = useMemo(() => (data === undefined ? undefined : list.rows(data)), [list, data]);
  const error = keepRows && data !== undefined ? undefined : (query.error ?? undefined);
  const filterProps = useMemo(
    () => ({
      definitions,
      values: state.filters,
      onSearch: setFilters,
      onClear: clearFilters,
      collapseOnSearch: true,
    }),
    [definitions, state.filters, setFilters, clearFilters],
  );
  // A view keeps the filters chosen, not the project of whoever saved it.
  const savedQuery = useMemo(
    () => savedViewQuery(writeListState(list, definitions, urlState)),
    [list, definitions, urlState],
  );
  const savedViewsProps = useMemo(
    () => ({ screen: screen ?? '', currentQuery: savedQuery, onApply: applyView }),
    [screen, savedQuery, applyView],
  );
  return {
    list,
    t,
    state,
    params,
    query,
    data,
    needsProject,
    /** A reload failed while the last rows stay on screen (keep-rows lists). */
    staleError: keepRows && data !== undefined ? query.error : null,
    refresh,
    setFilters,
    clearFilters,
    setTable,
    filterProps,
    tableProps: {
      rows,
      total: data === undefined ? 0 : list.total(data),
      totalIsEstimate: data !== undefined && list.totalIsEstimate ? list.totalIsEstimate(data) : false,
      page: state.page,
      perPage: state.perPage,
      perPageOptions: [...list.paging.sizes],
      sortBy: state.sortBy,
      sortDesc: state.sortDesc,
      onChange: setTable,
      isLoading: query.isFetching,
      error,
      onRetry: refresh,
      getRowKey,
    },
    savedViewsProps,
  };
}

/** What {@link useListPage} returns. */
export type ListPageModel<TData, TRow> = ReturnType<typeof useListPage<TData, TRow>>;
