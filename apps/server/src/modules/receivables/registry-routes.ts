import { receivables } from '@mentor/contract/receivables-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { lastPageOf } from '../../http/paging.ts';
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

/** The project bound of a list as the repositories take it (none: every project). */
const scopeOf = (project: number | null) => project ?? undefined;
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

  serve(app, receivables.listUnits, async ({ query, project }) => {
    const { page, perPage, project: _project, ...filters } = query;
    return paged(
      await listUnits(db, { ...filters, projectId: scopeOf(project) }, { page, perPage }),
      perPage,
    );
  });

  serve(app, receivables.readUnitDetail, ({ params }, request) =>
    readUnitDetail(db, actorOf(request), params.id),
  );

  for (const endpoint of [receivables.listUnitInstallments, receivables.listRegistryUnitInstallments]) {
    serve(app, endpoint, async ({ params, query }, request) => {
      await readUnit(db, actorOf(request), params.urId);
      const { page, perPage } = query;
      return paged(await listUnitInstallments(db, params.urId, { page, perPage }), perPage);
    });
  }

  serve(app, receivables.readRegistryUnit, ({ params }, request) =>
    readUnit(db, actorOf(request), params.id),
  );

  serve(app, receivables.resendUnit, ({ params, body }, request) =>
    changeUnit(db, actorOf(request), params.id, body),
  );

  serve(app, receivables.listUnitPayments, async ({ query, project }) => {
    const { page, perPage, project: _project, ...filters } = query;
    const result = await listUnitPayments(db, { ...filters, projectId: scopeOf(project) }, { page, perPage });
    return paged(result, perPage);
  });

  serve(app, receivables.readUnitPayment, ({ params }, request) =>
    readUnitPayment(db, actorOf(request), params.id),
  );

  serve(app, receivables.listUnitPaymentInstallments, async ({ params, query }, request) => {
    const payment = await readUnitPayment(db, actorOf(request), params.id);
    return paged(await listUnitInstallments(db, payment.receivable_unit_id, query), query.perPage);
  });

  serve(app, receivables.listContractEffects, async ({ query, project }) => {
    const { page, perPage, project: _project, ...filters } = query;
    const result = await listContractEffects(
      db,
      { ...filters, projectId: scopeOf(project) },
      { page, perPage },
    );
    return paged(result, perPage);
  });

  serve(app, receivables.readContractEffect, async ({ params }, request) => {
    const effect = await readContractEffect(db, actorOf(request), params.id);
    return { ...effect, installments: await allUnitInstallments(db, effect.receivable_unit_id) };
  });

  for (const [direction, endpoint] of [
    ['RECEIVED', receivables.listReceivedDisputes],
    ['OPENED', receivables.listOpenedDisputes],
  ] as const) {
    serve(app, endpoint, async ({ query, project }) => {
      const { page, perPage, project: _project, ...filters } = query;
      const result = await listDisputes(
        db,
        direction,
        { ...filters, projectId: scopeOf(project) },
        { page, perPage },
      );
      return paged(result, perPage);
    });
  }

  serve(app, receivables.openDispute, ({ body }, request) => openDispute(db, actorOf(request), body));

  serve(app, receivables.listConciliation, async ({ query, project }) => {
    const { page, perPage, project: _project, ...filters } = query;
    const result = await listConciliation(db, { ...filters, projectId: scopeOf(project) }, { page, perPage });
    return paged(result, perPage);
  });

  serve(app, receivables.runConciliation, async () => {
    const job = await jobs.send(RECONCILIATION_QUEUE, {}, { singletonKey: 'reconciliation' });
    return { job_id: job.id };
  });
}
