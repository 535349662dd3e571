import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';

/**
 * Signed-in sessions for the browser tests, without the login page.
 *
 * The setup project (auth.setup.ts) signs each demo console user in once through the real login
 * page and saves the browser state: the identity provider's session cookie (`mentor_auth`, under
 * /auth, 8 hours) and the console's local storage, where oidc-client-ts keeps the signed-in user
 * (`oidc.user:<authority>:<client>`: access, ID and refresh tokens, expiry, profile).
 *
 * That saved user is not handed to the tests as it is. Access tokens live 5 minutes and the
 * console renews one with under a minute left using its refresh token; refresh tokens rotate,
 * and the provider treats a second use of a spent refresh token as theft and revokes the whole
 * grant. Tests sharing one saved refresh token (two workers at once, or one after a renewal)
 * would knock each other out. So each test gets tokens of its own: {@link freshState} runs the
 * console's own authorization-code + PKCE exchange with the saved provider session (the provider
 * answers at once, the user being signed in), which yields a new access token valid for the full
 * 5 minutes and a refresh token that only this test ever uses. The console in the test renews it
 * as usual when a test outlasts it.
 *
 * A test that ends the provider session (signing out, idle logout) must use the real sign-in of
 * support/login.ts instead, or it would end the saved session for every other test.
 */

/** The console's sign-in settings, as GET /api/config serves them. */
interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  redirectPath: string;
}

interface SavedState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

interface TokenAnswer {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  expires_in: number;
}

/** Where the setup project saves a user's browser state (the run's git-ignored output folder). */
export function savedStatePath(username: string): string {
  const folder = path.join(test.info().project.outputDir, '.auth');
  mkdirSync(folder, { recursive: true });
  return path.join(folder, `${username}.json`);
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

let authConfig: Promise<AuthConfig> | undefined;

async function consoleAuthConfig(api: APIRequestContext): Promise<AuthConfig> {
  authConfig ??= (async () => {
    const response = await api.get('/api/config');
    expect(response.status(), 'GET /api/config').toBe(200);
    const config = (await response.json()) as { auth: AuthConfig };
    return config.auth;
  })();
  return authConfig;
}

/**
 * Runs the console's sign-in (authorization code with PKCE, as oidc-client-ts sends it) against
 * the identity provider with the saved provider session, and answers the new tokens.
 */
async function exchangeForTokens(api: APIRequestContext, baseURL: string, username: string) {
  const auth = await consoleAuthConfig(api);
  const verifier = base64url(randomBytes(32));
  const redirectUri = `${baseURL}${auth.redirectPath}`;
  const query = new URLSearchParams({
    client_id: auth.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: auth.scope,
    state: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  });
  let next = `${auth.authority}/auth?${query}`;
  let code: string | null = null;
  // The provider redirects straight back with a code (or through its consent step, which the
  // console's first-party client is granted without a prompt); a login page means no session.
  for (let hop = 0; hop < 10 && code === null; hop += 1) {
    const response = await api.get(next, { maxRedirects: 0 });
    const location = response.headers().location;
    if (!location) {
      throw new Error(
        `${username}: the identity provider answered ${response.status()} at ${next} instead of a ` +
          'redirect; the saved session of the setup project is no longer signed in',
      );
    }
    const target = new URL(location, next);
    if (`${target.origin}${target.pathname}` === redirectUri) {
      code = target.searchParams.get('code');
      if (!code) throw new Error(`${username}: sign-in refused: ${target.search}`);
    }
    next = target.toString();
  }
  if (code === null) throw new Error(`${username}: the identity provider never sent a code back`);
  const response = await api.post(`${auth.authority}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: auth.clientId,
      code_verifier: verifier,
    },
  });
  expect(response.status(), `${username}: token exchange ${await response.text()}`).toBe(200);
  return { auth, tokens: (await response.json()) as TokenAnswer };
}

/**
 * The user's saved browser state with tokens of its own (see the top of this file): cookies as
 * saved, local storage as saved except for the signed-in user, whose tokens are new.
 */
export async function freshState(username: string, baseURL: string): Promise<SavedState> {
  const file = savedStatePath(username);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
  const api = await request.newContext({ baseURL, storageState: file });
  try {
    const { auth, tokens } = await exchangeForTokens(api, baseURL, username);
    const key = `oidc.user:${auth.authority}:${auth.clientId}`;
    const origins = saved.origins.map((origin) => ({
      origin: origin.origin,
      localStorage: origin.localStorage.map((item) => {
        if (item.name !== key) return item;
        const user = JSON.parse(item.value) as Record<string, unknown>;
        return {
          name: item.name,
          value: JSON.stringify({
            ...user,
            id_token: tokens.id_token,
            access_token: tokens.access_token,
            refresh_token: tokens.refresh_token,
            token_type: tokens.token_type,
            scope: tokens.scope ?? user.scope,
            expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
          }),
        };
      }),
    }));
    const stored = origins.some((origin) => origin.localStorage.some((item) => item.name === key));
    expect(stored, `${username}: the saved state holds the signed-in user under ${key}`).toBe(true);
    return { cookies: saved.cookies, origins };
  } finally {
    await api.dispose();
  }
}

/**
 * Opens `path` already signed in as `username`: puts the user's saved state, with tokens of its
 * own, into the page's (still empty) browser context and waits for the console frame. The
 * console's start is the same as for a returning user; the login page is not involved.
 */
export async function openAs(page: Page, username: string, path = '/'): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const state = await freshState(username, baseURL);
  await page.context().addCookies(state.cookies);
  // Local storage is written from a page of the console's origin: the health check is the
  // lightest one (no console code runs there), then the console opens with the user stored.
  for (const origin of state.origins) {
    await page.goto(`${origin.origin}/healthz`);
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, origin.localStorage);
  }
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: /Menu principal|Main menu/ })).toBeVisible();
}

/** A new page in a browser context of its own, signed in as `username` at `path`. */
export async function newPageAs(
  browser: { newPage(): Promise<Page> },
  username: string,
  path = '/',
): Promise<Page> {
  const page = await browser.newPage();
  await openAs(page, username, path);
  return page;
}
