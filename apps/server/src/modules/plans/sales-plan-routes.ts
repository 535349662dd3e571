import { plans as endpoints } from '@mentor/contract/plans-endpoints';
import type { App } from '../../http/app-types.ts';
import { type ServerPolicy, serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as plans from './sales-plan-service.ts';

/** The record an MDR rate change starts from, kept on a change waiting for approval. */
const ratesApproval: ServerPolicy = { approval: { before: plans.planRatesBefore } };

/** Sales plans (spec core §7.6): CRUD, merchants, MDR grid per card brand, history. */
export async function salesPlanRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, endpoints.listSalesPlans, ({ query }, request) => plans.listPlans(db, request, query));

  serve(app, endpoints.createSalesPlan, ({ body }, request) => plans.createPlan(db, request, body));

  serve(app, endpoints.readSalesPlan, ({ params }, request) => plans.readPlan(db, request, params.id));

  serve(app, endpoints.updateSalesPlan, ({ params, body }, request) =>
    plans.updatePlan(db, request, params.id, body),
  );

  serve(app, endpoints.deleteSalesPlan, async ({ params }, request) => {
    await plans.removePlan(db, request, params.id);
    return null;
  });

  serve(app, endpoints.listPlanMerchants, ({ params, query }, request) =>
    plans.planMerchants(db, request, params.id, query),
  );

  serve(app, endpoints.readRates, ({ params }, request) => plans.readRates(db, request, params.id));

  serve(
    app,
    endpoints.createRates,
    ({ params, body }, request) => plans.writeRates(db, request, params.id, body, 'create'),
    ratesApproval,
  );

  serve(
    app,
    endpoints.updateRates,
    ({ params, body }, request) => plans.writeRates(db, request, params.id, body, 'update'),
    ratesApproval,
  );

  serve(
    app,
    endpoints.deleteBrandRates,
    ({ params }, request) => plans.removeBrandRates(db, request, params.id, params.card_brand_id),
    ratesApproval,
  );

  serve(app, endpoints.listPlanHistory, ({ params, query }, request) =>
    plans.planHistory(db, request, params.id, query),
  );

  serve(app, endpoints.readPlanHistoryEntry, ({ params }, request) =>
    plans.planHistoryEntry(db, request, params.id, params.history_id),
  );
}
