import { historyEntrySchema } from '@mentor/contract/platform';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { errorResponses, pagedResponse, pageQuerySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { readHistory } from './history-service.ts';

/**
 * The audit trail by table context (who, when, what, before/after). Each context needs the
 * permission that reads its records (history-contexts.ts); single-project staff only see
 * changes made within their project.
 */
export async function historyRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/history/:table_context',
    {
      // Any staff member reaches the route; the context decides the permission.
      config: { policy: { permission: null } },
      schema: {
        tags: ['history'],
        summary: 'Change history of a table context (needs the permission that reads its records)',
        params: z.object({ table_context: z.string().regex(/^[a-z0-9_.-]{1,64}$/, 'Contexto inválido') }),
        querystring: pageQuerySchema.extend({
          record_id: z.string().max(64).optional(),
          action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'REVEAL']).optional(),
          actor: z.string().max(120).optional(),
          start: z.iso.date().optional(),
          end: z.iso.date().optional(),
        }),
        response: { 200: pagedResponse(historyEntrySchema), ...errorResponses },
      },
    },
    async (request) => readHistory(db, request, request.params.table_context, request.query),
  );
}
