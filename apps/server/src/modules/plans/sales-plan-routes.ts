import { plans as endpoints } from '@mentor/contract/plans-endpoints';
import type { Database } from '../../db/database.ts';
import { type Actor, actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve, serveCommand } from '../../http/endpoint-route.ts';
import type { ApprovalHookInput } from '../../http/route-policy.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as plans from './sales-plan-service.ts';

/** The record an MDR rate change starts from, kept on a change waiting for approval. */
const ratesApproval = {
  approval: {
    before: (db: Database, actor: Actor, { params }: Pick<ApprovalHookInput<{ id: number }>, 'params'>) =>
      plans.planRatesBefore(db, actor, params.id),
  },
};

/** Sales plans (spec core §7.6): CRUD, merchants, MDR grid per card brand, history. */
export async function salesPlanRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, endpoints.listSalesPlans, ({ query }, request) => plans.listPlans(db, actorOf(request), query));

  serve(app, endpoints.createSalesPlan, ({ body }, request) => plans.createPlan(db, actorOf(request), body));

  serve(app, endpoints.readSalesPlan, ({ params }, request) =>
    plans.readPlan(db, actorOf(request), params.id),
  );

  serve(app, endpoints.updateSalesPlan, ({ params, body }, request) =>
    plans.updatePlan(db, actorOf(request), params.id, body),
  );

  serve(app, endpoints.deleteSalesPlan, async ({ params }, request) => {
    await plans.removePlan(db, actorOf(request), params.id);
    return null;
  });

  serve(app, endpoints.listPlanMerchants, ({ params, query }, request) =>
    plans.planMerchants(db, actorOf(request), params.id, query),
  );

  serve(app, endpoints.readRates, ({ params }, request) => plans.readRates(db, actorOf(request), params.id));

  serveCommand(
    app,
    db,
    endpoints.createRates,
    (actor, { params, body }, trx) => plans.writeRates(trx, actor, params.id, body, 'create'),
    ratesApproval,
  );

  serveCommand(
    app,
    db,
    endpoints.updateRates,
    (actor, { params, body }, trx) => plans.writeRates(trx, actor, params.id, body, 'update'),
    ratesApproval,
  );

  serveCommand(
    app,
    db,
    endpoints.deleteBrandRates,
    (actor, { params }, trx) => plans.removeBrandRates(trx, actor, params.id, params.card_brand_id),
    ratesApproval,
  );

  serve(app, endpoints.listPlanHistory, ({ params, query }, request) =>
    plans.planHistory(db, actorOf(request), params.id, query),
  );

  serve(app, endpoints.readPlanHistoryEntry, ({ params }, request) =>
    plans.planHistoryEntry(db, actorOf(request), params.id, params.history_id),
  );
}
