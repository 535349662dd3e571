import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { gatewayMeta } from '../../http/paging.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listRefunds, toRefund } from './refund-repository.ts';
import { changeRefund, createRefund, readRefund } from './refund-service.ts';

/** Pix refund requests, MED (2nd doc §3, §4, §7): list, detail, create, close and cancel. */
export async function refundRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, pix.listRefunds, async ({ query, project }) => {
    const { rows, total } = await listRefunds(db, query, project);
    return { data: rows.map(toRefund), meta: gatewayMeta(total, query.page, query.limit) };
  });

  serve(app, pix.readRefund, ({ params }, request) => readRefund(db, actorOf(request), params.uuid));

  serve(app, pix.createRefund, ({ body }, request) => createRefund(db, actorOf(request), body));

  serve(app, pix.closeRefund, ({ params, body }, request) =>
    changeRefund(db, actorOf(request), params.uuid, { kind: 'close', input: body }),
  );

  serve(app, pix.cancelRefund, ({ params }, request) =>
    changeRefund(db, actorOf(request), params.uuid, { kind: 'cancel' }),
  );
}
