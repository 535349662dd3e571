import type { OrderByDirection } from 'kysely';

/**
 * A list's sortable columns: the `sortBy` values clients may send, each mapped to the column
 * (or expression reference) it orders by. Anything else falls back to the default, so a sort
 * key never reaches SQL unchecked.
 */
export type SortKeys<Ref extends string> = Readonly<Record<string, Ref>>;

export interface SortRequest {
  sortBy?: string | undefined;
  sortDesc?: boolean | undefined;
}

export interface ResolvedSort<Ref extends string> {
  column: Ref;
  direction: OrderByDirection;
}

/** The whitelisted column and direction of a list query. */
export function resolveSort<Ref extends string>(
  request: SortRequest,
  keys: SortKeys<Ref>,
  fallback: Ref,
): ResolvedSort<Ref> {
  const requested = request.sortBy;
  const column =
    requested !== undefined && Object.hasOwn(keys, requested) ? (keys[requested] as Ref) : fallback;
  return { column, direction: request.sortDesc ? 'desc' : 'asc' };
}

/** Sort keys that are the column names themselves, qualified by a table alias when given. */
export function sortKeys<const K extends string, const A extends string = never>(
  columns: readonly K[],
  alias?: A,
): SortKeys<[A] extends [never] ? K : `${A}.${K}`> {
  return Object.fromEntries(columns.map((c) => [c, alias ? `${alias}.${c}` : c])) as SortKeys<
    [A] extends [never] ? K : `${A}.${K}`
  >;
}

/** Picks a sort column from an allowlist, falling back to the default. */
export function sortColumn<C extends string>(
  requested: string | undefined,
  allowed: readonly C[],
  fallback: C,
): C {
  return allowed.find((c) => c === requested) ?? fallback;
}
