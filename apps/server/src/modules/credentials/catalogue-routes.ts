import {
  catalogueClientQuerySchema,
  catalogueClientSchema,
  contextOptionQuerySchema,
  contextOptionSchema,
  contextQuerySchema,
  contextSchema,
  IDP_CLIENT_SEGMENT,
  platformOptionSchema,
  serviceOptionSchema,
  serviceQuerySchema,
  serviceSchema,
} from '@mentor/contract/credentials';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema } from '../../http/paging.ts';
import { listProjectFilter, projectScope } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  contextOptions,
  listCatalogueClients,
  listContexts,
  listServices,
  platformOptions,
  serviceOptions,
} from './catalogue-repository.ts';

const route = routesOf('credentials');
const READ = 'manage_credentials';
const base = `/api/v1/${IDP_CLIENT_SEGMENT}`;

/**
 * The catalogue of the platform's APIs (financial/Pix/onboarding spec §7): the clients, the
 * services (realm roles) by platform and their contexts (method and path). Reference reads with
 * no rule of their own, so the routes call the repository directly.
 */
export async function catalogueRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    base,
    route(READ, {
      summary: 'Clients of the platform APIs (created_at, project, client), 10 per page',
      querystring: catalogueClientQuerySchema,
      response: { 200: pagedResponseSchema(catalogueClientSchema) },
    }),
    async (request) => {
      const { page, perPage, sortBy: _s, sortDesc: _d, project_id, ...filters } = request.query;
      const project = listProjectFilter(request, project_id);
      return listCatalogueClients(
        db,
        { ...filters, project_id: project },
        { page, perPage },
        projectScope(request),
      );
    },
  );

  app.get(
    `${base}/services`,
    route(READ, {
      summary: 'Services by platform, 10 per page',
      querystring: serviceQuerySchema,
      response: { 200: pagedResponseSchema(serviceSchema) },
    }),
    async (request) => {
      const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = request.query;
      return listServices(db, filters, { page, perPage });
    },
  );

  app.get(
    `${base}/service/contexts`,
    route(READ, {
      summary: 'Contexts of the services (request type and path), 10 per page',
      querystring: contextQuerySchema,
      response: { 200: pagedResponseSchema(contextSchema) },
    }),
    async (request) => {
      const { page, perPage, sortBy: _s, sortDesc: _d, ...filters } = request.query;
      return listContexts(db, filters, { page, perPage });
    },
  );

  app.get(
    `${base}/platform/list`,
    route(READ, { summary: 'Platforms', response: { 200: z.array(platformOptionSchema) } }),
    async () => platformOptions(db),
  );

  app.get(
    `${base}/service/list`,
    route(READ, { summary: 'Services (options)', response: { 200: z.array(serviceOptionSchema) } }),
    async () => serviceOptions(db),
  );

  app.get(
    `${base}/context/list`,
    route(READ, {
      summary: 'Contexts (options), optionally of some services',
      querystring: contextOptionQuerySchema,
      response: { 200: z.array(contextOptionSchema) },
    }),
    async (request) => contextOptions(db, request.query.services),
  );
}
