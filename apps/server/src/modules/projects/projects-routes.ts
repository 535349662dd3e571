import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { certificateRoutes } from './certificate-routes.ts';
import { projectOptionsRoutes } from './project-options-routes.ts';
import { projectSettingsRoutes } from './project-settings-routes.ts';
import {
  enableChannels,
  minRates,
  projectChannels,
  projectDetail,
  requireProject,
} from './projects-service.ts';
import { salesRepresentativePortfolioRoutes } from './sales-representative-portfolio-routes.ts';
import { salesRepresentativesRoutes } from './sales-representatives-routes.ts';
import { spreadMdrRoutes } from './spread-mdr-routes.ts';

/**
 * Projects (spec core §7.8): the list the selectors read, the detail and everything configured
 * per project.
 */
export async function projectsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, projects.readProject, async ({ params }, request) =>
    projectDetail(db, await requireProject(db, actorOf(request), params.id)),
  );

  serve(app, projects.listChannels, ({ params }, request) =>
    projectChannels(db, actorOf(request), params.id, true),
  );

  serve(app, projects.listEnableableChannels, ({ params }, request) =>
    projectChannels(db, actorOf(request), params.id, false),
  );

  serve(app, projects.enableChannels, ({ params, body }, request) =>
    enableChannels(db, actorOf(request), params.id, body.channel_ids),
  );

  serve(app, projects.listMinRates, ({ params, query }, request) =>
    minRates(db, actorOf(request), params.id, params.channel_id, query),
  );

  await projectOptionsRoutes(app, deps);
  await projectSettingsRoutes(app, deps);
  await spreadMdrRoutes(app, deps);
  await salesRepresentativesRoutes(app, deps);
  await certificateRoutes(app, deps);
  await salesRepresentativePortfolioRoutes(app, deps);
}
