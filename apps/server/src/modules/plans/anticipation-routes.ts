import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from '@mentor/contract/downloads';
import {
  anticipationHistoryQuerySchema,
  anticipationHistoryRowSchema,
  anticipationRateQuerySchema,
  anticipationRateRowSchema,
  anticipationRunItemSchema,
  anticipationRunSchema,
  anticipationUpdateSchema,
} from '@mentor/contract/plans';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuerySchema } from '../../http/paging.ts';
import { parsedResponseSerializer } from '../../http/parsed-response.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { anticipationRatesExport } from './anticipation-export.ts';
import * as arv from './anticipation-service.ts';

const route = routesOf('plans');
const ARV = 'update_anticipation_rate';

/**
 * Anticipation (ARV) rates of sales plans (spec core §7.6): the list pulled in pages of 5,000,
 * its history and export, and the bulk update run as a background job.
 */
export async function anticipationRoutes(app: App, { db, jobs, exports }: AppDeps): Promise<void> {
  jobs.register<{ runId: number }>(arv.ANTICIPATION_QUEUE, (ctx) => arv.runAnticipationJob(db, ctx), {
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  const definition = exports.registry.register(anticipationRatesExport);

  app.get(
    '/api/v1/sales_plan/anticipation_rate',
    {
      ...route(ARV, {
        summary: 'Sales plans with their anticipation rate and merchant count (pages of up to 5,000)',
        querystring: anticipationRateQuerySchema,
        response: { 200: pagedResponseSchema(anticipationRateRowSchema) },
      }),
      serializerCompiler: parsedResponseSerializer,
    },
    async (request) => arv.listRates(db, request, request.query),
  );

  app.get(
    '/api/v1/sales_plan/anticipation_rate/history',
    route(ARV, {
      summary: 'Anticipation-rate changes, one row per plan of each bulk update, newest first',
      querystring: anticipationHistoryQuerySchema,
      response: { 200: pagedResponseSchema(anticipationHistoryRowSchema) },
    }),
    async (request) => arv.listHistory(db, request, request.query),
  );

  app.get(
    '/api/v1/sales_plan/anticipation_rate/export/:format',
    route(ARV, {
      summary: 'Anticipation rates as CSV or XLSX',
      params: z.object({ format: exportFormatSchema }),
      querystring: z.intersection(
        anticipationRateQuerySchema.omit({ page: true, perPage: true, sortBy: true, sortDesc: true }),
        exportQuerySchema,
      ),
      response: { 200: z.unknown().describe('CSV or XLSX file'), 202: exportQueuedSchema },
    }),
    async (request, reply) => {
      const { mode, lang, project_id, ...filters } = request.query;
      return exports.respond(request, reply, definition, {
        format: request.params.format,
        mode,
        locale: lang,
        params: { filters, projectId: listProjectFilter(request, project_id) ?? null },
      });
    },
  );

  app.put(
    '/api/v1/sales_plan/update_anticipation_rate',
    route(
      {
        permission: ARV,
        otp: true,
        idempotency: 'required',
        approval: { action: 'sales_plan.anticipation_rate', tableContext: 'sales_plan' },
      },
      {
        summary: 'Bulk anticipation-rate update: records a run applied in the background and answers it',
        body: anticipationUpdateSchema,
        response: { 200: anticipationRunSchema },
      },
    ),
    async (request) => arv.startRun(db, jobs, request, request.body),
  );

  app.get(
    '/api/v1/sales_plan/anticipation_rate/run/:id',
    route(ARV, {
      summary: 'A bulk update: status and progress',
      params: idParams('id'),
      response: { 200: anticipationRunSchema },
    }),
    async (request) => arv.readRun(db, request, request.params.id),
  );

  app.get(
    '/api/v1/sales_plan/anticipation_rate/run/:id/items',
    route(ARV, {
      summary: 'A bulk update: result per plan, failures first',
      params: idParams('id'),
      querystring: pageQuerySchema({ perPage: 50 }),
      response: { 200: pagedResponseSchema(anticipationRunItemSchema) },
    }),
    async (request) => arv.runItems(db, request, request.params.id, request.query),
  );
}
