import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listInfractions, toInfraction } from './infraction-repository.ts';
import { changeInfraction, readInfraction } from './infraction-service.ts';

/** Pix infraction reports (2nd doc §3, §4, §7): list, detail, close and cancel. */
export async function infractionRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listInfractions, async ({ query, project }) => {
    const { rows, total } = await listInfractions(db, query, project);
    return { data: rows.map(toInfraction), meta: gatewayMeta(total, query.page, query.limit) };
  });

  serve(app, pix.readInfraction, ({ params }, request) => readInfraction(db, actorOf(request), params.uuid));

  serve(app, pix.closeInfraction, ({ params, body }, request) =>
    changeInfraction(db, actorOf(request), params.uuid, { kind: 'close', input: body }),
  );

  serve(app, pix.cancelInfraction, ({ params }, request) =>
    changeInfraction(db, actorOf(request), params.uuid, { kind: 'cancel' }),
  );
}
