import {
  salesRepresentativeBodySchema,
  salesRepresentativeMerchantSchema,
  salesRepresentativeMerchantsBodySchema,
  salesRepresentativeSchema,
} from '@mentor/contract/projects';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuery } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as service from './sales-representatives-service.ts';

const route = routesOf('projects');
const params = idParams('id');
const repParams = idParams('id', 'sales_representative_id');
/** The representative's CPF/CNPJ, e-mail and phone are masked without reveal_personal_data. */
const REPRESENTATIVE_PERSONAL_DATA = {
  fields: { document: 'document', email: 'email', phone: 'phone' },
} as const;
const READ = 'read_project_list';
const WRITE = 'manage_sales_representatives';
const merchants = z.array(salesRepresentativeMerchantSchema);

/** Sales representatives of a project and the merchants they serve (spec core §7.8). */
export async function salesRepresentativesRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/project/:id/sales_representative',
    route(
      { permission: READ, personalData: REPRESENTATIVE_PERSONAL_DATA },
      {
        summary: 'Sales representatives of the project',
        params,
        querystring: pageQuery.extend({ search: z.string().trim().max(120).optional() }),
        response: { 200: pagedResponseSchema(salesRepresentativeSchema) },
      },
    ),
    async (request) => service.listSalesRepresentatives(db, request, request.params.id, request.query),
  );

  app.post(
    '/api/v1/project/:id/sales_representative',
    route(WRITE, {
      summary: 'Create a sales representative',
      params,
      body: salesRepresentativeBodySchema,
      response: { 201: salesRepresentativeSchema, 409: errorBodySchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createSalesRepresentative(db, request, request.params.id, request.body)),
  );

  app.get(
    '/api/v1/project/:id/sales_representative/:sales_representative_id',
    route(
      { permission: READ, personalData: REPRESENTATIVE_PERSONAL_DATA },
      {
        summary: 'Sales representative detail',
        params: repParams,
        response: { 200: salesRepresentativeSchema },
      },
    ),
    async (request) =>
      service.readSalesRepresentative(db, request, request.params.id, request.params.sales_representative_id),
  );

  app.put(
    '/api/v1/project/:id/sales_representative/:sales_representative_id',
    route(WRITE, {
      summary: 'Update a sales representative',
      params: repParams,
      body: salesRepresentativeBodySchema,
      response: { 200: salesRepresentativeSchema, 409: errorBodySchema },
    }),
    async (request) =>
      service.updateSalesRepresentative(
        db,
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body,
      ),
  );

  app.get(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    route(READ, {
      summary: 'Merchants served by the sales representative',
      params: repParams,
      response: { 200: merchants },
    }),
    async (request) =>
      service.merchantsOf(db, request, request.params.id, request.params.sales_representative_id),
  );

  app.post(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    route(WRITE, {
      summary: 'Link merchants to the sales representative',
      params: repParams,
      body: salesRepresentativeMerchantsBodySchema,
      response: { 200: merchants, 409: errorBodySchema },
    }),
    async (request) =>
      service.linkMerchants(
        db,
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body.merchant_ids,
        false,
      ),
  );

  app.put(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    route(WRITE, {
      summary: 'Replace the merchants of the sales representative',
      params: repParams,
      body: salesRepresentativeMerchantsBodySchema,
      response: { 200: merchants, 409: errorBodySchema },
    }),
    async (request) =>
      service.linkMerchants(
        db,
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body.merchant_ids,
        true,
      ),
  );
}
