import {
  gatewayPagedSchema,
  smsCheckResponseSchema,
  smsCodeSchema,
  smsOutboxItemSchema,
  smsOutboxQuerySchema,
  smsSendResponseSchema,
} from '@mentor/contract/pix';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import { gatewayMeta, offsetOf } from './gateway-paging.ts';
import { whiteLabelScope } from './pix-scope.ts';
import type { SmsSender } from './sms-adapter.ts';
import { checkToken, sendToken } from './sms-service.ts';

const policy = { policy: { permission: 'manage_devices' } } as const;
const accountParams = z.object({ whiteLabel: z.string().uuid(), account: z.string().uuid() });

/** SMS confirmation codes for device authorisation, and the local outbox. */
export async function smsRoutes(app: App, { db }: AppDeps, sender: SmsSender): Promise<void> {
  app.post(
    '/gateway/spe-n-token/v1/token-code/:whiteLabel/:account',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: "Send a six-digit code to the account's phone",
        params: accountParams,
        response: { 200: smsSendResponseSchema, ...errorResponses },
      },
    },
    async (request) => sendToken(db, request, sender, request.params.whiteLabel, request.params.account),
  );

  app.get(
    '/gateway/spe-n-token/v1/token-code/:whiteLabel/:account/:token',
    {
      config: policy,
      schema: {
        tags: ['pix'],
        summary: 'Check a code; a valid one is then spent by the device authorisation',
        params: accountParams.extend({ token: smsCodeSchema }),
        response: { 200: smsCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      checkToken(db, request, request.params.whiteLabel, request.params.account, request.params.token),
  );

  app.get(
    '/gateway/spe-n-token/v1/sms-outbox',
    {
      // A developer tool: an explicit grant only (demo staff), never bypass_permission.
      config: { policy: { permission: 'read_sms_outbox_dev', explicit: true } },
      schema: {
        tags: ['pix'],
        summary:
          'Messages written by the local SMS adapter, newest first (developer permission read_sms_outbox_dev)',
        querystring: smsOutboxQuerySchema,
        response: { 200: gatewayPagedSchema(smsOutboxItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = whiteLabelScope(request);
      let query = db
        .selectFrom('sms_outbox as o')
        .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'o.uuid_account_payment')
        .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
        .select(['o.id', 'o.uuid_account_payment', 'o.phone', 'o.body', 'o.created_at']);
      if (scope !== null) query = query.where('wl.project_id', '=', scope);
      if (q.uuidAccountPayment) query = query.where('o.uuid_account_payment', '=', q.uuidAccountPayment);
      const [rows, count] = await Promise.all([
        query.orderBy('o.id', 'desc').limit(q.limit).offset(offsetOf(q.page, q.limit)).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          uuidAccountPayment: r.uuid_account_payment,
          phone: r.phone,
          body: r.body,
          createdAt: r.created_at.toISOString(),
        })),
        meta: gatewayMeta(Number(count.n), q.page, q.limit),
      };
    },
  );
}
