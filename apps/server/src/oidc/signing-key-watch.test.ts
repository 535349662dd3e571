import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { loadEnv } from '../config/env.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';
import { rotateSigningKeys } from './persistent-keys.ts';
import { rotationPolicy, SIGNING_KEY_WATCH_MS } from './register-oidc.ts';

let ctx: TestContext;

beforeAll(async () => {
  // The rotation check keeps its default (every five minutes): only the watch can see the change.
  ctx = await startTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function publishedKids(): Promise<string[]> {
  const response = await fetch(`${ctx.baseUrl}/auth/jwks`);
  expect(response.status).toBe(200);
  return ((await response.json()) as JSONWebKeySet).keys.map((key) => String(key.kid));
}

describe('signing keys rotated by another server', () => {
  it('are published, signed with and accepted in ID tokens within seconds, not at the next rotation check', async () => {
    const before = await publishedKids();
    // Another server rotating: the stored key set changes, this server is not told.
    const rotated = await rotateSigningKeys(ctx.handle.db, rotationPolicy(loadEnv({})), { force: true });
    const newKid = rotated.keys[0]?.kid ?? '';
    expect(before).not.toContain(newKid);

    const deadline = Date.now() + SIGNING_KEY_WATCH_MS + 3_000;
    let kids = await publishedKids();
    while (kids[0] !== newKid && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      kids = await publishedKids();
    }
    expect(kids[0]).toBe(newKid);
    expect(kids).toEqual(expect.arrayContaining(before));

    const tokens = await loginWithPassword(ctx.baseUrl, 'superadmin', DEMO_PASSWORD);
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe(newKid);
    // The provider itself accepts an ID token of the new key (sign-out with id_token_hint).
    const end = new URL(`${ctx.baseUrl}/auth/session/end`);
    end.search = new URLSearchParams({ id_token_hint: tokens.idToken }).toString();
    const page = await fetch(end, { redirect: 'manual' });
    await page.arrayBuffer();
    expect(page.status).toBe(200);
  }, 60_000);
});
