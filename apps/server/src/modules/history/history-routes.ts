import { historyEntrySchema } from '@mentor/contract/platform';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { projectScope } from '../../http/project-scope.ts';
import { errorResponses, lastPage, pagedResponse, pageQuerySchema } from '../../http/schemas.ts';

/**
 * The audit trail by table context (who, when, what, before/after). Single-project staff only
 * see changes made within their project.
 */
export async function historyRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/history/:table_context',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['history'],
        summary: 'Change history of a table context',
        params: z.object({ table_context: z.string().regex(/^[a-z0-9_.-]{1,64}$/, 'Contexto inválido') }),
        querystring: pageQuerySchema.extend({
          record_id: z.string().max(64).optional(),
          action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'REVEAL']).optional(),
          actor: z.string().max(120).optional(),
          start: z.iso.date().optional(),
          end: z.iso.date().optional(),
        }),
        response: { 200: pagedResponse(historyEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = projectScope(request);
      let base = db.selectFrom('audit_log').where('table_context', '=', request.params.table_context);
      if (scope !== null) base = base.where('project_id', '=', scope);
      if (q.record_id) base = base.where('record_id', '=', q.record_id);
      if (q.action) base = base.where('action', '=', q.action);
      if (q.actor) base = base.where('actor', '=', q.actor);
      if (q.start) base = base.where('occurred_at', '>=', new Date(`${q.start}T00:00:00-03:00`));
      if (q.end)
        base = base.where(
          'occurred_at',
          '<',
          new Date(new Date(`${q.end}T00:00:00-03:00`).getTime() + 86_400_000),
        );
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('occurred_at', q.sortDesc === false ? 'asc' : 'desc')
          .orderBy('id', 'desc')
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage)
          .execute(),
        base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        data: rows.map((r) => ({
          id: r.id,
          occurred_at: r.occurred_at.toISOString(),
          actor: r.actor,
          actor_name: r.actor_name,
          table_context: r.table_context,
          record_id: r.record_id,
          action: r.action,
          before: r.before ?? null,
          after: r.after ?? null,
          request_id: r.request_id,
          reason_code: r.reason_code,
          reason_comment: r.reason_comment,
          approved_by: r.approved_by,
          approved_by_name: r.approved_by_name,
        })),
        total,
        lastPage: lastPage(total, q.perPage),
      };
    },
  );
}
