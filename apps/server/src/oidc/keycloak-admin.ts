import KeycloakAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import { HttpError } from '../http/errors.ts';

/** A Keycloak realm's admin API, reached with a service-account client of that realm. */
export interface KeycloakAdminOptions {
  /** Realm URL, e.g. https://sso.example.com/realms/mentor. */
  issuer: string;
  /** Confidential client with a service account (KEYCLOAK_ADMIN_CLIENT_ID / _SECRET). */
  clientId: string;
  clientSecret: string;
  /** Limit of one admin call, token request included. */
  timeoutMs?: number;
}

export interface KeycloakAdmin {
  client: KeycloakAdminClient;
  /** The realm named by the issuer. */
  realm: string;
}

/** The token is renewed this long before it expires, so no call goes out with a dying one. */
const RENEW_BEFORE_MS = 30_000;
/** Used when the access token carries no readable `exp`. */
const FALLBACK_LIFETIME_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;

/** `https://sso.example.com/realms/mentor` → server base URL and realm name. */
export function splitIssuer(issuer: string): { baseUrl: string; realm: string } {
  const match = /^(.*)\/realms\/([^/]+)\/?$/.exec(issuer);
  if (!match?.[1] || !match[2]) throw new Error(`OIDC_ISSUER does not name a Keycloak realm: ${issuer}`);
  return { baseUrl: match[1], realm: decodeURIComponent(match[2]) };
}

/** When the access token expires (ms), read from its `exp` claim. */
function expiryOf(token: string | undefined, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload?.exp === 'number') return payload.exp * 1000;
  } catch {
    // Not a JWT: the fallback lifetime applies.
  }
  return now + FALLBACK_LIFETIME_MS;
}

/**
 * The admin client of `@keycloak/keycloak-admin-client`, authenticated with the client-credentials
 * grant. Keycloak issues no refresh token for that grant, so the access token is requested again
 * shortly before it expires; concurrent calls share one token request.
 */
export function keycloakAdmin(options: KeycloakAdminOptions): KeycloakAdmin {
  const { baseUrl, realm } = splitIssuer(options.issuer);
  const client = new KeycloakAdminClient({
    baseUrl,
    realmName: realm,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  let expiresAt = 0;
  let pending: Promise<void> | null = null;
  const renew = async () => {
    try {
      await client.auth({
        grantType: 'client_credentials',
        clientId: options.clientId,
        clientSecret: options.clientSecret,
      });
    } catch (error) {
      if (error instanceof NetworkError) {
        throw new HttpError(502, `O provedor de identidade recusou o acesso (${error.response.status}).`);
      }
      throw unreachable(error);
    }
    expiresAt = expiryOf(client.accessToken, Date.now());
  };
  client.registerTokenProvider({
    async getAccessToken() {
      if (!client.accessToken || Date.now() >= expiresAt - RENEW_BEFORE_MS) {
        pending ??= renew().finally(() => {
          pending = null;
        });
        await pending;
      }
      return client.accessToken;
    },
  });
  return { client, realm };
}

/** How a directory answers Keycloak's 404 and 409 for one call; any other refusal is a 502. */
export interface KeycloakAnswers {
  notFound?: () => HttpError;
  conflict?: () => HttpError;
}

function unreachable(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  if (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (error instanceof TypeError && /fetch/i.test(error.message))
  ) {
    return new HttpError(502, 'O provedor de identidade não respondeu.');
  }
  return error;
}

/** Runs one admin call and turns Keycloak's refusals into the console's errors. */
export async function keycloakCall<T>(call: () => Promise<T>, answers: KeycloakAnswers = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof NetworkError) {
      const status = error.response.status;
      if (status === 404 && answers.notFound) throw answers.notFound();
      if (status === 409 && answers.conflict) throw answers.conflict();
      throw new HttpError(502, `O provedor de identidade recusou a operação (${status}).`);
    }
    throw unreachable(error);
  }
}
