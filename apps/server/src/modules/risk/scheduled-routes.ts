import {
  RISK_TRANSACTION_TYPES,
  riskPagedSchema,
  scheduledMetricsQuerySchema,
  scheduledMetricsSchema,
  scheduledQuerySchema,
  scheduledTransactionSchema,
  TRANSACTION_TYPE_LABELS,
  transactionTypeOptionSchema,
} from '@mentor/contract/risk';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { whiteLabelScope } from './risk-scope.ts';
import { listScheduled, scheduledMetrics } from './scheduled-repository.ts';

const route = routesOf('risk');
const POLICY = 'access_scheduled_transactions';

/** Scheduled transactions, their metrics and the transaction types (core §7.11). */
export async function scheduledRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/gateway/spe-j-transaction-scheduling/v1/all',
    route(POLICY, {
      summary: "Scheduled transactions by execution date ('all' or blank filters are ignored)",
      querystring: scheduledQuerySchema,
      response: { 200: riskPagedSchema(scheduledTransactionSchema) },
    }),
    async (request) => {
      const q = request.query;
      const { rows, total } = await listScheduled(db, { scope: whiteLabelScope(request), ...q });
      return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
    },
  );

  app.get(
    '/gateway/spe-j-transaction-scheduling/v1/transaction-metrics',
    route(POLICY, {
      summary:
        'Count and amount of scheduled transactions by status and type (white label key uuidWhitelabel)',
      querystring: scheduledMetricsQuerySchema,
      response: { 200: scheduledMetricsSchema },
    }),
    async (request) => {
      const { uuidWhitelabel, ...rest } = request.query;
      return scheduledMetrics(db, {
        scope: whiteLabelScope(request),
        uuidWhiteLabel: uuidWhitelabel,
        ...rest,
      });
    },
  );

  app.get(
    '/gateway/spe-j-transaction-scheduling/v1/transaction-types/options',
    route(POLICY, {
      summary: "Transaction types (the console adds the 'Todos' entry)",
      response: { 200: z.array(transactionTypeOptionSchema) },
    }),
    async () =>
      RISK_TRANSACTION_TYPES.map((type) => ({ label: TRANSACTION_TYPE_LABELS[type], optionName: type })),
  );
}
