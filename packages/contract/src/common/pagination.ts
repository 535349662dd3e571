/**
 * Paged list queries and responses, and the error body (spec core §3, §7, §9).
 * Query values arrive as text in URLs, so numbers and booleans are coerced.
 */
import { z } from 'zod';

/** Highest page number a list accepts: beyond it the offset means nothing. */
export const MAX_PAGE = 1_000_000;

/** Default page size of lists (roles use 20). */
export const DEFAULT_PER_PAGE = 10;

/** Largest page a client may ask for: the anticipation-rate full pull reads pages of 5000. */
export const MAX_PER_PAGE = 5000;

/** 'true'/'false' text or a boolean, as sortDesc arrives in a query string or a body. */
export const zBooleanish = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** Defaults of a paged list query. */
export interface PageQueryDefaults {
  perPage?: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/**
 * Schema of a paged list query: page (default 1), perPage (default 10), sortBy, sortDesc.
 * Pass other defaults for lists that differ (roles: perPage 20; transactions: sortBy
 * payment_date, sortDesc true).
 */
export function pageQuerySchema(defaults: PageQueryDefaults = {}) {
  const sortBy = z.string().trim().min(1);
  return z.object({
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE).default(1)),
    perPage: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_PER_PAGE)
        .default(defaults.perPage ?? DEFAULT_PER_PAGE),
    ),
    sortBy: z.preprocess(
      blankToUndefined,
      defaults.sortBy === undefined ? sortBy.optional() : sortBy.default(defaults.sortBy),
    ),
    sortDesc: z.preprocess(blankToUndefined, zBooleanish.default(defaults.sortDesc ?? false)),
  });
}

/** An empty query parameter ('?page=') means "not given", not zero. */
function blankToUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** The standard paged list query (page 1, 10 per page, ascending). */
export const pageQuery = pageQuerySchema();

/** A parsed paged list query. */
export type PageQuery = z.output<typeof pageQuery>;

/** Schema of a paged response: `{ data, total, lastPage }`. */
export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    lastPage: z.number().int().min(1),
  });
}

/** A paged response. */
export interface Paged<T> {
  data: T[];
  total: number;
  lastPage: number;
}

/** Last page number for a total: at least 1, so an empty list still has a page 1. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Wraps a page of rows in the paged response shape. */
export function paged<T>(data: T[], total: number, perPage: number): Paged<T> {
  return { data, total, lastPage: lastPageOf(total, perPage) };
}

/** Rows to skip for a page. */
export function offsetOf(query: { page: number; perPage: number }): number {
  return (query.page - 1) * query.perPage;
}

/**
 * The error body (spec core §3): message, error, detail, and errors as an object of
 * field → message(s) or as a list.
 */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  detail: z.string().optional(),
  errors: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

/** An error body. */
export type ErrorBody = z.output<typeof errorBodySchema>;

/** The page of a gateway list (Pix, risk, onboarding's gateway): `meta` beside `data`. */
export const gatewayMetaSchema = z.object({
  itemCount: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  pageCount: z.number().int().min(1),
});
export type GatewayMeta = z.infer<typeof gatewayMetaSchema>;

/** `{ data, meta: { itemCount, page, limit, pageCount } }`. */
export function gatewayPagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: gatewayMetaSchema });
}

export interface GatewayPaged<T> {
  data: T[];
  meta: GatewayMeta;
}
