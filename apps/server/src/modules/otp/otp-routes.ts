import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/app-types.ts';
import { conflict } from '../../http/errors.ts';
import { requireUser } from '../../http/project-scope.ts';
import { errorResponses } from '../../http/schemas.ts';
import { audit } from '../audit/audit-service.ts';
import { newSecret, totpFor } from './otp-service.ts';

const enrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_code_data_url: z.string(),
});

/**
 * One-time-code enrolment. A staff member without a secret enrols one (shown once as a QR
 * code); replacing an existing secret needs a valid code from the current one.
 */
export async function otpRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/otp/status',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['otp'],
        response: {
          200: z.object({ enrolled: z.boolean(), enrolled_at: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('staff_user')
        .select(['totp_secret', 'totp_enrolled_at'])
        .where('username', '=', user.username)
        .executeTakeFirst();
      return {
        enrolled: Boolean(row?.totp_secret),
        enrolled_at: row?.totp_enrolled_at?.toISOString() ?? null,
      };
    },
  );

  const enrol = async (request: FastifyRequest, action: 'CREATE' | 'UPDATE') => {
    const { username, fullName } = requireUser(request);
    const secret = newSecret();
    const uri = totpFor(secret, username).toString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('staff_user')
        .values({ username, full_name: fullName, totp_secret: secret, totp_enrolled_at: new Date() })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet({ totp_secret: secret, totp_enrolled_at: new Date() }),
        )
        .execute();
      await audit(trx, request, {
        tableContext: 'staff_user_otp',
        recordId: username,
        action,
        after: { enrolled: true },
      });
    });
    return { secret, otpauth_uri: uri, qr_code_data_url: await QRCode.toDataURL(uri) };
  };

  app.post(
    '/api/v1/otp/enrollment',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['otp'],
        summary: 'Enrol a first authenticator',
        response: { 201: enrolmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('staff_user')
        .select(['totp_secret'])
        .where('username', '=', user.username)
        .executeTakeFirst();
      if (row?.totp_secret)
        throw conflict('Já existe um autenticador cadastrado. Use a troca de autenticador.');
      return reply.status(201).send(await enrol(request, 'CREATE'));
    },
  );

  app.put(
    '/api/v1/otp/enrollment',
    {
      config: { policy: { permission: null, otp: true } },
      schema: {
        tags: ['otp'],
        summary: 'Replace the authenticator (needs a current code)',
        response: { 200: enrolmentSchema, ...errorResponses },
      },
    },
    async (request) => enrol(request, 'UPDATE'),
  );
}
