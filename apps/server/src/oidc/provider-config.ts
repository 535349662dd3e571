import { type Configuration, errors, type ResourceServerInfo } from 'oidc-provider';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { accessTokenClaims, loadStaffClaims, SCOPE_CLAIMS } from './account-claims.ts';
import { type ConsoleClientUris, consoleClientMetadata } from './console-client.ts';
import {
  CredentialClientAdapter,
  credentialTokenClaims,
  PLATFORM_API_AUDIENCE,
  PLATFORM_API_RESOURCE,
} from './credential-clients.ts';
import { type IdleExpiry, refreshTokenTtl, sessionTtl } from './idle-expiry.ts';
import type { SigningKeys } from './persistent-keys.ts';
import { postgresAdapterFactory } from './postgres-adapter.ts';
import { providerPages } from './provider-pages.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Lifetimes, in seconds. A sign-in lasts at most a working day, and ends sooner after
 * `IDLE_LIMIT_SECONDS` without activity (see idle-expiry.ts); access tokens are short.
 */
export const LIFETIMES = {
  accessToken: 5 * MINUTE,
  idToken: 5 * MINUTE,
  authorizationCode: MINUTE,
  interaction: 30 * MINUTE,
  /** Absolute: each rotation gets the idle limit again, but never beyond this from the sign-in. */
  refreshToken: 8 * HOUR,
  session: 8 * HOUR,
  grant: 8 * HOUR,
} as const;

export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** Scope of the API as a resource server; requested with `scope=... api` when wanted. */
export const API_SCOPE = 'api';

/**
 * Resource indicators must be absolute URIs (RFC 8707); the API's audience (`mentor-api`) is
 * not one, so it is wrapped in a URN unless it already is an absolute URI.
 */
export function apiResourceIndicator(audience: string): string {
  return URL.parse(audience) ? audience : `urn:mentor:${audience}`;
}

export interface ProviderSetup {
  db: Database;
  env: Env;
  uris: ConsoleClientUris;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  /** Path the provider is mounted at, as browsers see it (`/auth`). */
  mountPath: string;
  onBackgroundError: (error: unknown) => void;
}

/** Idle and absolute expiry of a sign-in, from the configuration. */
export function idleExpiry(env: Env): IdleExpiry {
  return { idleSeconds: env.IDLE_LIMIT_SECONDS, absoluteSeconds: LIFETIMES.session };
}

export function providerConfiguration(setup: ProviderSetup): Configuration {
  const { db, env, uris, mountPath } = setup;
  const expiry = idleExpiry(env);
  const clientId = env.OIDC_CLIENT_ID;
  const resource = apiResourceIndicator(env.OIDC_AUDIENCE);
  const resourceServer: ResourceServerInfo = {
    scope: API_SCOPE,
    audience: env.OIDC_AUDIENCE,
    accessTokenFormat: 'jwt',
    accessTokenTTL: LIFETIMES.accessToken,
    jwt: { sign: { alg: 'RS256' } },
  };
  // Tokens of API credentials (client-credentials grant) are for the platform's APIs only.
  const platformServer: ResourceServerInfo = {
    scope: API_SCOPE,
    audience: PLATFORM_API_AUDIENCE,
    accessTokenFormat: 'jwt',
    accessTokenTTL: LIFETIMES.accessToken,
    jwt: { sign: { alg: 'RS256' } },
  };
  const isCredential = (client: { clientId: string } | undefined) =>
    client !== undefined && client.clientId !== clientId;
  const storage = postgresAdapterFactory(db, setup.onBackgroundError);
  const pages = providerPages(`${uris.bases[0]}/`, uris.origins);
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: mountPath } as const;

  return {
    // Clients other than the console are API credentials, read from their own tables.
    adapter: (model) => (model === 'Client' ? new CredentialClientAdapter(db) : storage(model)),
    clients: [consoleClientMetadata(env, uris)],
    jwks: { keys: setup.signingKeys.keys },
    cookies: {
      keys: setup.cookieKeys,
      names: { session: 'mentor_auth', interaction: 'mentor_auth_interaction', resume: 'mentor_auth_resume' },
      long: cookieOptions,
      short: cookieOptions,
    },
    scopes: SCOPES,
    claims: SCOPE_CLAIMS,
    // Put the scope's claims in the ID token too (not only at userinfo), as Keycloak does.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const claims = await loadStaffClaims(db, sub, clientId);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => claims };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind === 'ClientCredentials' && token.clientId)
        return credentialTokenClaims(db, token.clientId);
      if (!token.accountId) return undefined;
      const claims = await loadStaffClaims(db, token.accountId, clientId);
      // `iat` has whole seconds; the millisecond tells a token issued just after its holder's
      // sessions were ended (a password reset) from one issued just before.
      return claims ? { ...accessTokenClaims(claims), issued_at_ms: Date.now() } : undefined;
    },
    clientBasedCORS: (_ctx, origin) => uris.origins.includes(origin),
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    renderError: pages.renderError,
    pkce: { required: () => true },
    rotateRefreshToken: true,
    // The console is a first-party client: it gets a refresh token with every sign-in, without
    // asking for offline_access and a consent prompt.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens live only as long as the sign-in session: signing out, the session's idle
    // limit or its 8 hours running out ends them, even though they come from offline_access.
    expiresWithSession: async () => true,
    ttl: {
      AccessToken: LIFETIMES.accessToken,
      ClientCredentials: LIFETIMES.accessToken,
      AuthorizationCode: LIFETIMES.authorizationCode,
      IdToken: LIFETIMES.idToken,
      Interaction: LIFETIMES.interaction,
      RefreshToken: refreshTokenTtl(expiry),
      Session: sessionTtl(expiry),
      Grant: LIFETIMES.grant,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, client) => (isCredential(client) ? PLATFORM_API_RESOURCE : resource),
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator, client) {
          if (isCredential(client)) {
            if (indicator !== PLATFORM_API_RESOURCE) throw new errors.InvalidTarget();
            return platformServer;
          }
          if (indicator !== resource) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
    },
  };
}
