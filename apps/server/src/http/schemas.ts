import { zRecordId } from '@mentor/contract/common/validators';
import { z } from 'zod';

/** The error body in OpenAPI responses. */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  detail: z.string().nullable(),
  errors: z.union([z.record(z.string(), z.array(z.string())), z.array(z.string())]).nullable(),
});

export const errorResponses = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Paged list query of spec core §7: page, perPage, sortBy, sortDesc. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(10),
  sortBy: z.string().max(64).optional(),
  sortDesc: booleanish.optional(),
});

export const idParamSchema = z.object({ id: zRecordId() });

export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), lastPage: z.number().int() });
}

export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Picks a sort column from an allowlist, falling back to the default. */
export function sortColumn<C extends string>(
  requested: string | undefined,
  allowed: readonly C[],
  fallback: C,
): C {
  return allowed.find((c) => c === requested) ?? fallback;
}

export { booleanish };
