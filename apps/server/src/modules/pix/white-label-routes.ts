import { pix } from '@mentor/contract/pix-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { notFound } from '../../http/errors.ts';
import { assertProjectAccess } from '../../http/project-scope.ts';
import type { AppDeps } from '../../platform/app-deps.ts';

/** White labels and their block reasons (2nd doc §7 lookups), within the caller's project scope. */
export async function whiteLabelRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listWhiteLabels, async ({ project }) => {
    let query = db.selectFrom('white_label').select(['uuid', 'fantasy_name', 'ispb']);
    if (project !== null) query = query.where('project_id', '=', project);
    const rows = await query.orderBy('fantasy_name').execute();
    return rows.map((r) => ({ uuid: r.uuid, fantasyName: r.fantasy_name, ispb: r.ispb }));
  });

  serve(app, pix.listBlockReasons, async ({ params }, request) => {
    const whiteLabel = await db
      .selectFrom('white_label')
      .select(['uuid', 'project_id'])
      .where('uuid', '=', params.id)
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
  });
}
