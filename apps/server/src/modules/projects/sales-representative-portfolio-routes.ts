import {
  portfolioMoveResultSchema,
  portfolioMoveSchema,
  portfolioTransferSchema,
} from '@mentor/contract/merchants';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import { idParams } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { moveMerchants } from './sales-representative-portfolio.ts';

const route = routesOf('projects');
const WRITE = 'manage_sales_representatives';

/**
 * Merchant portfolios of sales representatives: the two calls of spec core §7.8 that the
 * representative record itself does not use (docs/adr/0104).
 */
export async function salesRepresentativePortfolioRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.put(
    '/api/v1/project/:id/sales_representative',
    route(WRITE, {
      summary: 'Move merchants (all, or the listed ones) from one representative to another',
      params: idParams('id'),
      body: portfolioMoveSchema,
      response: { 200: portfolioMoveResultSchema },
    }),
    async (request) =>
      moveMerchants(
        db,
        request,
        request.params.id,
        request.body.from_sales_representative_id,
        request.body.to_sales_representative_id,
        request.body.merchant_ids,
      ),
  );

  app.post(
    '/api/v1/project/:id/sales_representative/:sales_representative_id',
    route(WRITE, {
      summary: "Hand the representative's whole merchant portfolio over to another representative",
      params: idParams('id', 'sales_representative_id'),
      body: portfolioTransferSchema,
      response: { 200: portfolioMoveResultSchema },
    }),
    async (request) =>
      moveMerchants(
        db,
        request,
        request.params.id,
        request.params.sales_representative_id,
        request.body.to_sales_representative_id,
        undefined,
      ),
  );
}
