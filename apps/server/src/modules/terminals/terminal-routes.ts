import {
  associateEquipmentSchema,
  calculateRentQuerySchema,
  rentCalculationSchema,
  terminalAcquirerBodySchema,
  terminalCreateSchema,
  terminalFiltersSchema,
  terminalModalitySchema,
  terminalSchema,
  terminalUpdateSchema,
} from '@mentor/contract/terminals';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuery } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { previewRent } from './rent-service.ts';
import { listModalities, listTerminals } from './terminal-repository.ts';
import * as service from './terminal-service.ts';

const route = routesOf('terminals');
const params = idParams('id');
const READ = 'read_terminal_list';
const detail = { 200: terminalSchema, 409: errorBodySchema };

/** Terminals: list, detail, create, update (one-time code), status actions, equipment and acquirer (spec core §7.4). */
export async function terminalRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/terminal',
    route(READ, {
      summary: 'Terminals with the list filters, 10 per page by default',
      querystring: pageQuery.extend(terminalFiltersSchema.shape),
      response: { 200: pagedResponseSchema(terminalSchema) },
    }),
    async (request) => listTerminals(db, request.query, listProjectFilter(request, request.query.project)),
  );

  app.get(
    '/api/v1/terminal/calculate_automatic_rent',
    route(READ, {
      summary: 'Preview of the charges of an automatic rent (grace months, pro rata, cycle)',
      querystring: calculateRentQuerySchema,
      response: { 200: rentCalculationSchema },
    }),
    async (request) => previewRent(db, request, request.query),
  );

  app.get(
    '/api/v1/terminal_modality',
    route(null, {
      summary: 'Terminal modalities',
      response: { 200: z.object({ data: z.array(terminalModalitySchema) }) },
    }),
    async () => ({ data: await listModalities(db) }),
  );

  app.post(
    '/api/v1/terminal',
    route('create_terminal', {
      summary: 'Create a terminal',
      body: terminalCreateSchema,
      response: { 201: terminalSchema, 409: errorBodySchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createTerminal(db, request, request.body)),
  );

  app.get(
    '/api/v1/terminal/:id',
    route(READ, { summary: 'Terminal detail', params, response: { 200: terminalSchema } }),
    async (request) => service.readTerminal(db, request, request.params.id),
  );

  app.put(
    '/api/v1/terminal/:id',
    route(
      { permission: 'update_terminal', otp: true },
      {
        summary: 'Update a terminal: merchant, modality, supplier and automatic rent',
        params,
        body: terminalUpdateSchema,
        response: detail,
      },
    ),
    async (request) => service.editTerminal(db, request, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/terminal/:id',
    route('delete_terminal', { summary: 'Inactivate a terminal', params, response: detail }),
    async (request) => service.inactivateTerminal(db, request, request.params.id),
  );

  app.put(
    '/api/v1/terminal/:id/block',
    route('block_terminal', { summary: 'Block a terminal', params, response: detail }),
    async (request) => service.blockTerminal(db, request, request.params.id),
  );

  app.put(
    '/api/v1/terminal/:id/unblock',
    route('block_terminal', { summary: 'Unblock a terminal', params, response: detail }),
    async (request) => service.unblockTerminal(db, request, request.params.id),
  );

  app.post(
    '/api/v1/terminal/:id/equipment',
    route('manage_terminal_links', {
      summary: 'Associate equipment (by serial) with a terminal waiting for it',
      params,
      body: associateEquipmentSchema,
      response: detail,
    }),
    async (request) => service.associateEquipment(db, request, request.params.id, request.body.serial_number),
  );

  app.delete(
    '/api/v1/terminal/:id/equipment',
    route('manage_terminal_links', {
      summary: 'Disassociate the equipment of a terminal',
      params,
      response: detail,
    }),
    async (request) => service.disassociateEquipment(db, request, request.params.id),
  );

  app.post(
    '/api/v1/terminal/:id/acquirer',
    route('manage_terminal_links', {
      summary: 'Create the acquirer of a terminal',
      params,
      body: terminalAcquirerBodySchema,
      response: detail,
    }),
    async (request) => service.createAcquirer(db, request, request.params.id, request.body),
  );

  app.put(
    '/api/v1/terminal/:id/acquirer',
    route('manage_terminal_links', {
      summary: 'Update the acquirer of a terminal',
      params,
      body: terminalAcquirerBodySchema,
      response: detail,
    }),
    async (request) => service.updateAcquirer(db, request, request.params.id, request.body),
  );
}
