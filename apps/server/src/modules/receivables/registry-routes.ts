import {
  conciliationListQuerySchema,
  conciliationListResponseSchema,
  conciliationRunSchema,
  contractEffectDetailSchema,
  contractEffectListQuerySchema,
  contractEffectListResponseSchema,
  disputeCreateSchema,
  disputeListQuerySchema,
  disputeListResponseSchema,
  disputeSchema,
  pageOnlyQuerySchema,
  receivableUnitDetailSchema,
  receivableUnitListQuerySchema,
  receivableUnitListResponseSchema,
  receivableUnitSchema,
  receivableUnitUpdateSchema,
  unitInstallmentListResponseSchema,
  unitPaymentListQuerySchema,
  unitPaymentListResponseSchema,
  unitPaymentSchema,
} from '@mentor/contract/receivables';
import type { App } from '../../http/app-types.ts';
import { lastPageOf } from '../../http/paging.ts';
import { listProjectFilter } from '../../http/project-scope.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { localRegistry } from './registry-adapter.ts';
import {
  allUnitInstallments,
  listConciliation,
  listContractEffects,
  listDisputes,
  listUnitInstallments,
  listUnitPayments,
  listUnits,
} from './registry-repository.ts';
import {
  changeUnit,
  openDispute,
  readContractEffect,
  readUnit,
  readUnitDetail,
  readUnitPayment,
} from './registry-service.ts';
import { RECONCILIATION_QUEUE, reconcile } from './registry-sync.ts';

const route = routesOf('receivable-registry');
const READ = 'read_transactions';
const MANAGE = 'manage_receivable_disputes';
const idParam = idParams('id');
const urIdParam = idParams('urId');
const paged = <T>(result: { rows: T[]; total: number }, perPage: number) => ({
  data: result.rows,
  total: result.total,
  lastPage: lastPageOf(result.total, perPage),
});

/**
 * The receivable registry (spec core §3.1, §7.3; 2nd doc §3, §7): receivable units with their
 * installments, detail and timeline, their payments, contract effects, disputes and the
 * reconciliation with the registry, computed by a background job.
 */
export async function registryRoutes(app: App, { db, jobs }: AppDeps): Promise<void> {
  jobs.register(RECONCILIATION_QUEUE, async () => reconcile(db, localRegistry), {
    cron: '0 7 * * *',
    policy: 'singleton',
    retryLimit: 2,
  });

  app.get(
    '/api/v1/receivable_unit',
    route(READ, {
      summary: 'Receivable units (UR): holder, arrangement, settlement day, sync status',
      querystring: receivableUnitListQuerySchema,
      response: { 200: receivableUnitListResponseSchema },
    }),
    async (request) => {
      const { page, perPage, project, ...filters } = request.query;
      const result = await listUnits(
        db,
        { ...filters, projectId: listProjectFilter(request, project) },
        { page, perPage },
      );
      return paged(result, perPage);
    },
  );

  app.get(
    '/api/v1/receivable_unit/:id/detailed',
    route(READ, {
      summary: 'Receivable unit with contract effects, disputes and timeline',
      params: idParam,
      response: { 200: receivableUnitDetailSchema },
    }),
    async (request) => readUnitDetail(db, request, request.params.id),
  );

  const installmentsRoute = route(READ, {
    summary: "A receivable unit's installments (receivables)",
    params: urIdParam,
    querystring: pageOnlyQuerySchema,
    response: { 200: unitInstallmentListResponseSchema },
  });
  for (const path of ['/api/v1/receivable_unit/:urId/installments', '/api/v1/cerc_ur/:urId/installments/']) {
    app.get(path, installmentsRoute, async (request) => {
      await readUnit(db, request, request.params.urId);
      const { page, perPage } = request.query;
      return paged(await listUnitInstallments(db, request.params.urId, { page, perPage }), perPage);
    });
  }

  app.get(
    '/api/v1/cerc_ur/:id',
    route(READ, {
      summary: 'Receivable unit (registry view)',
      params: idParam,
      response: { 200: receivableUnitSchema },
    }),
    async (request) => readUnit(db, request, request.params.id),
  );

  app.put(
    '/api/v1/cerc_ur/:id/detailed',
    route(MANAGE, {
      summary: 'Send a receivable unit to the registry again (update, write-off or re-creation)',
      params: idParam,
      body: receivableUnitUpdateSchema,
      response: { 200: receivableUnitSchema },
    }),
    async (request) => changeUnit(db, request, request.params.id, request.body),
  );

  app.get(
    '/api/v1/cerc_ur_payment',
    route(READ, {
      summary: 'Receivable-unit payments: to the holder or to a contract-effect beneficiary',
      querystring: unitPaymentListQuerySchema,
      response: { 200: unitPaymentListResponseSchema },
    }),
    async (request) => {
      const { page, perPage, project, ...filters } = request.query;
      const result = await listUnitPayments(
        db,
        { ...filters, projectId: listProjectFilter(request, project) },
        { page, perPage },
      );
      return paged(result, perPage);
    },
  );

  app.get(
    '/api/v1/cerc_ur_payment/:id',
    route(READ, {
      summary: 'Receivable-unit payment',
      params: idParam,
      response: { 200: unitPaymentSchema },
    }),
    async (request) => readUnitPayment(db, request, request.params.id),
  );

  app.get(
    '/api/v1/cerc_ur_payment/:id/installments',
    route(READ, {
      summary: "The installments of a receivable-unit payment's unit",
      params: idParam,
      querystring: pageOnlyQuerySchema,
      response: { 200: unitInstallmentListResponseSchema },
    }),
    async (request) => {
      const payment = await readUnitPayment(db, request, request.params.id);
      return paged(
        await listUnitInstallments(db, payment.receivable_unit_id, request.query),
        request.query.perPage,
      );
    },
  );

  app.get(
    '/api/v1/contract_effect',
    route(READ, {
      summary: 'Contract effects (deprecated ones only when asked for)',
      querystring: contractEffectListQuerySchema,
      response: { 200: contractEffectListResponseSchema },
    }),
    async (request) => {
      const { page, perPage, project, ...filters } = request.query;
      const result = await listContractEffects(
        db,
        { ...filters, projectId: listProjectFilter(request, project) },
        { page, perPage },
      );
      return paged(result, perPage);
    },
  );

  app.get(
    '/api/v1/contract_effect/:id',
    route(READ, {
      summary: "Contract effect with its unit's installments",
      params: idParam,
      response: { 200: contractEffectDetailSchema },
    }),
    async (request) => {
      const effect = await readContractEffect(db, request, request.params.id);
      return { ...effect, installments: await allUnitInstallments(db, effect.receivable_unit_id) };
    },
  );

  for (const [direction, path] of [
    ['RECEIVED', '/api/v1/cerc_dispute/received'],
    ['OPENED', '/api/v1/cerc_dispute/opened'],
  ] as const) {
    app.get(
      path,
      route(READ, {
        summary:
          direction === 'RECEIVED' ? 'Disputes received from counterparts' : 'Disputes opened by staff',
        querystring: disputeListQuerySchema,
        response: { 200: disputeListResponseSchema },
      }),
      async (request) => {
        const { page, perPage, project, ...filters } = request.query;
        const result = await listDisputes(
          db,
          direction,
          { ...filters, projectId: listProjectFilter(request, project) },
          { page, perPage },
        );
        return paged(result, perPage);
      },
    );
  }

  app.post(
    '/api/v1/cerc_dispute',
    route(MANAGE, {
      summary: 'Open a dispute on a receivable unit',
      body: disputeCreateSchema,
      response: { 200: disputeSchema },
    }),
    async (request) => openDispute(db, request, request.body),
  );

  app.get(
    '/api/v1/cerc_conciliation',
    route(READ, {
      summary: 'Differences between the platform and the registry found by the latest reconciliation',
      querystring: conciliationListQuerySchema,
      response: { 200: conciliationListResponseSchema },
    }),
    async (request) => {
      const { page, perPage, project, ...filters } = request.query;
      const result = await listConciliation(
        db,
        { ...filters, projectId: listProjectFilter(request, project) },
        { page, perPage },
      );
      return paged(result, perPage);
    },
  );

  app.post(
    '/api/v1/cerc_conciliation/run',
    route(MANAGE, {
      summary: 'Queue a reconciliation with the registry now (it also runs every day)',
      response: { 202: conciliationRunSchema },
    }),
    async (_request, reply) => {
      const job = await jobs.send(RECONCILIATION_QUEUE, {}, { singletonKey: 'reconciliation' });
      return reply.code(202).send({ job_id: job.id });
    },
  );
}
