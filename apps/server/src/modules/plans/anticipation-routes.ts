import { plans } from '@mentor/contract/plans-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import { parsedResponseSerializer } from '../../http/parsed-response.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { anticipationRatesExport } from './anticipation-export.ts';
import * as arv from './anticipation-service.ts';

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

  serve(
    app,
    plans.listAnticipationRates,
    ({ query }, request) => arv.listRates(db, actorOf(request), query),
    {
      serializerCompiler: parsedResponseSerializer,
    },
  );

  serve(app, plans.listAnticipationHistory, ({ query }, request) =>
    arv.listHistory(db, actorOf(request), query),
  );

  serve(app, plans.exportAnticipationRates, ({ params, query, project }, request, reply) => {
    const { mode, lang, project_id: _project, ...filters } = query;
    return exports.respond(request, reply, definition, {
      format: params.format,
      mode,
      locale: lang,
      params: { filters, projectId: project },
    });
  });

  serveCommand(app, db, plans.updateAnticipationRates, (actor, { body }, trx) =>
    arv.startRun(trx, jobs, actor, body),
  );

  serve(app, plans.readAnticipationRun, ({ params }, request) =>
    arv.readRun(db, actorOf(request), params.id),
  );

  serve(app, plans.listAnticipationRunItems, ({ params, query }, request) =>
    arv.runItems(db, actorOf(request), params.id, query),
  );
}
