import { RISK_TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS } from '@mentor/contract/risk';
import { risk } from '@mentor/contract/risk-endpoints';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listScheduled, scheduledMetrics } from './scheduled-repository.ts';

/** Scheduled transactions, their metrics and the transaction types (core §7.11). */
export async function scheduledRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, risk.listScheduled, async ({ query: q, project }) => {
    const { rows, total } = await listScheduled(db, { scope: project, ...q });
    return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
  });

  serve(app, risk.scheduledMetrics, ({ query, project }) => {
    const { uuidWhitelabel, ...rest } = query;
    return scheduledMetrics(db, { scope: project, uuidWhiteLabel: uuidWhitelabel, ...rest });
  });

  serve(app, risk.transactionTypeOptions, async () =>
    RISK_TRANSACTION_TYPES.map((type) => ({ label: TRANSACTION_TYPE_LABELS[type], optionName: type })),
  );
}
