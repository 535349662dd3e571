import type { GatewayMeta } from '@mentor/contract/pix';

/** The `meta` block of a gateway list. */
export function gatewayMeta(itemCount: number, page: number, limit: number): GatewayMeta {
  return { itemCount, page, limit, pageCount: Math.max(1, Math.ceil(itemCount / limit)) };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
