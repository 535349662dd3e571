import { risk } from '@mentor/contract/risk-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { declinedMetrics } from './declined-repository.ts';
import { readDeclined } from './declined-service.ts';

/** Declined transactions of an account and their metrics (2nd doc §5, §7). */
export async function declinedRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, risk.listDeclined, ({ params }, request) => readDeclined(db, actorOf(request), params));

  serve(app, risk.declinedMetrics, ({ query, project }) => declinedMetrics(db, { scope: project, ...query }));
}
