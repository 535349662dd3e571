import { offsetOf, type Paged, paged } from '@mentor/contract/common/pagination';
import type { SelectQueryBuilder } from 'kysely';

export {
  DEFAULT_PER_PAGE,
  lastPageOf,
  offsetOf,
  type Paged,
  type PageQuery,
  paged,
  pagedResponseSchema,
  pageQuery,
  pageQuerySchema,
} from '@mentor/contract/common/pagination';

/** Which rows a list asks for (the contract's paged query, or the gateway's `page`/`limit`). */
export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * One page of a filtered query and the total the filters match, as `{ data, total, lastPage }`.
 * `rows` receives the filtered query (before ordering) and adds the select list and the order;
 * the count runs on the same filters without them. `map` turns a row into the response item.
 */
export async function pageOf<DB, TB extends keyof DB, O, R, T = R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  rows: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  map: (row: R) => T = (row) => row as unknown as T,
): Promise<Paged<T>> {
  const [data, total] = await Promise.all([
    rows(filtered).limit(page.perPage).offset(offsetOf(page)).execute(),
    countOf(filtered),
  ]);
  return paged(data.map(map), total, page.perPage);
}

/** How many rows a filtered query matches (its select list and order are ignored). */
export async function countOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await filtered
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: string | number | bigint }).n);
}

/** The `meta` block of a gateway list (`page`/`limit` paging of the back-office gateway). */
export function gatewayMeta(itemCount: number, page: number, limit: number) {
  return { itemCount, page, limit, pageCount: Math.max(1, Math.ceil(itemCount / limit)) };
}
