import { platform } from '@mentor/contract/platform-endpoints';
import { z } from 'zod';
import { issuerUrl } from '../config/env.ts';
import { actorOf } from '../http/actor.ts';
import type { App } from '../http/app-types.ts';
import { serve } from '../http/endpoint-route.ts';
import { HttpError } from '../http/errors.ts';
import { errorBodySchema } from '../http/schemas.ts';
import type { AppDeps } from './app-deps.ts';
import { hasAuthenticator } from './otp/otp-service.ts';
import { pingDatabase } from './platform-repository.ts';

/** The console's configuration document, the caller's own identity and the health check. */
export async function platformRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  // A NUL byte in the query is refused (plugins/input-guard.ts), as on every route.
  serve(app, platform.readConfig, async () => ({
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
  }));

  // Not an API operation: load balancers and the start-up script probe it.
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check: the server answers and reaches its database (503 while it cannot)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // Liveness: the process answers (a restart is the cure when it does not); no database needed.
  app.get(
    '/healthz/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers, with or without its database',
        response: { 200: z.object({ status: z.literal('ok') }), 422: errorBodySchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: what the balancer routes by. 503 while the server drains before it stops, or
  // while its database does not answer (the database gate answers that one at once).
  app.get(
    '/healthz/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while the server drains or cannot reach its database',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.literal('ok') }),
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async () => {
      if (app.draining()) throw new HttpError(503, 'Servidor em encerramento.');
      await pingDatabase(db);
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );

  serve(app, platform.readMe, async (_input, request) => {
    const { user } = actorOf(request);
    const enrolled = await hasAuthenticator(db, user.username);
    return {
      username: user.username,
      fullName: user.fullName,
      roles: user.realmRoles,
      permissions: user.permissions,
      multiProject: user.multiProject,
      projectId: user.projectId,
      otp: { enrolled },
    };
  });
}
