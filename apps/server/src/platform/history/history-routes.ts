import { history } from '@mentor/contract/history-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { allPersonalFields } from '../privacy/personal-data.ts';
import { readHistory } from './history-service.ts';

/**
 * The audit trail by table context (who, when, what, before/after). Each context needs the
 * permission that reads its records (history-contexts.ts); single-project staff only see
 * changes made within their project.
 */
export async function historyRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, history.listHistory, ({ params, query }, request) =>
    readHistory(db, actorOf(request), params.table_context, query, allPersonalFields(request.server)),
  );
}
