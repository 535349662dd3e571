import { risk } from '@mentor/contract/risk-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import { requireUser } from '../../http/project-scope.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listAnalyses } from './analysis-repository.ts';
import { sendAnalysis, takeNext } from './analysis-service.ts';

/** The transaction analysis queue (2nd doc §7): list, next unassigned, assignment and decision. */
export async function analysisRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, risk.listAnalyses, async ({ query: q, project }, request) => {
    const { rows, total } = await listAnalyses(db, q, project, requireUser(request).username);
    return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
  });

  serve(app, risk.takeNextAnalysis, (_input, request) => takeNext(db, actorOf(request)));

  serve(app, risk.sendAnalysis, ({ params, body }, request) =>
    sendAnalysis(db, actorOf(request), params.uuid, body),
  );
}
