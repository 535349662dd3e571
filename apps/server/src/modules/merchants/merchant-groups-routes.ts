import {
  merchantGroupBodySchema,
  merchantGroupDetailSchema,
  merchantGroupListQuerySchema,
  merchantGroupMembersBodySchema,
  merchantGroupSchema,
} from '@mentor/contract/merchants';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as service from './merchant-groups-service.ts';

const route = routesOf('merchants');
const params = idParams('id');
const READ = 'read_merchant_group_list';
const WRITE = 'manage_merchant_groups';
const PERSONAL = { fields: { cpf_cnpj: 'document' } } as const;

/** Merchant groups (spec core §7.10): list, detail, create, update, delete, members. */
export async function merchantGroupsRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/merchantgroup',
    route(READ, {
      summary: 'Merchant groups',
      querystring: merchantGroupListQuerySchema,
      response: { 200: pagedResponseSchema(merchantGroupSchema) },
    }),
    async (request) => service.listGroups(db, request, request.query),
  );

  app.post(
    '/api/v1/merchantgroup',
    route(
      { permission: WRITE, personalData: PERSONAL },
      {
        summary: 'Create a merchant group',
        body: merchantGroupBodySchema,
        response: { 201: merchantGroupDetailSchema, 409: errorBodySchema },
      },
    ),
    async (request, reply) => reply.status(201).send(await service.saveGroup(db, request, request.body)),
  );

  app.get(
    '/api/v1/merchantgroup/:id',
    route(
      { permission: READ, personalData: PERSONAL },
      { summary: 'Merchant group with its merchants', params, response: { 200: merchantGroupDetailSchema } },
    ),
    async (request) => service.readGroup(db, request, request.params.id),
  );

  app.put(
    '/api/v1/merchantgroup/:id',
    route(
      { permission: WRITE, personalData: PERSONAL },
      {
        summary: 'Update a merchant group',
        params,
        body: merchantGroupBodySchema,
        response: { 200: merchantGroupDetailSchema, 409: errorBodySchema },
      },
    ),
    async (request) => service.saveGroup(db, request, request.body, request.params.id),
  );

  app.delete(
    '/api/v1/merchantgroup/:id',
    route(WRITE, { summary: 'Delete a merchant group', params, response: { 204: z.null() } }),
    async (request, reply) => {
      await service.deleteGroup(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const mode of ['associate', 'disassociate'] as const) {
    app.put(
      `/api/v1/merchantgroup/:id/${mode}`,
      route(
        { permission: WRITE, personalData: PERSONAL },
        {
          summary: mode === 'associate' ? 'Add merchants to the group' : 'Remove merchants from the group',
          params,
          body: merchantGroupMembersBodySchema,
          response: { 200: merchantGroupDetailSchema },
        },
      ),
      async (request) =>
        service.changeMembers(db, request, request.params.id, request.body.merchant_ids, mode),
    );
  }
}
