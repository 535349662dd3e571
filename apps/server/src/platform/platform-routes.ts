import { consoleConfigSchema, meSchema } from '@mentor/contract/platform';
import { sql } from 'kysely';
import { z } from 'zod';
import { issuerUrl } from '../config/env.ts';
import type { App } from '../http/app-types.ts';
import { requireUser } from '../http/project-scope.ts';
import { errorBodySchema, errorResponses } from '../http/schemas.ts';
import type { AppDeps } from './app-deps.ts';

/** The console's configuration document and the caller's own identity. */
export async function platformRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Console configuration document',
        // A NUL byte in the query is refused (plugins/input-guard.ts), as on every route.
        response: { 200: consoleConfigSchema, 422: errorBodySchema },
      },
    },
    async () => ({
      productName: 'Mentor',
      environment: env.NODE_ENV,
      auth: {
        authority: issuerUrl(env),
        clientId: env.OIDC_CLIENT_ID,
        scope: 'openid profile email',
        realm: env.OIDC_ISSUER
          ? (new URL(env.OIDC_ISSUER).pathname.split('/').filter(Boolean).pop() ?? 'mentor')
          : 'mentor',
        redirectPath: '/oidc-callback',
        postLogoutRedirectPath: '/',
      },
      api: {
        mainBaseUrl: '/api',
        backofficeBaseUrl: '/gateway',
        backofficeClientId: 'mentor-backoffice',
        otpHeader: 'x-otp',
      },
      idleLimitSeconds: env.IDLE_LIMIT_SECONDS,
      postcodeBaseUrl: env.POSTCODE_BASE_URL,
      logoBaseUrl: '/logos',
    }),
  );

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health check: the server answers and reaches its database (503 while it cannot)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/api/v1/me',
    {
      config: { policy: { permission: null } },
      schema: {
        tags: ['platform'],
        summary: 'The signed-in staff member',
        response: { 200: meSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('staff_user')
        .select(['totp_secret'])
        .where('username', '=', user.username)
        .executeTakeFirst();
      return {
        username: user.username,
        fullName: user.fullName,
        roles: user.realmRoles,
        permissions: user.permissions,
        multiProject: user.multiProject,
        projectId: user.projectId,
        otp: { enrolled: Boolean(row?.totp_secret) },
      };
    },
  );
}
