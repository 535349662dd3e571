import { blockReasonSchema, whiteLabelQuerySchema, whiteLabelSchema } from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { notFound } from '../../http/errors.ts';
import { assertProjectAccess, listProjectFilter } from '../../http/project-scope.ts';
import { errorResponses } from '../../http/schemas.ts';

const signedIn = { policy: { permission: null } } as const;

/** White labels and their block reasons (2nd doc §7 lookups), within the caller's project scope. */
export async function whiteLabelRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/white-label',
    {
      config: signedIn,
      schema: {
        tags: ['pix'],
        summary: 'White labels',
        querystring: whiteLabelQuerySchema,
        response: { 200: z.array(whiteLabelSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = listProjectFilter(request, request.query.project_id) ?? null;
      let query = db.selectFrom('white_label').select(['uuid', 'fantasy_name', 'ispb']);
      if (scope !== null) query = query.where('project_id', '=', scope);
      const rows = await query.orderBy('fantasy_name').execute();
      return rows.map((r) => ({ uuid: r.uuid, fantasyName: r.fantasy_name, ispb: r.ispb }));
    },
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/block-reason/white-label/:id/type-block/BLACKLIST_BLOCK',
    {
      config: signedIn,
      schema: {
        tags: ['pix'],
        summary: 'Blacklist block reasons of a white label',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: z.array(blockReasonSchema), ...errorResponses },
      },
    },
    async (request) => {
      const whiteLabel = await db
        .selectFrom('white_label')
        .select(['uuid', 'project_id'])
        .where('uuid', '=', request.params.id)
        .executeTakeFirst();
      if (!whiteLabel) throw notFound('Parceiro não encontrado.');
      assertProjectAccess(request, whiteLabel.project_id);
      const rows = await db
        .selectFrom('block_reason')
        .select(['id', 'type_block', 'description'])
        .where('uuid_white_label', '=', whiteLabel.uuid)
        .where('type_block', '=', 'BLACKLIST_BLOCK')
        .orderBy('description')
        .execute();
      return rows.map((r) => ({ id: r.id, typeBlock: r.type_block, description: r.description }));
    },
  );
}
