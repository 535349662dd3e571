import {
  enableChannelsBodySchema,
  minRateQuerySchema,
  minRateSchema,
  projectChannelSchema,
  projectDetailSchema,
} from '@mentor/contract/projects';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
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

const route = routesOf('projects');
const params = idParams('id');
const READ = 'read_project_list';
const channels = z.array(projectChannelSchema);

/**
 * Projects (spec core §7.8). The list for selectors is `GET /api/v1/project` in the lookups
 * module; this area adds the detail and everything configured per project.
 */
export async function projectsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/api/v1/project/:id',
    route(
      {
        permission: READ,
        personalData: {
          fields: { document: 'document', holder_document: 'document', account_number: 'bank_account' },
        },
      },
      {
        summary: 'Project detail: settings, parameters, channels and certificate summary',
        params,
        response: { 200: projectDetailSchema },
      },
    ),
    async (request) => projectDetail(db, await requireProject(db, request, request.params.id)),
  );

  app.get(
    '/api/v1/project/:id/channel',
    route(READ, { summary: 'Channels enabled for the project', params, response: { 200: channels } }),
    async (request) => projectChannels(db, request, request.params.id, true),
  );

  app.get(
    '/api/v1/project/:id/enableable_channels',
    route(READ, {
      summary: 'Channels that can still be enabled for the project',
      params,
      response: { 200: channels },
    }),
    async (request) => projectChannels(db, request, request.params.id, false),
  );

  app.post(
    '/api/v1/project/:id/enable_channels',
    route('manage_project_channels', {
      summary: 'Enable channels for the project',
      params,
      body: enableChannelsBodySchema,
      response: { 200: channels },
    }),
    async (request) => enableChannels(db, request, request.params.id, request.body.channel_ids),
  );

  app.get(
    '/api/v1/project/:id/min_rates/:channel_id',
    route(READ, {
      summary: 'Lowest MDR a sales plan of the project may charge on a channel',
      params: idParams('id', 'channel_id'),
      querystring: minRateQuerySchema,
      response: { 200: z.array(minRateSchema) },
    }),
    async (request) => minRates(db, request, request.params.id, request.params.channel_id, request.query),
  );

  await projectOptionsRoutes(app, deps);
  await projectSettingsRoutes(app, deps);
  await spreadMdrRoutes(app, deps);
  await salesRepresentativesRoutes(app, deps);
  await certificateRoutes(app, deps);
  await salesRepresentativePortfolioRoutes(app, deps);
}
