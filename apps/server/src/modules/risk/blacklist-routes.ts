import {
  blacklistCreateSchema,
  blacklistDeleteSchema,
  blacklistEntrySchema,
  blacklistHistoryQuerySchema,
  blacklistHistorySchema,
  blacklistManagementBodySchema,
  blacklistManagementDeleteSchema,
  blacklistManagementQuerySchema,
  blacklistManagementSchema,
  blacklistQuerySchema,
  riskPagedSchema,
} from '@mentor/contract/risk';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listEntries, listHistory, listManaged } from './blacklist-repository.ts';
import {
  addEntry,
  changeManaged,
  createManaged,
  readManaged,
  removeEntry,
  removeManaged,
} from './blacklist-service.ts';

const route = routesOf('risk');
const LIST = { permission: 'manage_restrictive_list' } as const;
/** The manager demands the exact permission (no prefix, no bypass), as its menu entry does. */
const MANAGER = { permission: 'manage_restrictive_list', explicit: true } as const;

const OLD_PATH = '/gateway/spe-n-backoffice/v1/blacklist';
const MANAGER_PATH = '/gateway/spe-n-blacklist/v1/blacklist/management';
const uuidParams = z.object({ uuid: z.string().uuid() });
const saved = z.object({ message: z.string(), data: blacklistManagementSchema });
const savedResponses = { 200: saved, 409: errorBodySchema };

/** The older blacklist, the blacklist manager and their change history (2nd doc §3, §5, §7). */
export async function blacklistRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/blacklist',
    route(LIST, {
      summary: 'Older blacklist, newest first (name contains, document digits prefix)',
      querystring: blacklistQuerySchema,
      response: { 200: riskPagedSchema(blacklistEntrySchema) },
    }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listEntries(db, q);
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.post(
    OLD_PATH,
    route(LIST, {
      summary: 'Add a name and document to the older blacklist',
      body: blacklistCreateSchema,
      response: { 200: blacklistEntrySchema, 409: errorBodySchema },
    }),
    async (request) => addEntry(db, request, request.body),
  );

  app.delete(
    OLD_PATH,
    route(LIST, {
      summary: 'Remove an entry of the older blacklist by document (or id), in the query or the body',
      querystring: blacklistDeleteSchema,
      body: blacklistDeleteSchema.nullish(),
      response: { 200: blacklistEntrySchema },
    }),
    async (request) =>
      removeEntry(db, request, {
        id: request.query.id ?? request.body?.id,
        document: request.query.document ?? request.body?.document,
      }),
  );

  app.get(
    MANAGER_PATH,
    route(MANAGER, {
      summary: 'Blacklist manager entries in force, newest first',
      querystring: blacklistManagementQuerySchema,
      response: { 200: riskPagedSchema(blacklistManagementSchema) },
    }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listManaged(db, q);
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.post(
    MANAGER_PATH,
    route(MANAGER, {
      summary: 'Add an entry (fullName, documentNumber, temporary with its expiry)',
      body: blacklistManagementBodySchema,
      response: savedResponses,
    }),
    async (request) => createManaged(db, request, request.body),
  );

  app.put(
    MANAGER_PATH,
    route(MANAGER, {
      summary: 'Update the entry named by the body uuid (without it: UUID é obrigatório para atualização)',
      body: blacklistManagementBodySchema,
      response: savedResponses,
    }),
    async (request) => changeManaged(db, request, undefined, request.body),
  );

  app.delete(
    MANAGER_PATH,
    route(MANAGER, {
      summary: 'Remove the entry named by the uuid in the query or the body',
      querystring: blacklistManagementDeleteSchema,
      body: blacklistManagementDeleteSchema.nullish(),
      response: savedResponses,
    }),
    async (request) => removeManaged(db, request, request.query.uuid ?? request.body?.uuid),
  );

  app.get(
    `${MANAGER_PATH}/:uuid`,
    route(MANAGER, {
      summary: 'One entry in force',
      params: uuidParams,
      response: { 200: blacklistManagementSchema },
    }),
    async (request) => readManaged(db, request.params.uuid),
  );

  for (const method of ['post', 'put'] as const) {
    app[method](
      `${MANAGER_PATH}/:uuid`,
      route(MANAGER, {
        summary: 'Update an entry (fullName, documentNumber, temporary with its expiry)',
        params: uuidParams,
        body: blacklistManagementBodySchema,
        response: savedResponses,
      }),
      async (request) => changeManaged(db, request, request.params.uuid, request.body),
    );
  }

  app.delete(
    `${MANAGER_PATH}/:uuid`,
    route(MANAGER, { summary: 'Remove an entry', params: uuidParams, response: savedResponses }),
    async (request) => removeManaged(db, request, request.params.uuid),
  );

  app.get(
    '/gateway/spe-n-backoffice/v1/history',
    route(LIST, {
      summary: 'Changes of both blacklists (who, when, before and after), newest first',
      querystring: blacklistHistoryQuerySchema,
      response: { 200: riskPagedSchema(blacklistHistorySchema) },
    }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listHistory(db, q);
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );
}
