import { savedViewInputSchema, savedViewSchema } from '@mentor/contract/platform';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { createView, deleteView, listViews } from './saved-views-service.ts';

const route = routesOf('saved-views');
const SIGNED_IN = null;

/** Named filter views per screen, private or shared with the team. */
export async function savedViewsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/saved-views',
    route(SIGNED_IN, {
      summary: 'Saved views of a screen: the caller’s own and those shared with their team',
      querystring: z.object({ screen: z.string().min(1).max(200) }),
      response: { 200: z.array(savedViewSchema) },
    }),
    async (request) => listViews(db, request, request.query.screen),
  );

  app.post(
    '/api/v1/saved-views',
    route(SIGNED_IN, {
      summary: 'Save a view',
      body: savedViewInputSchema,
      response: { 201: savedViewSchema },
    }),
    async (request, reply) => reply.status(201).send(await createView(db, request, request.body)),
  );

  app.delete(
    '/api/v1/saved-views/:id',
    route(SIGNED_IN, {
      summary: 'Delete one of the caller’s views',
      params: idParams('id'),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteView(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
