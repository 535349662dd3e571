import { terminals } from '@mentor/contract/terminals-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { automaticRentsExport } from './rent-export.ts';
import { listRents } from './rent-repository.ts';
import { RENT_QUEUE, type RentJobData, runRentJob } from './rent-service.ts';

/** Automatic terminal rents (financial/Pix/onboarding §3): list, export and the daily job. */
export async function rentRoutes(app: App, { db, jobs, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(automaticRentsExport);
  // Daily at 09:00 UTC (06:00 in São Paulo): the month's charges, then each open charge one step.
  jobs.register<RentJobData>(RENT_QUEUE, (ctx) => runRentJob(db, ctx.data ?? {}, ctx.id), {
    cron: '0 9 * * *',
    policy: 'singleton',
    retryLimit: 2,
  });

  serve(app, terminals.listRents, ({ query, project }) => listRents(db, query, project ?? undefined));

  serve(app, terminals.exportRents, ({ params, query, project }, request, reply) => {
    const { mode, lang, ...filters } = query;
    return exports.respond(request, reply, definition, {
      format: params.file_format,
      mode,
      locale: lang,
      params: { filters, projectId: project },
    });
  });
}
