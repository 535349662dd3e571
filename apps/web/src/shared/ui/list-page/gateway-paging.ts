import type { OffsetPaging } from './define-list';

/** Page sizes the gateway's lists offer after the spec's own first size. */
const GATEWAY_MORE_SIZES = [30, 50, 100];

/**
 * Paging of the lists served by the gateway (2nd doc §3, §7, §8): `page` and `limit`, the total
 * in `meta.itemCount`; the spec's first page size, then 30, 50 and 100 rows.
 */
export function gatewayPaging(first: number): OffsetPaging {
  return {
    sizes: [first, ...GATEWAY_MORE_SIZES.filter((size) => size > first)],
    toApi: ({ page, perPage }) => ({ page, limit: perPage }),
  };
}
