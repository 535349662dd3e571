import type { ClientMetadata } from 'oidc-provider';
import { type Env, publicUrl } from '../config/env.ts';

/** The console as a registered client: where it may receive codes and land after logout. */
export interface ConsoleClientUris {
  /** Base URLs the console is served from (public URL, local variants, extra origins). */
  bases: string[];
  /** Origins of those bases: allowed for CORS and as form-action targets of the sign-in pages. */
  origins: string[];
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** Parses `OIDC_EXTRA_ORIGINS` (comma-separated origins, e.g. a dev server) into origins. */
export function parseExtraOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const url = URL.parse(entry);
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`OIDC_EXTRA_ORIGINS: "${entry}" is not an http(s) origin`);
      }
      return url.origin;
    });
}

export function consoleClientUris(
  env: Env,
  extraOrigins: string[] = parseExtraOrigins(process.env.OIDC_EXTRA_ORIGINS),
): ConsoleClientUris {
  const bases = [
    ...new Set([
      publicUrl(env),
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
      ...extraOrigins.map((origin) => origin.replace(/\/$/, '')),
    ]),
  ];
  return {
    bases,
    origins: [...new Set(bases.map((base) => new URL(base).origin))],
    redirectUris: bases.flatMap((base) => [`${base}/oidc-callback`, `${base}/en/oidc-callback`]),
    postLogoutRedirectUris: bases.flatMap((base) => [`${base}/`, `${base}/en`]),
  };
}

/** The console: a public client (no secret) using the authorization code flow with PKCE. */
export function consoleClientMetadata(env: Env, uris: ConsoleClientUris): ClientMetadata {
  return {
    client_id: env.OIDC_CLIENT_ID,
    client_name: 'Mentor',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: uris.redirectUris,
    post_logout_redirect_uris: uris.postLogoutRedirectUris,
  };
}
