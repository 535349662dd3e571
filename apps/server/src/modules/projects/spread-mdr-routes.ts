import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { deleteSpread, listSpreads, writeSpread } from './spread-mdr-service.ts';

/** MDR spread of a project per card brand (spec core §7.8). History context `spread_mdr`. */
export async function spreadMdrRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, projects.listSpreads, ({ params }, request) => listSpreads(db, actorOf(request), params.id));

  serve(app, projects.createSpread, ({ params, body }, request) =>
    writeSpread(db, actorOf(request), params.id, body, 'create'),
  );

  serve(app, projects.updateSpread, ({ params, body }, request) =>
    writeSpread(db, actorOf(request), params.id, body, 'update'),
  );

  serve(app, projects.deleteSpread, ({ params }, request) =>
    deleteSpread(db, actorOf(request), params.id, params.card_brand_id),
  );
}
