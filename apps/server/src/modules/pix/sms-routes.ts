import { pix } from '@mentor/contract/pix-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { SmsSender } from './sms-adapter.ts';
import { checkToken, sendToken, smsOutbox } from './sms-service.ts';

/** SMS confirmation codes for device authorisation, and the local outbox. */
export async function smsRoutes(app: App, { db }: AppDeps, sender: SmsSender): Promise<void> {
  serve(app, pix.sendSmsCode, ({ params }, request) =>
    sendToken(db, actorOf(request), sender, params.whiteLabel, params.account, request.log),
  );

  serve(app, pix.checkSmsCode, ({ params }, request) =>
    checkToken(db, actorOf(request), params.whiteLabel, params.account, params.token),
  );

  serve(app, pix.listSmsOutbox, ({ query }, request) => smsOutbox(db, actorOf(request), query));
}
