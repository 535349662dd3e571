import { merchants } from '@mentor/contract/merchants-endpoints';
import type { Database } from '../../db/database.ts';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput, ApprovalHooks } from '../../http/route-policy.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { cnaeRoutes } from './cnae-routes.ts';
import { merchantGroupsRoutes } from './merchant-groups-routes.ts';
import { merchantsExport } from './merchants-export.ts';
import * as service from './merchants-service.ts';

type MerchantCall = Pick<ApprovalHookInput<{ id: number }>, 'params' | 'once'>;

/** The merchant of a gated call, read once per request (404 outside the actor's projects). */
const merchantOf = (db: Database, actor: Actor, { params, once }: MerchantCall) =>
  once('merchant', () => service.requireMerchant(db, actor, params.id));

/** The merchant's project, kept on its pending changes. */
const merchantProject = async (db: Database, actor: Actor, call: MerchantCall) =>
  (await merchantOf(db, actor, call)).project_id;

/** The approval hooks that read the database: the merchant's project and the record before the change. */
const APPROVALS = {
  unblock: {
    approval: {
      project: merchantProject,
      before: async (db: Database, actor: Actor, call: MerchantCall) =>
        service.unblockBefore(await merchantOf(db, actor, call)),
    },
  },
  settlementDestination: {
    approval: {
      project: merchantProject,
      before: async (db: Database, actor: Actor, call: MerchantCall) =>
        service.settlementBefore(db, await merchantOf(db, actor, call)),
    },
  },
} as const satisfies Record<string, { approval: ApprovalHooks<MerchantCall> }>;

/** Merchants (spec core §7.10): list, detail and every change made on a merchant's record. */
export async function merchantsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, exports } = deps;
  const definition = exports.registry.register(merchantsExport);

  serve(app, merchants.listMerchants, ({ query }, request) =>
    service.listMerchants(db, actorOf(request), query),
  );

  serve(app, merchants.exportMerchants, ({ params, query, project }, request, reply) => {
    const {
      mode,
      lang,
      page: _page,
      perPage: _perPage,
      sortBy: _sortBy,
      sortDesc: _sortDesc,
      ...filters
    } = query;
    return exports.respond(request, reply, definition, {
      format: params.file_format,
      mode,
      locale: lang,
      params: { filters, projectId: project },
    });
  });

  serve(app, merchants.lookupOnboarding, ({ query }, request) =>
    service.lookupOnboarding(db, actorOf(request), query),
  );

  serve(app, merchants.createMerchant, ({ body }, request) =>
    service.createMerchant(db, actorOf(request), body),
  );

  serve(app, merchants.readMerchant, ({ params }, request) =>
    service.readMerchant(db, actorOf(request), params.id),
  );

  serve(app, merchants.updateMerchant, ({ params, body }, request) =>
    service.updateMerchant(db, actorOf(request), params.id, body),
  );

  serve(app, merchants.deleteMerchant, async ({ params }, request) => {
    await service.deleteMerchant(db, actorOf(request), params.id);
    return null;
  });

  serve(app, merchants.uploadDocument, ({ params, body }, request) =>
    service.uploadDocument(db, actorOf(request), params.id, body),
  );

  serve(app, merchants.listDocuments, ({ params }, request) =>
    service.listDocuments(db, actorOf(request), params.id),
  );

  serve(app, merchants.listHistory, ({ params }, request) =>
    service.listHistory(db, actorOf(request), params.id),
  );

  serve(app, merchants.listAcquirerRegistrations, ({ params, query }, request) =>
    service.listAcquirerRegistrations(db, actorOf(request), params.id, params.acquirer_id, query),
  );

  serve(app, merchants.listAcquirers, ({ params }, request) =>
    service.listAcquirers(db, actorOf(request), params.id),
  );

  serve(app, merchants.createAcquirer, ({ params, body }, request) =>
    service.saveAcquirer(db, actorOf(request), params.id, body, 'create'),
  );

  serve(app, merchants.updateAcquirer, ({ params, body }, request) =>
    service.saveAcquirer(db, actorOf(request), params.id, body, 'update'),
  );

  serve(app, merchants.assignSalesPlan, ({ params, body }, request) =>
    service.changeSalesPlan(db, actorOf(request), params.id, body.channel_id, body.sales_plan_id, 'create'),
  );

  serve(app, merchants.changeSalesPlan, ({ params, body }, request) =>
    service.changeSalesPlan(db, actorOf(request), params.id, params.channel_id, body.sales_plan_id, 'update'),
  );

  serve(app, merchants.removeSalesPlan, ({ params }, request) =>
    service.changeSalesPlan(db, actorOf(request), params.id, params.channel_id, null, 'delete'),
  );

  serve(app, merchants.readWeeklyHours, ({ params }, request) =>
    service.readWeeklyHours(db, actorOf(request), params.id),
  );

  serve(app, merchants.saveWeeklyHours, ({ params, body }, request) =>
    service.saveWeeklyHours(db, actorOf(request), params.id, body),
  );

  serve(app, merchants.checkMccChange, ({ params, query }, request) =>
    service.checkMccChange(db, actorOf(request), params.id, query.mcc),
  );

  serve(app, merchants.changeMcc, ({ params, body }, request) =>
    service.changeMcc(db, actorOf(request), params.id, body.mcc),
  );

  serve(app, merchants.listSplits, ({ params }, request) =>
    service.listSplits(db, actorOf(request), params.id),
  );

  serve(app, merchants.createSplit, ({ params, body }, request) =>
    service.saveSplit(db, actorOf(request), params.id, body),
  );

  serve(app, merchants.updateSplit, ({ params, body }, request) =>
    service.saveSplit(db, actorOf(request), params.id, body, params.split_id),
  );

  serve(app, merchants.deleteSplit, async ({ params }, request) => {
    await service.deleteSplit(db, actorOf(request), params.id, params.split_id);
    return null;
  });

  serve(app, merchants.blockPreview, ({ params }, request) =>
    service.blockPreview(db, actorOf(request), params.id),
  );

  serve(app, merchants.blockMerchant, ({ params, body }, request) =>
    service.blockMerchant(db, actorOf(request), params.id, body),
  );

  serveCommand(
    app,
    db,
    merchants.unblockMerchant,
    (actor, { params, body }, trx) => service.unblockMerchant(trx, actor, params.id, body),
    APPROVALS.unblock,
  );

  serve(app, merchants.pendingFinancials, ({ params }, request) =>
    service.pendingFinancials(db, actorOf(request), params.id),
  );

  serveCommand(
    app,
    db,
    merchants.changeSettlementDestination,
    (actor, { params, body }, trx) => service.changeSettlementDestination(trx, actor, params.id, body),
    APPROVALS.settlementDestination,
  );

  await merchantGroupsRoutes(app, deps);
  await cnaeRoutes(app, deps);
}
