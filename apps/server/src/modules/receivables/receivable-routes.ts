import { receivables } from '@mentor/contract/receivables-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { receivablesExport } from './receivable-export.ts';
import {
  adjustReceivable,
  blockReceivables,
  listReceivables,
  readAdjustDetails,
  receivableBeforeAdjust,
  unblockReceivables,
} from './receivable-service.ts';

/** Financial receivables (2nd doc §3, §7): list with sum, block, unblock, manual adjustment, export. */
export async function receivableRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(receivablesExport);

  serve(app, receivables.listReceivables, ({ query, project }) => {
    const { page: _p, perPage: _pp, sortBy: _s, sortDesc: _d, ...filters } = query;
    return listReceivables(db, { ...filters, projectId: project ?? undefined }, query);
  });

  serve(app, receivables.blockReceivables, ({ body }, request) =>
    blockReceivables(db, actorOf(request), body),
  );

  serve(app, receivables.unblockReceivables, ({ body }, request) =>
    unblockReceivables(db, actorOf(request), body.ids),
  );

  serveCommand(
    app,
    db,
    receivables.adjustReceivable,
    (actor, { body }, trx) => adjustReceivable(trx, actor, body),
    {
      approval: {
        // The receivable as it is now, within the caller's projects (else 404), read once.
        before: (database, actor, { body, once }) =>
          once('receivable', () => receivableBeforeAdjust(database, actor, body.financial_id)),
        project: async (database, actor, { body, once }) =>
          (await once('receivable', () => receivableBeforeAdjust(database, actor, body.financial_id)))
            .project_id,
      },
    },
  );

  serve(app, receivables.readAdjustments, ({ params, query }, request) =>
    readAdjustDetails(db, actorOf(request), params.financial_id, query.paid),
  );

  serve(app, receivables.exportReceivables, ({ params, query, project }, request, reply) => {
    const { mode, lang, ...filters } = query;
    return exports.respond(request, reply, definition, {
      format: params.format,
      mode,
      locale: lang,
      params: { filters, projectId: project },
    });
  });
}
