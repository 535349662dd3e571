import { projects } from '@mentor/contract/projects-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { moveMerchants } from './sales-representative-portfolio.ts';

/**
 * Merchant portfolios of sales representatives: the two calls of spec core §7.8 that the
 * representative record itself does not use (docs/adr/0104).
 */
export async function salesRepresentativePortfolioRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, projects.movePortfolio, ({ params, body }, request) =>
    moveMerchants(
      db,
      actorOf(request),
      params.id,
      body.from_sales_representative_id,
      body.to_sales_representative_id,
      body.merchant_ids,
    ),
  );

  serve(app, projects.transferPortfolio, ({ params, body }, request) =>
    moveMerchants(
      db,
      actorOf(request),
      params.id,
      params.sales_representative_id,
      body.to_sales_representative_id,
      undefined,
    ),
  );
}
