import { ApiError } from '../../lib/api';
import type { FilterOption } from './filter-types';

/** A record read by its id, or null when it does not exist or the caller may not see it (404, 403). */
export async function readIfVisible<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * Choices of an `autocomplete` filter for the typed text: the record of a typed id first (when
 * it exists and is visible), then the records the search found, each once.
 */
export async function searchOptions<T extends { id: number }>(options: {
  /** The records the search found, or null when the text is too short to search. */
  search: Promise<{ data: T[] }> | null;
  /** The record of the typed id (see {@link readIfVisible}), or null when no id was typed. */
  byId: Promise<T | null> | null;
  toOption: (record: T) => FilterOption;
}): Promise<FilterOption[]> {
  const [page, record] = await Promise.all([options.search, options.byId]);
  const rows = [...(record ? [record] : []), ...(page?.data ?? []).filter((r) => r.id !== record?.id)];
  return rows.map(options.toOption);
}
