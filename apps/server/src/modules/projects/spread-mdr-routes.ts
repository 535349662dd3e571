import { zRecordId } from '@mentor/contract/common/validators';
import { type SpreadMdr, spreadMdrBodySchema, spreadMdrSchema } from '@mentor/contract/projects';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { App, AppDeps } from '../../http/app-types.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';
import { requireProject } from './project-access.ts';

const params = z.object({ id: zRecordId() });
const WRITE = 'manage_project_spread_mdr';

async function loadSpreads(db: Database, projectId: number, cardBrandId?: number): Promise<SpreadMdr[]> {
  let query = db
    .selectFrom('project_spread_mdr as s')
    .innerJoin('card_brand as b', 'b.id', 's.card_brand_id')
    .innerJoin('operation as o', 'o.id', 's.operation_id')
    .select(['s.card_brand_id', 'b.brand_name', 's.operation_id', 'o.operation_name', 's.spread'])
    .where('s.project_id', '=', projectId);
  if (cardBrandId !== undefined) query = query.where('s.card_brand_id', '=', cardBrandId);
  const rows = await query.orderBy('s.card_brand_id').orderBy('s.operation_id').execute();
  const byBrand = new Map<number, SpreadMdr>();
  for (const row of rows) {
    const entry = byBrand.get(row.card_brand_id) ?? {
      card_brand_id: row.card_brand_id,
      brand_name: row.brand_name,
      rates: [],
    };
    entry.rates.push({
      operation_id: row.operation_id,
      operation_name: row.operation_name,
      spread: row.spread,
    });
    byBrand.set(row.card_brand_id, entry);
  }
  return [...byBrand.values()];
}

/** Checks the card brand and operations exist and no operation repeats; field errors otherwise. */
async function checkReferences(db: Database, body: z.infer<typeof spreadMdrBodySchema>): Promise<void> {
  const errors: Record<string, string[]> = {};
  const brand = await db
    .selectFrom('card_brand')
    .select('id')
    .where('id', '=', body.card_brand_id)
    .executeTakeFirst();
  if (!brand) errors.card_brand_id = ['O campo Bandeira não é válido'];
  const operationIds = body.rates.map((r) => r.operation_id);
  const known = new Set(
    (await db.selectFrom('operation').select('id').where('id', 'in', operationIds).execute()).map(
      (o) => o.id,
    ),
  );
  const seen = new Set<number>();
  body.rates.forEach((rate, index) => {
    if (!known.has(rate.operation_id))
      errors[`rates.${index}.operation_id`] = ['O campo Operação não é válido'];
    else if (seen.has(rate.operation_id)) errors[`rates.${index}.operation_id`] = ['Operação repetida'];
    seen.add(rate.operation_id);
  });
  if (Object.keys(errors).length > 0) throw unprocessable('Os dados enviados são inválidos.', errors);
}

/** MDR spread of a project per card brand (spec core §7.8). History context `spread_mdr`. */
export async function spreadMdrRoutes(app: App, { db }: AppDeps): Promise<void> {
  async function write(
    request: FastifyRequest,
    projectId: number,
    body: z.infer<typeof spreadMdrBodySchema>,
    mode: 'create' | 'update',
  ) {
    await requireProject(db, request, projectId);
    await checkReferences(db, body);
    await db.transaction().execute(async (trx) => {
      const before = await loadSpreads(trx, projectId, body.card_brand_id);
      const exists = before.length > 0;
      if (mode === 'create' && exists) {
        throw conflict('Já existe spread cadastrado para esta bandeira.', {
          card_brand_id: ['Já existe spread cadastrado para esta bandeira'],
        });
      }
      if (mode === 'update' && !exists) throw notFound('Spread não cadastrado para esta bandeira.');
      await trx
        .deleteFrom('project_spread_mdr')
        .where('project_id', '=', projectId)
        .where('card_brand_id', '=', body.card_brand_id)
        .execute();
      await trx
        .insertInto('project_spread_mdr')
        .values(
          body.rates.map((r) => ({
            project_id: projectId,
            card_brand_id: body.card_brand_id,
            operation_id: r.operation_id,
            spread: r.spread,
          })),
        )
        .execute();
      const after = await loadSpreads(trx, projectId, body.card_brand_id);
      await audit(trx, request, {
        tableContext: 'spread_mdr',
        recordId: projectId,
        action: mode === 'create' ? 'CREATE' : 'UPDATE',
        before: before[0] ?? null,
        after: after[0] ?? null,
        projectId,
      });
    });
    return loadSpreads(db, projectId);
  }

  const listResponse = {
    200: z.array(spreadMdrSchema),
    201: z.array(spreadMdrSchema),
    ...errorResponses,
    409: errorResponses[422],
  };

  app.get(
    '/api/v1/project/:id/spread_mdr',
    {
      config: { policy: { permission: 'read_project_list' } },
      schema: { tags: ['projects'], summary: 'MDR spread per card brand', params, response: listResponse },
    },
    async (request) => {
      await requireProject(db, request, request.params.id);
      return loadSpreads(db, request.params.id);
    },
  );

  app.post(
    '/api/v1/project/:id/spread_mdr',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Create the MDR spread of a card brand',
        params,
        body: spreadMdrBodySchema,
        response: listResponse,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await write(request, request.params.id, request.body, 'create')),
  );

  app.put(
    '/api/v1/project/:id/spread_mdr',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Replace the MDR spread of a card brand',
        params,
        body: spreadMdrBodySchema,
        response: listResponse,
      },
    },
    async (request) => write(request, request.params.id, request.body, 'update'),
  );

  app.delete(
    '/api/v1/project/:id/spread_mdr/:card_brand_id',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Delete the MDR spread of a card brand',
        params: params.extend({ card_brand_id: zRecordId() }),
        response: listResponse,
      },
    },
    async (request) => {
      const { id: projectId, card_brand_id: cardBrandId } = request.params;
      await requireProject(db, request, projectId);
      await db.transaction().execute(async (trx) => {
        const before = await loadSpreads(trx, projectId, cardBrandId);
        if (before.length === 0) throw notFound('Spread não cadastrado para esta bandeira.');
        await trx
          .deleteFrom('project_spread_mdr')
          .where('project_id', '=', projectId)
          .where('card_brand_id', '=', cardBrandId)
          .execute();
        await audit(trx, request, {
          tableContext: 'spread_mdr',
          recordId: projectId,
          action: 'DELETE',
          before: before[0],
          projectId,
        });
      });
      return loadSpreads(db, projectId);
    },
  );
}
