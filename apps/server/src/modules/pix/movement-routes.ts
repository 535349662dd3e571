import { gatewayPagedSchema, movementListQuerySchema, movementSchema } from '@mentor/contract/pix';
import type { App, AppDeps } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { errorResponses } from '../../http/schemas.ts';
import { listMovements, toMovement } from './movement-repository.ts';

/** Pix financial movements (2nd doc §3, §7): a filtered list, newest first. */
export async function movementRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/financial-movements',
    {
      config: {
        policy: {
          permission: 'list_transactions',
          personalData: {
            fields: { document: 'document', documentOrigin: 'document', documentDestination: 'document' },
          },
        },
      },
      schema: {
        tags: ['pix'],
        summary: 'Pix movements, ordered by dateRegister (DESC by default)',
        querystring: movementListQuerySchema,
        response: { 200: gatewayPagedSchema(movementSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMovements(db, q, listProjectFilter(request, q.project_id) ?? null);
      return { data: rows.map(toMovement), meta: gatewayMeta(total, q.page, q.limit) };
    },
  );
}
