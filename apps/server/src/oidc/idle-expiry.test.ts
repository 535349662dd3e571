import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CookieJar, loginWithPassword, refresh } from '../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from './password.ts';

/*
 * Idle expiry through the real provider: the provider decides expiry on its own clock
 * (Date.now()), so these tests move the process's Date forward instead of waiting.
 */

const PASSWORD = 'Ociosa-2026!';
const IDLE_SECONDS = 600;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ IDLE_LIMIT_SECONDS: String(IDLE_SECONDS) });
  const hash = await hashPassword(PASSWORD);
  await ctx.handle.db
    .insertInto('staff_user')
    .values(
      ['ivo.ocioso', 'iara.ativa', 'igor.saida'].map((username) => ({
        username,
        full_name: username,
        password_hash: hash,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await ctx?.close();
});

/** Moves the process's clock (the provider's) forward; timers keep running. */
function idleFor(seconds: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/**
 * Opens the console's authorization request with the browser's cookies, as opening any console
 * URL without a stored token does: `signed-in` when the provider's session answers with a code at
 * once, `password` when it shows the login form.
 */
async function openConsole(jar: CookieJar): Promise<'signed-in' | 'password'> {
  const redirectUri = `${ctx.baseUrl}/oidc-callback`;
  const authorize = new URL(`${ctx.baseUrl}/auth/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'mentor-console',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  let url = authorize.href;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, url);
      if (target.href.startsWith(redirectUri)) {
        expect(target.searchParams.get('code')).toEqual(expect.any(String));
        return 'signed-in';
      }
      url = target.href;
      continue;
    }
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('name="password"');
    return 'password';
  }
  throw new Error('the authorization request did not settle');
}

describe('idle expiry of refresh tokens and the provider session', () => {
  it('refuses a refresh after the idle limit and asks for the password again', async () => {
    const jar = new CookieJar();
    const tokens = await loginWithPassword(ctx.baseUrl, 'ivo.ocioso', PASSWORD, { jar, prompt: null });
    expect(await openConsole(jar)).toBe('signed-in');

    idleFor(IDLE_SECONDS + 60);
    await expect(refresh(ctx.baseUrl, tokens.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
    expect(await openConsole(jar)).toBe('password');
  });

  it('keeps a sign-in that renews within the limit, past the limit counted from the sign-in', async () => {
    const jar = new CookieJar();
    let tokens = await loginWithPassword(ctx.baseUrl, 'iara.ativa', PASSWORD, { jar, prompt: null });
    for (let renewal = 0; renewal < 3; renewal++) {
      idleFor(IDLE_SECONDS - 60);
      tokens = await refresh(ctx.baseUrl, tokens.refreshToken ?? '');
    }
    // 1,620 s after signing in, 540 s after the last renewal: the session was kept alive too.
    idleFor(IDLE_SECONDS - 60);
    expect(await openConsole(jar)).toBe('signed-in');

    const last = tokens.refreshToken ?? '';
    idleFor(IDLE_SECONDS + 1);
    await expect(refresh(ctx.baseUrl, last)).rejects.toThrow(/invalid_grant/);
  });

  it('ends the session and the refresh token at once when the console signs out with its ID token', async () => {
    const jar = new CookieJar();
    const tokens = await loginWithPassword(ctx.baseUrl, 'igor.saida', PASSWORD, { jar, prompt: null });
    const end = new URL(`${ctx.baseUrl}/auth/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${ctx.baseUrl}/`,
    }).toString();
    const page = await fetch(end, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(page);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page confirms by itself (no one is at an idle screen to press "Sair").
    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain("getElementById('op.logoutForm').submit()");
    const csp = page.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(html).toMatch(/<input type="hidden" form="op.logoutForm" name="logout" value="yes">/);

    // What the browser then posts: the form's fields.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await fetch(`${ctx.baseUrl}/auth/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    jar.store(confirm);
    expect(confirm.status).toBe(303);
    await expect(refresh(ctx.baseUrl, tokens.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
    expect(await openConsole(jar)).toBe('password');
  });

  it('asks for confirmation when the ID token names someone other than the session', async () => {
    const jar = new CookieJar();
    await loginWithPassword(ctx.baseUrl, 'ivo.ocioso', PASSWORD, { jar, prompt: null });
    const other = await loginWithPassword(ctx.baseUrl, 'iara.ativa', PASSWORD, { prompt: null });
    const end = new URL(`${ctx.baseUrl}/auth/session/end`);
    end.search = new URLSearchParams({ id_token_hint: other.idToken }).toString();
    const page = await fetch(end, { headers: { cookie: jar.header() }, redirect: 'manual' });
    const html = await page.text();
    expect(html).toContain('Sair do Mentor?');
    expect(html).not.toContain('<script>');
    expect(await openConsole(jar)).toBe('signed-in');
  });
});
