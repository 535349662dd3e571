import {
  declinedMetricsQuerySchema,
  declinedMetricsSchema,
  declinedParamsSchema,
  declinedTransactionSchema,
} from '@mentor/contract/risk';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { declinedMetrics } from './declined-repository.ts';
import { readDeclined } from './declined-service.ts';
import { whiteLabelScope } from './risk-scope.ts';

const route = routesOf('risk');
const POLICY = 'access_rejected_transactions';

/** Declined transactions of an account and their metrics (2nd doc §5, §7). */
export async function declinedRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-view-n-backoffice/v1/transaction-refused/white-label/:wl/account-payment/:ap/start/:start/end/:end',
    route(POLICY, {
      summary:
        "Declined transactions of one account in a period (all four required, none 'all'), newest first",
      params: declinedParamsSchema,
      response: { 200: z.array(declinedTransactionSchema) },
    }),
    async (request) => readDeclined(db, request, request.params),
  );

  app.get(
    '/gateway/spe-view-n-backoffice/v1/declined-transactions/metrics',
    route(POLICY, {
      summary: 'Count and amount of declined transactions by reason and by type',
      querystring: declinedMetricsQuerySchema,
      response: { 200: declinedMetricsSchema },
    }),
    async (request) => declinedMetrics(db, { scope: whiteLabelScope(request), ...request.query }),
  );
}
