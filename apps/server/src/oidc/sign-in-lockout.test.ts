import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from './password.ts';
import { SIGN_IN_NOTICE_TOPIC } from './sign-in-notice.ts';

/*
 * Someone who types wrong passwords for a colleague's username locks out only themselves: the
 * owner still signs in with the right password, from another address or from their own browser
 * at the same address. The server believes X-Forwarded-For from loopback here, so each test
 * chooses the address its requests come from.
 */

const PASSWORD = 'Certa-2026!';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  const hash = await hashPassword(PASSWORD);
  await ctx.handle.db
    .insertInto('staff_user')
    .values(
      ['vera.vitima', 'vitor.vitima', 'valter.vitima'].map((username) => ({
        username,
        full_name: username,
        email: `${username}@example.com.br`,
        password_hash: hash,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
});

afterAll(async () => {
  await ctx?.close();
});

/** A browser: its cookies and the address it comes from. */
function browser(address: string) {
  return { jar: new CookieJar(), address };
}
type Browser = ReturnType<typeof browser>;

/** Opens the login page of a new authorization request in `who`'s browser. */
async function loginPage(who: Browser): Promise<string> {
  const authorize = new URL(`${ctx.baseUrl}/auth/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'mentor-console',
    redirect_uri: `${ctx.baseUrl}/oidc-callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const start = await fetch(authorize, {
    redirect: 'manual',
    headers: { cookie: who.jar.header(), 'x-forwarded-for': who.address },
  });
  who.jar.store(start);
  const loginUrl = new URL(start.headers.get('location') ?? '', ctx.baseUrl).href;
  expect(loginUrl).toMatch(/\/auth\/interaction\/[\w-]+$/);
  return loginUrl;
}

async function typePassword(who: Browser, loginUrl: string, username: string, password: string) {
  const response = await fetch(`${loginUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: who.jar.header(),
      'x-forwarded-for': who.address,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ username, password }).toString(),
  });
  who.jar.store(response);
  await response.arrayBuffer();
  return response.status;
}

/** Signs in from scratch: 303 on to the console when the password was accepted. */
async function signIn(who: Browser, username: string, password = PASSWORD) {
  return typePassword(who, await loginPage(who), username, password);
}

async function notices(username: string) {
  return ctx.handle.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body'])
    .where('recipient', '=', `${username}@example.com.br`)
    .where('topic', '=', SIGN_IN_NOTICE_TOPIC)
    .execute();
}

describe('sign-in lockout', () => {
  it('locks the guesser out after 10 wrong passwords, not the owner from another address', async () => {
    const attacker = browser('203.0.113.66');
    const page = await loginPage(attacker);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await typePassword(attacker, page, 'vera.vitima', 'chute')).toBe(401);
    }
    // The guesser gets no 11th guess, the right password included.
    expect(await typePassword(attacker, page, 'Vera.Vitima', PASSWORD)).toBe(429);

    expect(await signIn(browser('198.51.100.20'), 'vera.vitima')).toBe(303);

    const sent = await notices('vera.vitima');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Mentor: tentativas de entrar com a sua conta');
    expect(sent[0]?.body).toContain('203.0.113.66');
  });

  it('lets the owner in from their own browser at the guesser’s address', async () => {
    const office = '192.0.2.10';
    const owner = browser(office);
    expect(await signIn(owner, 'vitor.vitima')).toBe(303);

    const colleague = browser(office);
    const page = await loginPage(colleague);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await typePassword(colleague, page, 'vitor.vitima', 'chute')).toBe(401);
    }
    expect(await typePassword(colleague, page, 'vitor.vitima', PASSWORD)).toBe(429);

    // A fresh authorization in the owner's browser (the device cookie it got at sign-in).
    const ownerAgain = { jar: owner.jar, address: office };
    expect(await signIn(ownerAgain, 'vitor.vitima')).toBe(303);
  });

  it('slows guesses from many addresses down to one per 45 seconds, checking none of the others', async () => {
    const guess = (n: number) =>
      signIn(browser(`198.18.0.${n}`), 'valter.vitima', n === 14 ? PASSWORD : 'chute');
    for (let n = 1; n <= 10; n++) expect(await guess(n)).toBe(401);
    // Past the username's free attempts: one goes through, the next ones wait.
    expect(await guess(11)).toBe(401);
    expect(await guess(12)).toBe(429);
    expect(await guess(13)).toBe(429);
    // Refused unchecked: even the right password.
    expect(await guess(14)).toBe(429);
    ctx.clock.advance(45_000);
    expect(await guess(14)).toBe(303);
    expect((await notices('valter.vitima')).map((n) => n.body)).toEqual([
      expect.stringContaining('vindas de vários lugares'),
    ]);
  });
});
