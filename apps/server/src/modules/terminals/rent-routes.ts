import { exportFormatSchema, exportQuerySchema, exportQueuedSchema } from '@mentor/contract/downloads';
import { automaticRentFiltersSchema, automaticRentSchema } from '@mentor/contract/terminals';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { pagedResponseSchema, pageQuery } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { automaticRentsExport } from './rent-export.ts';
import { listRents } from './rent-repository.ts';
import { RENT_QUEUE, type RentJobData, runRentJob } from './rent-service.ts';

const route = routesOf('terminals');
const READ = 'read_terminal_rent';

/** Automatic terminal rents (financial/Pix/onboarding §3): list, export and the daily job. */
export async function rentRoutes(app: App, { db, jobs, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(automaticRentsExport);
  // Daily at 09:00 UTC (06:00 in São Paulo): the month's charges, then each open charge one step.
  jobs.register<RentJobData>(RENT_QUEUE, (ctx) => runRentJob(db, ctx.data ?? {}, ctx.id), {
    cron: '0 9 * * *',
    policy: 'singleton',
    retryLimit: 2,
  });

  app.get(
    '/api/v1/terminal/automatic_rents',
    route(READ, {
      summary: 'Automatic rent charges, 10 per page sorted by id',
      querystring: pageQuery.extend(automaticRentFiltersSchema.shape),
      response: { 200: pagedResponseSchema(automaticRentSchema) },
    }),
    async (request) => listRents(db, request.query, listProjectFilter(request, request.query.project_id)),
  );

  app.get(
    '/api/v1/terminal/automatic_rents/export/:file_format',
    route(READ, {
      summary: 'Automatic rent charges as CSV or XLSX',
      params: z.object({ file_format: exportFormatSchema }),
      querystring: automaticRentFiltersSchema.extend(exportQuerySchema.shape),
      response: { 200: z.unknown(), 202: exportQueuedSchema },
    }),
    async (request, reply) => {
      const { mode, lang, ...filters } = request.query;
      const projectId = listProjectFilter(request, filters.project_id) ?? null;
      return exports.respond(request, reply, definition, {
        format: request.params.file_format,
        mode,
        locale: lang,
        params: { filters, projectId },
      });
    },
  );
}
