import {
  mdrBrandRatesSchema,
  mdrRatesInputSchema,
  planHistoryEntrySchema,
  planMerchantSchema,
  salesPlanCreateSchema,
  salesPlanListQuerySchema,
  salesPlanSchema,
  salesPlanUpdateSchema,
} from '@mentor/contract/plans';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuerySchema } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import type { RoutePolicy } from '../../http/route-policy.ts';
import { errorBodySchema, idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as plans from './sales-plan-service.ts';

const route = routesOf('plans');
const READ = 'read_sales_plan_list';
const idParam = idParams('id');
const ratesResponse = { 200: z.array(mdrBrandRatesSchema), 409: errorBodySchema };

/** MDR rate changes may need a second person's approval (rule `sales_plan.mdr_rates`). */
function ratesPolicy(): RoutePolicy {
  return {
    permission: 'manage_mdr_rates',
    approval: {
      action: 'sales_plan.mdr_rates',
      tableContext: 'sales_plan',
      before: plans.planRatesBefore,
    },
  };
}

/** Sales plans (spec core §7.6): CRUD, merchants, MDR grid per card brand, history. */
export async function salesPlanRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/sales_plan',
    route(READ, {
      summary: 'Sales plans, paged and filtered',
      querystring: salesPlanListQuerySchema,
      response: { 200: pagedResponseSchema(salesPlanSchema) },
    }),
    async (request) => plans.listPlans(db, request, request.query),
  );

  app.post(
    '/api/v1/sales_plan',
    route('create_sales_plan', {
      summary: 'Create a sales plan (optionally with its MDR rates, in force today)',
      body: salesPlanCreateSchema,
      response: { 201: salesPlanSchema },
    }),
    async (request, reply) => reply.status(201).send(await plans.createPlan(db, request, request.body)),
  );

  app.get(
    '/api/v1/sales_plan/:id',
    route(READ, { summary: 'Sales plan', params: idParam, response: { 200: salesPlanSchema } }),
    async (request) => plans.readPlan(db, request, request.params.id),
  );

  app.put(
    '/api/v1/sales_plan/:id',
    route('update_sales_plan', {
      summary: 'Update a sales plan (name, MCC, status, automatic anticipation)',
      params: idParam,
      body: salesPlanUpdateSchema,
      response: { 200: salesPlanSchema },
    }),
    async (request) => plans.updatePlan(db, request, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/sales_plan/:id',
    route('delete_sales_plan', {
      summary: 'Delete a sales plan no merchant uses and that priced no transaction',
      params: idParam,
      response: { 204: z.null(), 409: errorBodySchema },
    }),
    async (request, reply) => {
      await plans.removePlan(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/sales_plan/:id/merchants/',
    // The merchants' CPF/CNPJ are masked for staff without reveal_personal_data.
    route(
      { permission: READ, personalData: { fields: { cpf_cnpj: 'document' } } },
      {
        summary: 'Merchants assigned the plan',
        params: idParam,
        querystring: pageQuerySchema(),
        response: { 200: pagedResponseSchema(planMerchantSchema) },
      },
    ),
    async (request) => plans.planMerchants(db, request, request.params.id, request.query),
  );

  app.get(
    '/api/v1/sales_plan/:id/mdr_rates',
    route(READ, {
      summary: 'MDR rates per card brand: in force today and scheduled',
      params: idParam,
      response: { 200: z.array(mdrBrandRatesSchema) },
    }),
    async (request) => plans.readRates(db, request, request.params.id),
  );

  app.post(
    '/api/v1/sales_plan/:id/mdr_rates',
    route(ratesPolicy(), {
      summary: 'Create the MDR rates of card brands the plan has no rates for',
      params: idParam,
      body: mdrRatesInputSchema,
      response: ratesResponse,
    }),
    async (request) => plans.writeRates(db, request, request.params.id, request.body, 'create'),
  );

  app.put(
    '/api/v1/sales_plan/:id/mdr_rates',
    route(ratesPolicy(), {
      summary: 'Change MDR rates, in force from valid_from (today or later)',
      params: idParam,
      body: mdrRatesInputSchema,
      response: ratesResponse,
    }),
    async (request) => plans.writeRates(db, request, request.params.id, request.body, 'update'),
  );

  app.delete(
    '/api/v1/sales_plan/:id/card_brand_rates/:card_brand_id',
    route(ratesPolicy(), {
      summary: 'Delete every rate of a card brand on the plan',
      params: idParams('id', 'card_brand_id'),
      response: { 200: z.array(mdrBrandRatesSchema) },
    }),
    async (request) => plans.removeBrandRates(db, request, request.params.id, request.params.card_brand_id),
  );

  app.get(
    '/api/v1/sales_plan/:id/history/',
    route(READ, {
      summary: 'Changes of the plan and its rates, newest first',
      params: idParam,
      querystring: pageQuerySchema(),
      response: { 200: pagedResponseSchema(planHistoryEntrySchema) },
    }),
    async (request) => plans.planHistory(db, request, request.params.id, request.query),
  );

  app.get(
    '/api/v1/sales_plan/:id/history/:history_id',
    route(READ, {
      summary: 'One change of the plan',
      params: idParams('id', 'history_id'),
      response: { 200: planHistoryEntrySchema },
    }),
    async (request) => plans.planHistoryEntry(db, request, request.params.id, request.params.history_id),
  );
}
