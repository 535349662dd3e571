import { savedViews } from '@mentor/contract/saved-views-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { createView, deleteView, listViews } from './saved-views-service.ts';

/** Named filter views per screen, private or shared with the team. */
export async function savedViewsRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, savedViews.listViews, ({ query }, request) => listViews(db, actorOf(request), query.screen));

  serve(app, savedViews.createView, ({ body }, request) => createView(db, actorOf(request), body));

  serve(app, savedViews.deleteView, async ({ params }, request) => {
    await deleteView(db, actorOf(request), params.id);
    return null;
  });
}
