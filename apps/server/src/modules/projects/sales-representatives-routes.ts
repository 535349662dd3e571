import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as service from './sales-representatives-service.ts';

/** Sales representatives of a project and the merchants they serve (spec core §7.8). */
export async function salesRepresentativesRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, projects.listSalesRepresentatives, ({ params, query }, request) =>
    service.listSalesRepresentatives(db, actorOf(request), params.id, query),
  );

  serve(app, projects.createSalesRepresentative, ({ params, body }, request) =>
    service.createSalesRepresentative(db, actorOf(request), params.id, body),
  );

  serve(app, projects.readSalesRepresentative, ({ params }, request) =>
    service.readSalesRepresentative(db, actorOf(request), params.id, params.sales_representative_id),
  );

  serve(app, projects.updateSalesRepresentative, ({ params, body }, request) =>
    service.updateSalesRepresentative(db, actorOf(request), params.id, params.sales_representative_id, body),
  );

  serve(app, projects.listRepresentativeMerchants, ({ params }, request) =>
    service.merchantsOf(db, actorOf(request), params.id, params.sales_representative_id),
  );

  serve(app, projects.linkRepresentativeMerchants, ({ params, body }, request) =>
    service.linkMerchants(
      db,
      actorOf(request),
      params.id,
      params.sales_representative_id,
      body.merchant_ids,
      false,
    ),
  );

  serve(app, projects.replaceRepresentativeMerchants, ({ params, body }, request) =>
    service.linkMerchants(
      db,
      actorOf(request),
      params.id,
      params.sales_representative_id,
      body.merchant_ids,
      true,
    ),
  );
}
