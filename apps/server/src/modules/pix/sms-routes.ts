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
import type { SmsSender } from './sms-adapter.ts';
import { checkToken, sendToken, smsOutbox } from './sms-service.ts';

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
    async (request) => smsOutbox(db, request, request.query),
  );
}
