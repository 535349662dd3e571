import { projectOptionSchema } from '@mentor/contract/platform';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuerySchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { idSchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listProjectOptions } from './projects-service.ts';

const route = routesOf('lookups');
const SIGNED_IN = null;

/**
 * The projects of the console's selector (spec core §3): any signed-in staff member may read
 * them, confined to the caller's scope.
 */
export async function projectOptionsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/project',
    route(
      { permission: SIGNED_IN, personalData: { fields: { document: 'document' } } },
      {
        summary: 'Projects (white-label programmes) the caller may see',
        querystring: pageQuerySchema().extend({
          search: z.string().max(120).optional(),
          project_id: idSchema.optional(),
        }),
        response: {
          200: pagedResponseSchema(projectOptionSchema.extend({ document: z.string().nullable() })),
        },
      },
    ),
    async (request) => listProjectOptions(db, request, request.query),
  );
}
