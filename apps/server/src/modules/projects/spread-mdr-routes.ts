import { spreadMdrBodySchema, spreadMdrSchema } from '@mentor/contract/projects';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { deleteSpread, listSpreads, writeSpread } from './spread-mdr-service.ts';

const route = routesOf('projects');
const params = idParams('id');
const WRITE = 'manage_project_spread_mdr';
const spreads = z.array(spreadMdrSchema);

/** MDR spread of a project per card brand (spec core §7.8). History context `spread_mdr`. */
export async function spreadMdrRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/project/:id/spread_mdr',
    route('read_project_list', { summary: 'MDR spread per card brand', params, response: { 200: spreads } }),
    async (request) => listSpreads(db, request, request.params.id),
  );

  app.post(
    '/api/v1/project/:id/spread_mdr',
    route(WRITE, {
      summary: 'Create the MDR spread of a card brand',
      params,
      body: spreadMdrBodySchema,
      response: { 201: spreads, 409: errorBodySchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await writeSpread(db, request, request.params.id, request.body, 'create')),
  );

  app.put(
    '/api/v1/project/:id/spread_mdr',
    route(WRITE, {
      summary: 'Replace the MDR spread of a card brand',
      params,
      body: spreadMdrBodySchema,
      response: { 200: spreads },
    }),
    async (request) => writeSpread(db, request, request.params.id, request.body, 'update'),
  );

  app.delete(
    '/api/v1/project/:id/spread_mdr/:card_brand_id',
    route(WRITE, {
      summary: 'Delete the MDR spread of a card brand',
      params: idParams('id', 'card_brand_id'),
      response: { 200: spreads },
    }),
    async (request) => deleteSpread(db, request, request.params.id, request.params.card_brand_id),
  );
}
