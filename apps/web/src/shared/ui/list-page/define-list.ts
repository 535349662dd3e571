import type { EnumCode, EnumDef } from '@mentor/contract';
import type { QueryParams } from '../../lib/api';
import type { LanguageCode } from '../../lib/i18n/locale-path';
import type { OptionSource } from '../../lib/options';
import type { FilterDefinition, FilterOption, FilterValue, FilterValues } from '../filter-panel';

/** API parameters of one request (the filter part, the paging part, the sort part). */
export type ApiParams = Record<string, QueryParams[string]>;

/** How a filter's value becomes API parameters; `undefined` values are not sent. */
export type FilterToApi = (value: FilterValue) => ApiParams;

/**
 * One filter of a list: the filter panel's definition (its `label` is a key of the list's
 * translation namespace), where its choices come from and how it is sent to the API.
 */
export interface ListFilter extends Omit<FilterDefinition, 'options' | 'label' | 'radioItems'> {
  /** Translation key of the label, in the list's namespace. */
  label: string;
  /** Static choices (labels already translated or language-neutral). */
  options?: FilterDefinition['options'];
  /**
   * Static choices whose labels depend on the screen's language (e.g. a contract enumeration's
   * pt/en labels for some of its codes), so an English screen shows no Portuguese.
   */
  languageOptions?: (language: LanguageCode) => FilterOption[];
  /** Choices from a contract enumeration, in the screen's language. */
  enum?: EnumDef<EnumCode>;
  /** Choices loaded from the API (cached and shared with other screens). */
  source?: OptionSource;
  /** daterange: radio choices, labels as translation keys. */
  radioItems?: { value: string; label: string }[];
  /**
   * The API parameters of the value: a parameter name (the value as text, lists as lists), a
   * function, or `false` when the filter is not sent. Default: the filter's key.
   */
  api?: string | false | FilterToApi;
}

/** Offset paging: page and page size in the URL, sent as the API names them. */
export interface OffsetPaging {
  /** Page-size choices; the first is the default. */
  sizes: readonly number[];
  /** API names of page and size. Default `{ page, perPage }`. */
  toApi?: (paging: { page: number; perPage: number }) => ApiParams;
}

/** Keyset paging: next and previous follow the server's cursors, kept in the URL. */
export interface CursorPaging<TData> extends OffsetPaging {
  cursor: {
    /** Parameter carrying the cursor to the API. */
    param: string;
    next: (data: TData) => string | null | undefined;
    previous: (data: TData) => string | null | undefined;
  };
}

/** The list's sort: default column and direction, and how it is sent. */
export interface ListSort {
  by: string;
  desc: boolean;
  /** Default `{ sortBy, sortDesc }`. */
  toApi?: (sort: { by: string; desc: boolean }) => ApiParams;
}

/** How the list follows the project chosen in the top bar (spec core §4.1). */
export interface ListProjectScope {
  /** A project filter of the list the chosen project fills when it is empty. */
  filter?: string;
  /** Otherwise the API parameter the chosen project is sent in. */
  param?: string;
  /** The list has no meaning without a project: it asks for one instead of loading. */
  required?: boolean;
}

/** Everything a list screen declares besides its columns and actions. */
export interface ListDefinition<TData, TRow> {
  /** Translation namespace of the labels. */
  ns: string;
  /** Query-key prefix; the followed project and the request are appended. */
  queryKey: readonly unknown[];
  /** Loads one page. `projectId` is the followed project (null for every project). */
  fetch: (params: ApiParams, context: { signal: AbortSignal; projectId: number | null }) => Promise<TData>;
  rows: (data: TData) => TRow[];
  total: (data: TData) => number;
  totalIsEstimate?: (data: TData) => boolean;
  rowKey: (row: TRow) => string | number;
  filters: readonly ListFilter[];
  /** Values a filter takes while the URL names none (e.g. status CONFIRMED). */
  filterDefaults?: FilterValues;
  sort: ListSort;
  paging: OffsetPaging | CursorPaging<TData>;
  /**
   * What a failed reload does: `keep-rows` leaves the last rows on screen under an alert
   * (Pix lists, 2nd doc §8); `clear` shows the error in place of the rows (core lists).
   */
  onError: 'keep-rows' | 'clear';
  project?: ListProjectScope;
  /**
   * Search parameters the screen owns besides the list's (e.g. the tab showing the list): a
   * search, a page change or a saved view carries them over instead of dropping them.
   */
  keepSearch?: readonly string[];
}

/** Declares a list screen (identity; ties the row and response types together). */
export function defineList<TData, TRow>(
  definition: ListDefinition<TData, TRow>,
): ListDefinition<TData, TRow> {
  return definition;
}

/** True when the paging follows server cursors. */
export function isCursorPaging<TData>(
  paging: ListDefinition<TData, unknown>['paging'],
): paging is CursorPaging<TData> {
  return 'cursor' in paging;
}
