import { platform } from '@mentor/contract/platform-endpoints';
import { z } from 'zod';
import { issuerUrl } from '../config/env.ts';
import { actorOf } from '../http/actor.ts';
import type { App } from '../http/app-types.ts';
import { serve } from '../http/endpoint-route.ts';
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
