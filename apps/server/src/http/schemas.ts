import { errorBodySchema } from '@mentor/contract/common/endpoint';
import { zRecordId } from '@mentor/contract/common/validators';
import { z } from 'zod';

/** The error body in OpenAPI responses (the contract's, shared with declared operations). */
export { errorBodySchema };

export const errorResponses = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * Paged list query of spec core §7: page, perPage, sortBy, sortDesc.
 * @deprecated Use `pageQuery` / `pageQuerySchema()` of `./paging.ts` (the contract's), as new lists do.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(10),
  sortBy: z.string().max(64).optional(),
  sortDesc: booleanish.optional(),
});

/** A positive int4 id from a path or query (text in the URL). */
export const idSchema = zRecordId();

/** Path params made of positive int4 ids: `idParams('id', 'channel_id')`. */
export function idParams<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, idSchema])) as { [P in K]: typeof idSchema });
}

export const idParamSchema = idParams('id');

/** @deprecated Use `pagedResponseSchema` of `./paging.ts`. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), lastPage: z.number().int() });
}

/** @deprecated Use `lastPageOf` of `./paging.ts`. */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

export { sortColumn } from './sorting.ts';
export { booleanish };
