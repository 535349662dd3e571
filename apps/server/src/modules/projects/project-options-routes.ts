import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listProjectOptions } from './projects-service.ts';

/**
 * The projects of the console's selector (spec core §3): any signed-in staff member may read
 * them, confined to the caller's scope.
 */
export async function projectOptionsRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, projects.listProjects, ({ query }, request) => listProjectOptions(db, actorOf(request), query));
}
