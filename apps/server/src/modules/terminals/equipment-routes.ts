import {
  communicationProfileSchema,
  equipmentBulkResultSchema,
  equipmentBulkSchema,
  equipmentCreateSchema,
  equipmentFiltersSchema,
  equipmentModelSchema,
  equipmentSchema,
  equipmentUpdateSchema,
  serialNumberSchema,
} from '@mentor/contract/terminals';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuery } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listEquipment, listModels, listProfiles } from './equipment-repository.ts';
import * as service from './equipment-service.ts';

const route = routesOf('terminals');
const READ = 'read_equipment_list';
const WRITE = 'manage_equipment';
const serialParams = z.object({ serial_number: serialNumberSchema });

/** Equipment in stock and in use, its models and their communication profiles (spec core §7.4). */
export async function equipmentRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/equipment',
    route(READ, {
      summary: 'Equipment, filtered by serial, project, in use, models and code',
      querystring: pageQuery.extend(equipmentFiltersSchema.shape),
      response: { 200: pagedResponseSchema(equipmentSchema) },
    }),
    async (request) => listEquipment(db, request.query, listProjectFilter(request, request.query.project)),
  );

  app.post(
    '/api/v1/equipment',
    route(WRITE, {
      summary: 'Create equipment',
      body: equipmentCreateSchema,
      response: { 201: equipmentSchema, 409: errorBodySchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createEquipment(db, request, request.body)),
  );

  app.post(
    '/api/v1/equipment/bulk',
    route(WRITE, {
      summary: 'Create or move many serials at once, with a result per serial',
      body: equipmentBulkSchema,
      response: { 200: equipmentBulkResultSchema },
    }),
    async (request) => service.bulkEquipment(db, request, request.body),
  );

  app.put(
    '/api/v1/equipment/:serial_number',
    route(WRITE, {
      summary: 'Update equipment by serial number',
      params: serialParams,
      body: equipmentUpdateSchema,
      response: { 200: equipmentSchema, 409: errorBodySchema },
    }),
    async (request) =>
      service.changeEquipment(db, request, request.params.serial_number.toUpperCase(), request.body),
  );

  app.delete(
    '/api/v1/equipment/:serial_number',
    route(WRITE, {
      summary: 'Delete equipment that is not in use',
      params: serialParams,
      response: { 204: z.null(), 409: errorBodySchema },
    }),
    async (request, reply) => {
      await service.removeEquipment(db, request, request.params.serial_number.toUpperCase());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/equipment_model',
    route(null, {
      summary: 'Equipment models (active=true: only those still offered)',
      querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
      response: { 200: z.object({ data: z.array(equipmentModelSchema) }) },
    }),
    async (request) => ({ data: await listModels(db, request.query.active === 'true') }),
  );

  app.get(
    '/api/v1/equipment_model/:id/communication_profile',
    route(null, {
      summary: 'Communication profiles of a model',
      params: idParams('id'),
      response: { 200: z.object({ data: z.array(communicationProfileSchema) }) },
    }),
    async (request) => ({ data: await listProfiles(db, request.params.id) }),
  );
}
