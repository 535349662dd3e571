import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { enrol, otpStatus } from './otp-enrolment-service.ts';

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
        summary: "Whether the caller's authenticator is enrolled, and since when",
        response: {
          200: z.object({ enrolled: z.boolean(), enrolled_at: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => otpStatus(db, request),
  );

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
    async (request, reply) => reply.status(201).send(await enrol(db, request, 'CREATE')),
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
    async (request) => enrol(db, request, 'UPDATE'),
  );
}
