import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { DataTableState } from '../data-table';
import {
  type FilterDefinition,
  type FilterValues,
  filterValuesToQuery,
  queryToFilterValues,
} from '../filter-panel';

export interface ListDefaults {
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
}

export interface ListSearch extends DataTableState {
  filters: FilterValues;
  sortBy: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInt(raw: unknown, fallback: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * List state in the URL search params: the applied filters (as the filter panel writes them),
 * page, perPage, sortBy and sortDesc. Changing filters goes back to page 1. Keys named in
 * `keep` (other state of the screen) survive list changes.
 */
export function useListSearch(
  definitions: FilterDefinition[],
  defaults: ListDefaults,
  keep: readonly string[] = [],
) {
  const raw: unknown = useSearch({ strict: false });
  const search = isRecord(raw) ? raw : {};
  const navigate = useNavigate();
  const searchKey = JSON.stringify(search);

  const state = useMemo<ListSearch>(() => {
    const parsed: Record<string, unknown> = JSON.parse(searchKey);
    const sortDesc =
      parsed.sortDesc === undefined
        ? defaults.sortDesc
        : parsed.sortDesc === true || parsed.sortDesc === 'true';
    return {
      filters: queryToFilterValues(definitions, parsed),
      page: positiveInt(parsed.page, 1),
      perPage: positiveInt(parsed.perPage, defaults.perPage),
      sortBy: typeof parsed.sortBy === 'string' && parsed.sortBy ? parsed.sortBy : defaults.sortBy,
      sortDesc,
    };
  }, [searchKey, definitions, defaults.perPage, defaults.sortBy, defaults.sortDesc]);

  const write = useCallback(
    (next: ListSearch) => {
      const current: Record<string, unknown> = JSON.parse(searchKey);
      const query: Record<string, unknown> = { ...filterValuesToQuery(definitions, next.filters) };
      // Other state of the screen kept in the URL (e.g. the open tab).
      for (const key of keep) if (current[key] !== undefined) query[key] = current[key];
      if (next.page !== 1) query.page = next.page;
      if (next.perPage !== defaults.perPage) query.perPage = next.perPage;
      if (next.sortBy !== defaults.sortBy) query.sortBy = next.sortBy;
      if (next.sortDesc !== defaults.sortDesc) query.sortDesc = next.sortDesc;
      void navigate({ to: '.', search: query });
    },
    [navigate, definitions, defaults.perPage, defaults.sortBy, defaults.sortDesc, searchKey, keep],
  );

  const setFilters = (filters: FilterValues) => write({ ...state, filters, page: 1 });
  const clearFilters = () => write({ ...state, filters: {}, page: 1 });
  const setTable = (table: DataTableState) =>
    write({ ...state, ...table, sortBy: table.sortBy ?? defaults.sortBy });
  return {
    ...state,
    setFilters,
    clearFilters,
    setTable,
    /** Spread onto the FilterPanel: applied values and their handlers. */
    filterProps: { values: state.filters, onSearch: setFilters, onClear: clearFilters },
    /** Spread onto the DataTable: paging and sorting state and its handler. */
    tableProps: {
      page: state.page,
      perPage: state.perPage,
      sortBy: state.sortBy,
      sortDesc: state.sortDesc,
      onChange: setTable,
    },
    /** The list's whole URL state, as saved views keep it. */
    query: search,
    /** Replaces the URL state with a saved one. */
    applyQuery: (query: Record<string, unknown>) => void navigate({ to: '.', search: query }),
  };
}
