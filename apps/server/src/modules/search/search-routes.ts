import { search } from '@mentor/contract/search-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { searchRecords } from './search-service.ts';

/** Record search (the console's Ctrl+K): exact lookups by id, document, NSU, serial or code. */
export async function searchRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, search.searchRecords, ({ query, project }, request) =>
    searchRecords(db, actorOf(request), query, project),
  );
}
