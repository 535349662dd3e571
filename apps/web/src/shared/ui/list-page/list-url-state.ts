import {
  completeFilterValues,
  type FilterDefinition,
  type FilterValues,
  filterValuesToQuery,
  isEmptyFilterValue,
  queryToFilterValues,
} from '../filter-panel';
import { type ApiParams, isCursorPaging, type ListDefinition } from './define-list';
import { filtersToApi } from './filter-api';

/** A list's state as the URL holds it. */
export interface ListUrlState {
  filters: FilterValues;
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  /** Keyset cursor of the current page, when it was reached with next or previous. */
  cursor: string | null;
}

type AnyList = ListDefinition<unknown, unknown>;

function positiveInt(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Filter values with the list's defaults where the URL names nothing. */
export function withFilterDefaults(values: FilterValues, defaults: FilterValues | undefined): FilterValues {
  if (!defaults) return values;
  const result = { ...values };
  for (const [key, value] of Object.entries(defaults)) {
    if (isEmptyFilterValue(result[key])) result[key] = value;
  }
  return result;
}

/** Reads a list's state from URL search params; anything malformed falls back to the defaults. */
export function readListState(
  list: Pick<AnyList, 'sort' | 'paging' | 'filterDefaults'>,
  definitions: FilterDefinition[],
  search: Record<string, unknown>,
  now: Date = new Date(),
): ListUrlState {
  const perPage = positiveInt(search.perPage);
  const sizes = list.paging.sizes;
  const sortBy = typeof search.sortBy === 'string' && search.sortBy !== '' ? search.sortBy : list.sort.by;
  const sortDesc =
    search.sortDesc === undefined ? list.sort.desc : search.sortDesc === true || search.sortDesc === 'true';
  const filters = completeFilterValues(definitions, queryToFilterValues(definitions, search, now));
  return {
    filters: withFilterDefaults(filters, list.filterDefaults),
    page: positiveInt(search.page) ?? 1,
    perPage: perPage !== null && sizes.includes(perPage) ? perPage : (sizes[0] ?? 10),
    sortBy,
    sortDesc,
    cursor: typeof search.cursor === 'string' && search.cursor !== '' ? search.cursor : null,
  };
}

/**
 * A whole number written as text goes into the URL as a number (`channel=1`, not `channel="1"`);
 * the filters read it back as text. Codes with leading zeros stay text.
 */
function plainNumber(value: string): string | number {
  return /^(0|-?[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
}

/** Writes a list's state as URL search params, leaving out what equals the defaults. */
export function writeListState(
  list: Pick<AnyList, 'sort' | 'paging'>,
  definitions: FilterDefinition[],
  state: ListUrlState,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterValuesToQuery(definitions, state.filters))) {
    query[key] = Array.isArray(value) ? value.map(plainNumber) : plainNumber(value);
  }
  if (state.page !== 1) query.page = state.page;
  if (state.perPage !== list.paging.sizes[0]) query.perPage = state.perPage;
  if (state.sortBy !== list.sort.by) query.sortBy = state.sortBy;
  if (state.sortDesc !== list.sort.desc) query.sortDesc = state.sortDesc;
  if (state.cursor) query.cursor = state.cursor;
  return query;
}

/** The parameters a saved view keeps: the state without the position (page and cursor). */
export function savedViewQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, cursor: _cursor, ...rest } = query;
  return rest;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  return String(a) === String(b);
}

/** Whether two URL states are the same (a search with them changes nothing). */
export function sameQuery(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (a[key] === undefined || b[key] === undefined) {
      if (a[key] !== b[key]) return false;
      continue;
    }
    if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}

/** The API parameters of a list's state: filters, paging, sort and cursor as the API names them. */
export function listRequestParams(
  list: Pick<AnyList, 'filters' | 'sort' | 'paging' | 'project'>,
  state: ListUrlState,
  projectId: number | null,
): ApiParams {
  const paging = list.paging.toApi
    ? list.paging.toApi({ page: state.page, perPage: state.perPage })
    : { page: state.page, perPage: state.perPage };
  const sort = list.sort.toApi
    ? list.sort.toApi({ by: state.sortBy, desc: state.sortDesc })
    : { sortBy: state.sortBy, sortDesc: state.sortDesc };
  const params: ApiParams = { ...filtersToApi(list.filters, state.filters), ...paging, ...sort };
  if (state.cursor && isCursorPaging(list.paging)) params[list.paging.cursor.param] = state.cursor;
  const projectParam = list.project?.param;
  if (projectParam && projectId !== null) params[projectParam] = projectId;
  return params;
}
