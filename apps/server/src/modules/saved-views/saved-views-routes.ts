import { savedViewInputSchema, savedViewSchema } from '@mentor/contract/platform';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { notFound } from '../../http/errors.ts';
import { projectScope, requireUser } from '../../http/project-scope.ts';
import { errorResponses, idParamSchema } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';

type ViewRow = {
  id: number;
  screen: string;
  name: string;
  owner: string;
  shared: boolean;
  query: unknown;
  created_at: Date;
};

const toView = (r: ViewRow) => ({
  id: r.id,
  screen: r.screen,
  name: r.name,
  owner: r.owner,
  shared: r.shared,
  query: z.record(z.string(), z.unknown()).catch({}).parse(r.query),
  created_at: r.created_at.toISOString(),
});

/**
 * Named filter views per screen. A view is private to its owner unless shared; a shared view
 * is seen by the team: everyone whose project scope covers the project it was saved in.
 */
export async function savedViewsRoutes(app: App, { db }: AppDeps): Promise<void> {
  const columns = ['id', 'screen', 'name', 'owner', 'shared', 'query', 'created_at'] as const;

  app.get(
    '/api/v1/saved-views',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['saved-views'],
        querystring: z.object({ screen: z.string().min(1).max(200) }),
        response: { 200: z.array(savedViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = projectScope(request);
      const rows = await db
        .selectFrom('saved_filter_view')
        .select(columns)
        .where('screen', '=', request.query.screen)
        .where((eb) =>
          eb.or([
            eb('owner', '=', user.username),
            scope === null
              ? eb('shared', '=', true)
              : eb.and([
                  eb('shared', '=', true),
                  eb.or([eb('project_id', '=', scope), eb('project_id', 'is', null)]),
                ]),
          ]),
        )
        .orderBy('name')
        .execute();
      return rows.map(toView);
    },
  );

  app.post(
    '/api/v1/saved-views',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['saved-views'],
        body: savedViewInputSchema,
        response: { 201: savedViewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scope = projectScope(request);
      const body = request.body;
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('saved_filter_view')
          .values({
            screen: body.screen,
            name: body.name,
            owner: user.username,
            project_id: scope,
            shared: body.shared,
            query: JSON.stringify(body.query),
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await audit(trx, request, {
          tableContext: 'saved_filter_view',
          recordId: created.id,
          action: 'CREATE',
          after: toView(created),
          projectId: scope,
        });
        return created;
      });
      return reply.status(201).send(toView(row));
    },
  );

  app.delete(
    '/api/v1/saved-views/:id',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['saved-views'],
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .deleteFrom('saved_filter_view')
          .where('id', '=', request.params.id)
          .where('owner', '=', user.username)
          .returning(columns)
          .executeTakeFirst();
        if (!existing) throw notFound('Visão salva não encontrada.');
        await audit(trx, request, {
          tableContext: 'saved_filter_view',
          recordId: existing.id,
          action: 'DELETE',
          before: toView(existing),
        });
      });
      return reply.status(204).send(null);
    },
  );
}
