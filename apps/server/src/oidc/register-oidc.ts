import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import { type Env, issuerUrl } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createTokenVerifier } from '../http/token-verifier.ts';
import { consoleClientUris } from './console-client.ts';
import { verifyCredentialSecret } from './credential-clients.ts';
import { keepSessionAliveOnRenewal } from './idle-expiry.ts';
import { interactionRoutes } from './interactions.ts';
import { localMailSender } from './mail-outbox.ts';
import {
  keyIds,
  loadCookieKeys,
  loadSigningKeys,
  publicJwks,
  type RotationPolicy,
  rotateSigningKeys,
  type SigningKeys,
} from './persistent-keys.ts';
import { idleExpiry, LIFETIMES, providerConfiguration, SCOPES } from './provider-config.ts';
import { consoleUserinfo } from './userinfo.ts';

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
  /** Rotates the signing keys when due (or when forced) and starts signing with what is stored. */
  checkSigningKeys: (options?: { now?: number; force?: boolean }) => Promise<void>;
}

const DAY_MS = 86_400_000;
/** How often each server reads the stored key ids, to follow a rotation made by another server. */
export const SIGNING_KEY_WATCH_MS = 2_000;
/** Slack past a token's lifetime before its key goes: clock skew between servers and clients. */
const RETAIN_MARGIN_MS = 5 * 60_000;

/** Rotation from the configuration; old keys verify as long as the longest-lived signed token. */
export function rotationPolicy(env: Env): RotationPolicy {
  return {
    rotateAfterMs: env.SIGNING_KEY_ROTATION_DAYS * DAY_MS,
    retainMs: Math.max(LIFETIMES.accessToken, LIFETIMES.idToken) * 1000 + RETAIN_MARGIN_MS,
  };
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

  const policy = rotationPolicy(env);
  const [initialKeys, cookieKeys] = await Promise.all([rotateSigningKeys(db, policy), loadCookieKeys(db)]);
  const uris = consoleClientUris(env);

  // The provider reads its keys once, when built; a rotation builds a new one over the same
  // storage (sessions, grants and tokens live in PostgreSQL), and requests go to the newest.
  function buildProvider(signingKeys: SigningKeys): Provider {
    const built = new Provider(
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
    // Credential secrets are stored as digests and may have a replaced one in its grace window:
    // the comparison is ours (the provider finds clients through CredentialClientAdapter).
    built.Client.prototype.compareClientSecret = function compareClientSecret(
      this: { clientId: string },
      actual,
    ) {
      return verifyCredentialSecret(db, this.clientId, actual);
    };
    keepSessionAliveOnRenewal(built, idleExpiry(env));
    // Behind a configured reverse proxy the scheme and host come from X-Forwarded-* headers.
    built.proxy = env.TRUSTED_PROXIES.length > 0;
    built.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'sign-in provider error'));
    return built;
  }
  let signingKeys = initialKeys;
  let current = buildProvider(signingKeys);
  let handle = current.callback();
  const provider = currentProviderView(() => current);

  function useKeys(stored: SigningKeys): void {
    if (keyIds(stored) === keyIds(signingKeys)) return;
    current = buildProvider(stored);
    handle = current.callback();
    signingKeys = stored;
    app.log.info({ kid: stored.keys[0]?.kid, keys: stored.keys.length }, 'signing keys changed');
  }
  async function checkSigningKeys(options: { now?: number; force?: boolean } = {}): Promise<void> {
    useKeys(await rotateSigningKeys(db, policy, options));
  }
  const timer = setInterval(() => {
    checkSigningKeys().catch((error: unknown) => app.log.warn({ err: error }, 'signing key check failed'));
  }, env.SIGNING_KEY_CHECK_SECONDS * 1000);
  timer.unref();
  // Keys rotated by another server (or by an operator) are signed with, published and accepted
  // here within seconds: a plain read of the stored key ids, without the rotation's row lock.
  const watch = setInterval(() => {
    loadSigningKeys(db)
      .then(useKeys)
      .catch((error: unknown) => app.log.debug({ err: error }, 'signing key watch failed'));
  }, SIGNING_KEY_WATCH_MS);
  watch.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(watch);
  });

  await app.register(
    interactionRoutes({
      provider,
      db,
      mountPath,
      firstPartyClients: new Set([env.OIDC_CLIENT_ID]),
      formOrigins: uris.origins,
      consoleUrl: `${uris.bases[0]}/`,
      deviceKeys: cookieKeys,
      mail: localMailSender,
    }),
  );

  const localJwks = async () => publicJwks(await loadSigningKeys(db));
  const userinfo = consoleUserinfo({
    db,
    clientId: env.OIDC_CLIENT_ID,
    signInScopes: SCOPES,
    verifier: createTokenVerifier({ issuer, audience: env.OIDC_AUDIENCE, localJwks }),
  });

  if (!app.hasDecorator('use')) await app.register(middie);
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
    if (pathname === '/me') {
      // The console's access tokens are answered at userinfo too (see userinfo.ts).
      userinfo(req, res)
        .then((answered) => (answered ? undefined : handle(req, res)))
        .catch(next);
      return;
    }
    handle(req, res).catch(next);
  });

  return {
    localJwks,
    checkSigningKeys,
  };
}

/**
 * The provider the interaction routes talk to: always the newest one. Methods are bound to it
 * (the provider keeps its state in a private cache keyed by the instance); getters such as
 * `Grant` are read from it as they are.
 */
function currentProviderView(current: () => Provider): Provider {
  return new Proxy({} as Provider, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      const method = Object.getOwnPropertyDescriptor(Provider.prototype, property)?.value;
      return typeof value === 'function' && value === method ? value.bind(target) : value;
    },
  });
}
