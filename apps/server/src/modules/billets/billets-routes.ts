import { billets } from '@mentor/contract/billets-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { billetsExport } from './billets-export.ts';
import { listLayouts } from './billets-repository.ts';
import { cancelBillets, changeBillet, listBillets } from './billets-service.ts';

/** Bank billets (2nd doc §3, §4, §7, §9): list, layouts, cancel, update and export. */
export async function billetsRoutes(app: App, { db, exports }: AppDeps): Promise<void> {
  const definition = exports.registry.register(billetsExport);

  serve(app, billets.listBillets, ({ query }, request) => listBillets(db, actorOf(request), query));

  serve(app, billets.listLayouts, () => listLayouts(db));

  serve(app, billets.cancelBillets, async ({ body }, request) => ({
    data: await cancelBillets(db, actorOf(request), body),
  }));

  serve(app, billets.updateBillet, ({ params, query, body }, request) =>
    changeBillet(db, actorOf(request), params.billet_id, query.our_number, body),
  );

  serve(app, billets.exportBillets, ({ params, query, project }, request, reply) => {
    const { mode, lang, page: _page, perPage: _perPage, sortBy, sortDesc, ...filters } = query;
    return exports.respond(request, reply, definition, {
      format: params.format,
      mode,
      locale: lang,
      params: { filters, projectId: project, sortBy, sortDesc },
    });
  });
}
