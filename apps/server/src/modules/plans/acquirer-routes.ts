import { plans } from '@mentor/contract/plans-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listCardBrandOperationParams } from './acquirer-repository.ts';
import * as acquirers from './acquirer-service.ts';

/**
 * Acquirer plans (spec core §7.6): an acquirer with its channels and the MDR it charges per
 * channel and MCC; channel detail and edit; card-brand settlement arrangements (§7.9).
 */
export async function acquirerRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, plans.readAcquirer, ({ params }) => acquirers.readAcquirer(db, params.id));

  serve(app, plans.acquirerChannelMdr, ({ params, query }) =>
    acquirers.acquirerChannelMdr(db, params.id, params.channel_id, query.mcc),
  );

  serve(app, plans.readChannel, ({ params }) => acquirers.readChannel(db, params.id));

  serve(app, plans.updateChannel, ({ params, body }, request) =>
    acquirers.updateChannel(db, actorOf(request), params.id, body.channel_name),
  );

  serve(app, plans.listCardBrandOperationParams, ({ query }) =>
    listCardBrandOperationParams(db, query.settler_pay_arrangement),
  );
}
