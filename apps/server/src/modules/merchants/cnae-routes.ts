import {
  cnaeQuerySchema,
  cnaeSchema,
  mccOfCnaeQuerySchema,
  mccQuerySchema,
  mccSchema,
  zCnae,
} from '@mentor/contract/merchants';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as repo from './cnae-repository.ts';

const route = routesOf('merchants');
const READ_ANY = { permission: null } as const;

/**
 * The CNAE 2.3 subclasses and the card networks' MCCs (financial/Pix/onboarding §3, §7).
 * Reference lists with no rule: the routes read the repository directly. Any staff member may
 * read them (the merchant form needs them); the /cnaes screen itself asks read_dashboard_tpv.
 */
export async function cnaeRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/cnae',
    route(READ_ANY, {
      summary: 'CNAE subclasses by code (0000-0/00, prefix) or description',
      querystring: cnaeQuerySchema,
      response: { 200: pagedResponseSchema(cnaeSchema) },
    }),
    async (request) => repo.listCnaes(db, request.query.search, request.query),
  );

  app.get(
    '/api/v1/mcc',
    route(READ_ANY, {
      summary: 'MCCs by code or name',
      querystring: mccQuerySchema,
      response: { 200: pagedResponseSchema(mccSchema) },
    }),
    async (request) => repo.listMccs(db, request.query.search, request.query),
  );

  app.get(
    '/api/v1/mcc/cnae/:cnae',
    route(READ_ANY, {
      summary: 'Usual MCCs of a CNAE subclass for an entity type (PF or PJ)',
      params: z.object({ cnae: zCnae() }),
      querystring: mccOfCnaeQuerySchema,
      response: { 200: z.array(mccSchema) },
    }),
    async (request) => repo.mccsOfCnae(db, request.params.cnae, request.query.entity_type),
  );
}
