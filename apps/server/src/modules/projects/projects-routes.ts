import { validationMessages } from '@mentor/contract/common/validators';
import {
  enableChannelsBodySchema,
  minRateQuerySchema,
  minRateSchema,
  projectChannelSchema,
  projectDetailSchema,
} from '@mentor/contract/projects';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';
import { certificateRoutes } from './certificate-routes.ts';
import { requireProject } from './project-access.ts';
import { projectSettingsRoutes } from './project-settings-routes.ts';
import { loadChannels } from './projects-repository.ts';
import { projectDetail } from './projects-service.ts';
import { salesRepresentativesRoutes } from './sales-representatives-routes.ts';
import { spreadMdrRoutes } from './spread-mdr-routes.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const READ = 'read_project_list';

/**
 * Projects (spec core §7.8). The list for selectors is `GET /api/v1/project` in the lookups
 * module; this area adds the detail and everything configured per project.
 */
export async function projectsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/api/v1/project/:id',
    {
      config: {
        policy: {
          permission: READ,
          personalData: {
            fields: { document: 'document', holder_document: 'document', account_number: 'bank_account' },
          },
        },
      },
      schema: {
        tags: ['projects'],
        summary: 'Project detail: settings, parameters, channels and certificate summary',
        params,
        response: { 200: projectDetailSchema, ...errorResponses },
      },
    },
    async (request) => projectDetail(db, await requireProject(db, request, request.params.id)),
  );

  app.get(
    '/api/v1/project/:id/channel',
    {
      config: { policy: { permission: READ } },
      schema: {
        tags: ['projects'],
        summary: 'Channels enabled for the project',
        params,
        response: { 200: z.array(projectChannelSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(db, request, request.params.id);
      return loadChannels(db, request.params.id, true);
    },
  );

  app.get(
    '/api/v1/project/:id/enableable_channels',
    {
      config: { policy: { permission: READ } },
      schema: {
        tags: ['projects'],
        summary: 'Channels that can still be enabled for the project',
        params,
        response: { 200: z.array(projectChannelSchema), ...errorResponses },
      },
    },
    async (request) => {
      await requireProject(db, request, request.params.id);
      return loadChannels(db, request.params.id, false);
    },
  );

  app.post(
    '/api/v1/project/:id/enable_channels',
    {
      config: { policy: { permission: 'manage_project_channels' } },
      schema: {
        tags: ['projects'],
        summary: 'Enable channels for the project',
        params,
        body: enableChannelsBodySchema,
        response: { 200: z.array(projectChannelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const ids = [...new Set(request.body.channel_ids)];
      const enableable = await loadChannels(db, projectId, false);
      const allowed = new Set(enableable.map((c) => c.id));
      const refused = ids.filter((id) => !allowed.has(id));
      if (refused.length > 0) {
        throw unprocessable('Canal inexistente ou já habilitado.', {
          channel_ids: refused.map((id) => `${validationMessages.enum('Canal')}: ${id}`),
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('project_channel')
          .values(ids.map((channel_id) => ({ project_id: projectId, channel_id })))
          .execute();
        for (const channelId of ids) {
          await audit(trx, request, {
            tableContext: 'project_channel',
            recordId: projectId,
            action: 'CREATE',
            after: { project_id: projectId, channel_id: channelId },
            projectId,
          });
        }
      });
      return loadChannels(db, projectId, true);
    },
  );

  app.get(
    '/api/v1/project/:id/min_rates/:channel_id',
    {
      config: { policy: { permission: READ } },
      schema: {
        tags: ['projects'],
        summary: 'Lowest MDR a sales plan of the project may charge on a channel',
        params: params.extend({ channel_id: z.coerce.number().int().positive() }),
        querystring: minRateQuerySchema,
        response: { 200: z.array(minRateSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id: projectId, channel_id: channelId } = request.params;
      await requireProject(db, request, projectId);
      const enabled = await db
        .selectFrom('project_channel')
        .select('channel_id')
        .where('project_id', '=', projectId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      if (!enabled) throw notFound('Canal não habilitado para o projeto.');
      const q = request.query;
      let query = db
        .selectFrom('project_min_rate as r')
        .innerJoin('card_brand as b', 'b.id', 'r.card_brand_id')
        .innerJoin('operation as o', 'o.id', 'r.operation_id')
        .select([
          'r.channel_id',
          'r.card_brand_id',
          'b.brand_name',
          'r.operation_id',
          'o.operation_name',
          'r.mcc',
          'r.min_rate',
        ])
        .where('r.project_id', '=', projectId)
        .where('r.channel_id', '=', channelId);
      if (q.mcc !== undefined) {
        const mcc = q.mcc;
        query = query.where((eb) => eb.or([eb('r.mcc', '=', mcc), eb('r.mcc', 'is', null)]));
      } else {
        query = query.where('r.mcc', 'is', null);
      }
      if (q.with_mdr !== undefined) query = query.where('o.has_mdr', '=', q.with_mdr);
      if (q.operation !== undefined) query = query.where('r.operation_id', '=', q.operation);
      if (q.card_brand !== undefined) query = query.where('r.card_brand_id', '=', q.card_brand);
      const rows = await query.orderBy('r.card_brand_id').orderBy('r.operation_id').execute();
      // An MCC-specific rate replaces the general one of the same brand and operation.
      const best = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = `${row.card_brand_id}:${row.operation_id}`;
        const current = best.get(key);
        if (!current || (current.mcc === null && row.mcc !== null)) best.set(key, row);
      }
      return [...best.values()];
    },
  );

  await projectSettingsRoutes(app, deps);
  await spreadMdrRoutes(app, deps);
  await salesRepresentativesRoutes(app, deps);
  await certificateRoutes(app, deps);
}
