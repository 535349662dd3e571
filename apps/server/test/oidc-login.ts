import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs in through the built-in provider over HTTP the way a browser does: authorization
 * request with PKCE, the login form, the consent step, the redirect back with a code, and the
 * token exchange. Needs a listening server; uses global fetch with a small cookie jar.
 */

export interface SignInTokens {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

export interface SignInOptions {
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  /** Cookie jar to use, so the caller keeps the provider's session (e.g. to test logout). */
  jar?: CookieJar;
  /** `prompt` parameter; `null` sends none, as the console does. */
  prompt?: string | null;
}

const DEFAULT_CLIENT_ID = 'mentor-console';
const DEFAULT_SCOPE = 'openid profile email offline_access';
const MAX_REDIRECTS = 20;

/** Cookies by name; enough for one host, since the provider's cookie paths never collide. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

interface Endpoints {
  authorization_endpoint: string;
  token_endpoint: string;
}

export async function discover(baseUrl: string): Promise<Endpoints> {
  const response = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery failed: HTTP ${response.status}`);
  const document: unknown = await response.json();
  const authorization = Reflect.get(Object(document), 'authorization_endpoint');
  const token = Reflect.get(Object(document), 'token_endpoint');
  if (typeof authorization !== 'string' || typeof token !== 'string')
    throw new Error('discovery without endpoints');
  return { authorization_endpoint: authorization, token_endpoint: token };
}

async function tokenRequest(tokenEndpoint: string, form: Record<string, string>): Promise<SignInTokens> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const body: unknown = await response.json();
  const field = (name: string): unknown => Reflect.get(Object(body), name);
  if (!response.ok) throw new Error(`token request failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  const accessToken = field('access_token');
  const idToken = field('id_token');
  const refreshToken = field('refresh_token');
  if (typeof accessToken !== 'string' || typeof idToken !== 'string') {
    throw new Error(`token response without tokens: ${JSON.stringify(body)}`);
  }
  return { accessToken, idToken, ...(typeof refreshToken === 'string' ? { refreshToken } : {}) };
}

export async function loginWithPassword(
  baseUrl: string,
  username: string,
  password: string,
  opts: SignInOptions = {},
): Promise<SignInTokens> {
  const clientId = opts.clientId ?? DEFAULT_CLIENT_ID;
  const redirectUri = opts.redirectUri ?? `${baseUrl}/oidc-callback`;
  const endpoints = await discover(baseUrl);
  const jar = opts.jar ?? new CookieJar();
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));

  const authorize = new URL(endpoints.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: opts.scope ?? DEFAULT_SCOPE,
    state,
    nonce,
    ...(opts.prompt === null ? {} : { prompt: opts.prompt ?? 'consent' }),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  let next: { url: string; form?: Record<string, string> } = { url: authorize.href };
  let submittedLogin = false;
  for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
    const response = await fetch(next.url, {
      redirect: 'manual',
      ...(next.form
        ? {
            method: 'POST',
            headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(next.form).toString(),
          }
        : { headers: { cookie: jar.header() } }),
    });
    jar.store(response);
    const location = response.headers.get('location');

    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(redirectUri)) {
        const error = target.searchParams.get('error');
        if (error)
          throw new Error(
            `authorization failed: ${error} ${target.searchParams.get('error_description') ?? ''}`,
          );
        if (target.searchParams.get('state') !== state)
          throw new Error('authorization response state mismatch');
        const code = target.searchParams.get('code');
        if (!code) throw new Error('authorization response without code');
        return tokenRequest(endpoints.token_endpoint, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        });
      }
      next = { url: target.href };
      continue;
    }

    const onLoginPage = response.status === 200 && /\/interaction\/[^/]+$/.test(new URL(next.url).pathname);
    if (onLoginPage && !submittedLogin) {
      await response.arrayBuffer();
      submittedLogin = true;
      next = { url: `${next.url}/login`, form: { username, password } };
      continue;
    }
    const text = await response.text();
    throw new Error(`sign-in stopped at ${next.url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  throw new Error('sign-in did not finish within the redirect limit');
}

export async function refresh(
  baseUrl: string,
  refreshToken: string,
  opts: { clientId?: string } = {},
): Promise<SignInTokens> {
  const endpoints = await discover(baseUrl);
  return tokenRequest(endpoints.token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: opts.clientId ?? DEFAULT_CLIENT_ID,
  });
}
