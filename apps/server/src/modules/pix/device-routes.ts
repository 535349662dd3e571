import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listDevices, toDevice } from './device-repository.ts';
import { decideDevice } from './device-service.ts';

/** Pix devices (2nd doc §3, §4, §7): list, authorise (after an SMS code) and revoke. */
export async function deviceRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listDevices, async ({ query, project }) => {
    const { rows, total } = await listDevices(db, query, project);
    return { data: rows.map(toDevice), meta: gatewayMeta(total, query.page, query.limit) };
  });

  for (const [endpoint, decision] of [
    [pix.authorizeDevice, 'authorize'],
    [pix.revokeDevice, 'revoke'],
  ] as const) {
    serve(app, endpoint, ({ params }, request) =>
      decideDevice(
        db,
        actorOf(request),
        params.uuidAccountPayment,
        params.uuidAccountPaymentDevice,
        decision,
      ),
    );
  }
}
