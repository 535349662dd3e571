import { risk } from '@mentor/contract/risk-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listEntries, listHistory, listManaged } from './blacklist-repository.ts';
import {
  addEntry,
  changeManaged,
  createManaged,
  readManaged,
  removeEntry,
  removeManaged,
} from './blacklist-service.ts';

/** The older blacklist, the blacklist manager and their change history (2nd doc §3, §5, §7). */
export async function blacklistRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, risk.listBlacklist, async ({ query: q }) => {
    const { rows, total } = await listEntries(db, q);
    return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
  });

  serve(app, risk.addBlacklistEntry, ({ body }, request) => addEntry(db, actorOf(request), body));

  serve(app, risk.removeBlacklistEntry, ({ query, body }, request) =>
    removeEntry(db, actorOf(request), {
      id: query.id ?? body?.id,
      document: query.document ?? body?.document,
    }),
  );

  serve(app, risk.listManagedEntries, async ({ query: q }) => {
    const { rows, total } = await listManaged(db, q);
    return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
  });

  serve(app, risk.createManagedEntry, ({ body }, request) => createManaged(db, actorOf(request), body));

  serve(app, risk.updateManagedEntryByBody, ({ body }, request) =>
    changeManaged(db, actorOf(request), undefined, body),
  );

  serve(app, risk.removeManagedEntryByQuery, ({ query, body }, request) =>
    removeManaged(db, actorOf(request), query.uuid ?? body?.uuid),
  );

  serve(app, risk.readManagedEntry, ({ params }) => readManaged(db, params.uuid));

  for (const endpoint of [risk.updateManagedEntryByPost, risk.updateManagedEntry]) {
    serve(app, endpoint, ({ params, body }, request) =>
      changeManaged(db, actorOf(request), params.uuid, body),
    );
  }

  serve(app, risk.removeManagedEntry, ({ params }, request) =>
    removeManaged(db, actorOf(request), params.uuid),
  );

  serve(app, risk.listBlacklistHistory, async ({ query: q }) => {
    const { rows, total } = await listHistory(db, q);
    return { data: rows, meta: gatewayMeta(total, q.page, q.limit) };
  });
}
