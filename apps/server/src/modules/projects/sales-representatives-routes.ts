import {
  salesRepresentativeBodySchema,
  salesRepresentativeMerchantSchema,
  salesRepresentativeMerchantsBodySchema,
  salesRepresentativeSchema,
} from '@mentor/contract/projects';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { App, AppDeps } from '../../http/app-types.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { errorResponses, lastPage, pagedResponse, pageQuerySchema, sortColumn } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';
import { requireProject } from './project-access.ts';
import {
  findSalesRepresentative,
  listMerchantsOf,
  SALES_REP_SORT,
  toSalesRepresentative,
} from './sales-representatives-repository.ts';

/** The representative's CPF/CNPJ, e-mail and phone are masked without reveal_personal_data. */
const REPRESENTATIVE_PERSONAL_DATA = {
  fields: { document: 'document', email: 'email', phone: 'phone' },
} as const;
const params = z.object({ id: z.coerce.number().int().positive() });
const repParams = params.extend({ sales_representative_id: z.coerce.number().int().positive() });
const READ = 'read_project_list';
const WRITE = 'manage_sales_representatives';
const responses = { ...errorResponses, 409: errorResponses[422] };

const duplicateDocument = () =>
  conflict('Já existe um representante comercial com este CPF/CNPJ no projeto.', {
    document: ['Já existe um representante comercial com este CPF/CNPJ no projeto'],
  });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Sales representatives of a project and the merchants they serve (spec core §7.8). A merchant
 * has at most one representative and must belong to the same project.
 */
export async function salesRepresentativesRoutes(app: App, { db }: AppDeps): Promise<void> {
  async function checkMerchants(
    trx: Database,
    projectId: number,
    repId: number,
    ids: number[],
    request: FastifyRequest,
  ) {
    if (ids.length === 0) return;
    const found = await trx
      .selectFrom('merchant')
      .select(['id'])
      .where('id', 'in', ids)
      .where('project_id', '=', projectId)
      .where('deleted', '=', false)
      .execute();
    const known = new Set(found.map((m) => m.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw unprocessable('Lojista inexistente ou de outro projeto.', {
        merchant_ids: unknown.map((id) => `O campo Lojista não é válido: ${id}`),
      });
    }
    const taken = await trx
      .selectFrom('sales_representative_merchant')
      .select('merchant_id')
      .where('merchant_id', 'in', ids)
      .where('sales_representative_id', '!=', repId)
      .execute();
    if (taken.length > 0) {
      request.log.info({ taken }, 'merchants already linked');
      throw conflict('Lojista já vinculado a outro representante comercial.', {
        merchant_ids: taken.map((t) => `Lojista já vinculado a outro representante: ${t.merchant_id}`),
      });
    }
  }

  app.get(
    '/api/v1/project/:id/sales_representative',
    {
      config: { policy: { permission: READ, personalData: REPRESENTATIVE_PERSONAL_DATA } },
      schema: {
        tags: ['projects'],
        summary: 'Sales representatives of the project',
        params,
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(120).optional() }),
        response: { 200: pagedResponse(salesRepresentativeSchema), ...responses },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const q = request.query;
      let base = db.selectFrom('sales_representative as s').where('s.project_id', '=', projectId);
      if (q.search) {
        const like = `%${q.search.replace(/[%_\\]/g, '\\$&')}%`;
        base = base.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.document', 'like', like)]));
      }
      const column = sortColumn(q.sortBy, SALES_REP_SORT, 'id');
      const [rows, count] = await Promise.all([
        base
          .selectAll('s')
          .select(
            sql<number>`(SELECT count(*) FROM sales_representative_merchant l WHERE l.sales_representative_id = s.id)`.as(
              'merchant_count',
            ),
          )
          .orderBy(`s.${column}`, q.sortDesc ? 'desc' : 'asc')
          .orderBy('s.id')
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage)
          .execute(),
        base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return {
        data: rows.map(({ merchant_count, ...row }) => toSalesRepresentative(row, Number(merchant_count))),
        total,
        lastPage: lastPage(total, q.perPage),
      };
    },
  );

  app.post(
    '/api/v1/project/:id/sales_representative',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Create a sales representative',
        params,
        body: salesRepresentativeBodySchema,
        response: { 201: salesRepresentativeSchema, ...responses },
      },
    },
    async (request, reply) => {
      const projectId = request.params.id;
      await requireProject(db, request, projectId);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('sales_representative')
            .values({ project_id: projectId, ...request.body })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit(trx, request, {
            tableContext: 'sales_representative',
            recordId: row.id,
            action: 'CREATE',
            after: toSalesRepresentative(row, 0),
            projectId,
          });
          return row.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw duplicateDocument();
          throw error;
        });
      return reply.status(201).send(await findSalesRepresentative(db, projectId, id));
    },
  );

  app.get(
    '/api/v1/project/:id/sales_representative/:sales_representative_id',
    {
      config: { policy: { permission: READ, personalData: REPRESENTATIVE_PERSONAL_DATA } },
      schema: {
        tags: ['projects'],
        summary: 'Sales representative detail',
        params: repParams,
        response: { 200: salesRepresentativeSchema, ...responses },
      },
    },
    async (request) => {
      await requireProject(db, request, request.params.id);
      return findSalesRepresentative(db, request.params.id, request.params.sales_representative_id);
    },
  );

  app.put(
    '/api/v1/project/:id/sales_representative/:sales_representative_id',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Update a sales representative',
        params: repParams,
        body: salesRepresentativeBodySchema,
        response: { 200: salesRepresentativeSchema, ...responses },
      },
    },
    async (request) => {
      const { id: projectId, sales_representative_id: repId } = request.params;
      await requireProject(db, request, projectId);
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await findSalesRepresentative(trx, projectId, repId);
          await trx
            .updateTable('sales_representative')
            .set({ ...request.body, updated_at: new Date() })
            .where('id', '=', repId)
            .execute();
          await audit(trx, request, {
            tableContext: 'sales_representative',
            recordId: repId,
            action: 'UPDATE',
            before,
            after: await findSalesRepresentative(trx, projectId, repId),
            projectId,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw duplicateDocument();
          throw error;
        });
      return findSalesRepresentative(db, projectId, repId);
    },
  );

  app.get(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    {
      config: { policy: { permission: READ } },
      schema: {
        tags: ['projects'],
        summary: 'Merchants served by the sales representative',
        params: repParams,
        response: { 200: z.array(salesRepresentativeMerchantSchema), ...responses },
      },
    },
    async (request) => {
      const { id: projectId, sales_representative_id: repId } = request.params;
      await requireProject(db, request, projectId);
      await findSalesRepresentative(db, projectId, repId);
      return listMerchantsOf(db, repId);
    },
  );

  async function linkMerchants(
    request: FastifyRequest,
    projectId: number,
    repId: number,
    ids: number[],
    replace: boolean,
  ) {
    await requireProject(db, request, projectId);
    const unique = [...new Set(ids)];
    await db.transaction().execute(async (trx) => {
      await findSalesRepresentative(trx, projectId, repId);
      await checkMerchants(trx, projectId, repId, unique, request);
      const before = (await listMerchantsOf(trx, repId)).map((m) => m.merchant_id);
      if (replace) {
        await trx
          .deleteFrom('sales_representative_merchant')
          .where('sales_representative_id', '=', repId)
          .execute();
      }
      if (unique.length > 0) {
        await trx
          .insertInto('sales_representative_merchant')
          .values(unique.map((merchant_id) => ({ merchant_id, sales_representative_id: repId })))
          .onConflict((oc) => oc.column('merchant_id').doNothing())
          .execute();
      }
      const after = (await listMerchantsOf(trx, repId)).map((m) => m.merchant_id);
      await audit(trx, request, {
        tableContext: 'sales_representative_merchant',
        recordId: repId,
        action: 'UPDATE',
        before: { merchant_ids: before },
        after: { merchant_ids: after },
        projectId,
      });
    });
    return listMerchantsOf(db, repId);
  }

  app.post(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Link merchants to the sales representative',
        params: repParams,
        body: salesRepresentativeMerchantsBodySchema,
        response: { 200: z.array(salesRepresentativeMerchantSchema), ...responses },
      },
    },
    async (request) =>
      linkMerchants(
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body.merchant_ids,
        false,
      ),
  );

  app.put(
    '/api/v1/project/:id/sales_representative/:sales_representative_id/merchant',
    {
      config: { policy: { permission: WRITE } },
      schema: {
        tags: ['projects'],
        summary: 'Replace the merchants of the sales representative',
        params: repParams,
        body: salesRepresentativeMerchantsBodySchema,
        response: { 200: z.array(salesRepresentativeMerchantSchema), ...responses },
      },
    },
    async (request) =>
      linkMerchants(
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body.merchant_ids,
        true,
      ),
  );
}
