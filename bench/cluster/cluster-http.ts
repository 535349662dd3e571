import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { currentCode, demoTotpSecret } from '../../apps/server/src/platform/otp/otp-service.ts';
import { CookieJar, loginWithPassword, type SignInTokens } from '../../apps/server/test/oidc-login.ts';

/** Calls of the cluster suite: real sign-ins through the balancer, API calls to any address. */
export { CookieJar, loginWithPassword, type SignInTokens };

export const DEMO_PASSWORD = 'demo';

export interface Answer {
  status: number;
  body: unknown;
}

/** One API call with a bearer token; an Idempotency-Key on every write, a one-time code when given. */
export async function api(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; otp?: string; key?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.otp) headers['x-otp'] = options.otp;
  if (method !== 'GET') headers['idempotency-key'] = options.key ?? randomUUID();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/** A demo staff member's one-time code for the 30-second step `step` (now by default). */
export function demoOtp(username: string, step?: number): string {
  return currentCode(demoTotpSecret(username), step === undefined ? Date.now() : step * 30_000);
}

export const otpStep = () => Math.floor(Date.now() / 30_000);

/** The key id a JWT names in its header. */
export function keyIdOf(jwt: string): string {
  const [header = ''] = jwt.split('.');
  const parsed: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  const kid = Reflect.get(Object(parsed), 'kid');
  return typeof kid === 'string' ? kid : '';
}

/**
 * Opens the sign-in form through the balancer as a browser does (authorization request, the
 * redirect to the interaction page) and answers the form's path and the cookies that go with it.
 */
export async function openLoginForm(balancerUrl: string): Promise<{ jar: CookieJar; formPath: string }> {
  const jar = new CookieJar();
  const authorize = new URL(`${balancerUrl}/auth/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'mentor-console',
    redirect_uri: `${balancerUrl}/oidc-callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  let url = authorize.href;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const path = new URL(url).pathname;
    if (response.status === 200 && /\/interaction\/[^/]+$/.test(path)) return { jar, formPath: path };
    throw new Error(`sign-in form not reached: HTTP ${response.status} at ${url}`);
  }
  throw new Error('sign-in form not reached within 10 redirects');
}

/** Posts the sign-in form to one server directly; answers the HTTP status (401 wrong, 429 locked). */
export async function postLoginForm(
  serverUrl: string,
  form: { jar: CookieJar; formPath: string },
  username: string,
  password: string,
): Promise<number> {
  const response = await fetch(`${serverUrl}${form.formPath}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: form.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  form.jar.store(response);
  await response.arrayBuffer();
  return response.status;
}
