import { merchants } from '@mentor/contract/merchants-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import * as service from './merchant-groups-service.ts';

/** Merchant groups (spec core §7.10): list, detail, create, update, delete, members. */
export async function merchantGroupsRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, merchants.listGroups, ({ query }, request) => service.listGroups(db, actorOf(request), query));

  serve(app, merchants.createGroup, ({ body }, request) => service.saveGroup(db, actorOf(request), body));

  serve(app, merchants.readGroup, ({ params }, request) =>
    service.readGroup(db, actorOf(request), params.id),
  );

  serve(app, merchants.updateGroup, ({ params, body }, request) =>
    service.saveGroup(db, actorOf(request), body, params.id),
  );

  serve(app, merchants.deleteGroup, async ({ params }, request) => {
    await service.deleteGroup(db, actorOf(request), params.id);
    return null;
  });

  serve(app, merchants.associateMembers, ({ params, body }, request) =>
    service.changeMembers(db, actorOf(request), params.id, body.merchant_ids, 'associate'),
  );

  serve(app, merchants.disassociateMembers, ({ params, body }, request) =>
    service.changeMembers(db, actorOf(request), params.id, body.merchant_ids, 'disassociate'),
  );
}
