import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listBlockReasons, listWhiteLabels } from './white-label-service.ts';

/** White labels and their block reasons (2nd doc §7 lookups), within the caller's project scope. */
export async function whiteLabelRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listWhiteLabels, ({ project }) => listWhiteLabels(db, project));

  serve(app, pix.listBlockReasons, ({ params }, request) =>
    listBlockReasons(db, actorOf(request), params.id),
  );
}
