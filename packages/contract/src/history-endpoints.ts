/**
 * The audit trail under `/api`: who changed what, when, with before and after. Each table
 * context needs the permission that reads its records; single-project staff only see changes
 * made within their project.
 */
import { z } from 'zod';
import { defineEndpoints } from './common/endpoint.ts';
import { pagedResponseSchema } from './common/pagination.ts';
import { historyEntrySchema } from './platform.ts';

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Filters and page of a record's trail. */
export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(10),
  sortBy: z.string().max(64).optional(),
  sortDesc: booleanish.optional(),
  record_id: z.string().max(64).optional(),
  action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'REVEAL']).optional(),
  actor: z.string().max(120).optional(),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
});

export const history = defineEndpoints(
  { area: 'history', api: 'main' },
  {
    listHistory: {
      method: 'GET',
      path: '/v1/history/{table_context}',
      summary: 'Change history of a table context (needs the permission that reads its records)',
      params: z.object({ table_context: z.string().regex(/^[a-z0-9_.-]{1,64}$/, 'Contexto inválido') }),
      query: historyQuerySchema,
      responses: { 200: pagedResponseSchema(historyEntrySchema) },
      // Any staff member reaches the operation; the context decides the permission.
      policy: { permission: null, project: 'caller' },
    },
  },
);
