import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import { type Env, issuerUrl } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { consoleClientUris } from './console-client.ts';
import { interactionRoutes } from './interactions.ts';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './persistent-keys.ts';
import { providerConfiguration } from './provider-config.ts';

/** The paths the provider serves under its mount (oidc-provider's default routes). */
const PROVIDER_PATHS = [
  /^\/auth(\/[^/]+)?$/,
  /^\/token(\/introspection|\/revocation)?$/,
  /^\/jwks$/,
  /^\/me$/,
  /^\/session\/end(\/confirm|\/success)?$/,
  /^\/\.well-known\/(openid-configuration|oauth-authorization-server)$/,
  /^\/(request|backchannel|challenge|credential|reg(\/[^/]+)?|device(\/auth|\/[^/]+)?)$/,
];

/** Where the provider answers; the issuer is `<public URL>/auth`. */
export const AUTH_PREFIX = '/auth';

export interface BuiltInSignIn {
  /** Public signing keys, for verifying access tokens in-process without fetching `/auth/jwks`. */
  localJwks: () => Promise<{ keys: JWK[] }>;
}

/**
 * Mounts the built-in OpenID Connect provider at `/auth` on the root Fastify instance.
 * Registers `@fastify/middie` when it is not registered yet. Call before `listen()`.
 */
export async function registerOidcProvider(
  app: FastifyInstance,
  opts: { db: Database; env: Env },
): Promise<BuiltInSignIn> {
  const { db, env } = opts;
  if (env.OIDC_ISSUER) {
    throw new Error('The built-in sign-in is not used when OIDC_ISSUER names an external issuer');
  }
  const issuer = issuerUrl(env);
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  if (mountPath !== AUTH_PREFIX) {
    throw new Error(`PUBLIC_URL must not have a path: the sign-in is served at ${AUTH_PREFIX}`);
  }

  const [signingKeys, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
  const uris = consoleClientUris(env);
  const provider = new Provider(
    issuer,
    providerConfiguration({
      db,
      env,
      uris,
      signingKeys,
      cookieKeys,
      mountPath,
      onBackgroundError: (error) => app.log.warn({ err: error }, 'sign-in storage purge failed'),
    }),
  );
  // Behind a configured reverse proxy the scheme and host come from X-Forwarded-* headers.
  provider.proxy = env.TRUSTED_PROXIES.length > 0;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'sign-in provider error'));

  await app.register(
    interactionRoutes({
      provider,
      db,
      mountPath,
      firstPartyClients: new Set([env.OIDC_CLIENT_ID]),
      formOrigins: uris.origins,
      consoleUrl: `${uris.bases[0]}/`,
    }),
  );

  if (!app.hasDecorator('use')) await app.register(middie);
  const handle = provider.callback();
  const interactionPrefix = '/interaction/';
  // Runs in onRequest, before Fastify reads any body, so the provider parses its own requests
  // (token, logout). The interaction pages are Fastify routes and pass through.
  app.use(mountPath, (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // Interaction pages are Fastify routes; a path the provider does not serve falls through to
    // the API's not-found answer (the JSON error body) instead of the provider's plain text.
    if (req.url?.startsWith(interactionPrefix) || !PROVIDER_PATHS.some((p) => p.test(pathname))) {
      next();
      return;
    }
    handle(req, res).catch(next);
  });

  return { localJwks: async () => publicJwks(signingKeys) };
}
