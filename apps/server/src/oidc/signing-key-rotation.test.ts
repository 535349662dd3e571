import { createLocalJWKSet, decodeProtectedHeader, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { loadEnv } from '../config/env.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';
import { nextSigningKeys, rotateSigningKeys } from './persistent-keys.ts';
import { rotationPolicy } from './register-oidc.ts';

let ctx: TestContext;

beforeAll(async () => {
  // Each server checks the stored keys every second here (five minutes by default).
  ctx = await startTestApp({ SIGNING_KEY_CHECK_SECONDS: '1' });
});

afterAll(async () => {
  await ctx?.close();
});

async function publishedJwks(): Promise<JSONWebKeySet> {
  const response = await fetch(`${ctx.baseUrl}/auth/jwks`);
  expect(response.status).toBe(200);
  return (await response.json()) as JSONWebKeySet;
}

/** Waits (up to 10 s) until the provider publishes keys matching `done`. */
async function untilPublished(done: (kids: string[]) => boolean): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const kids = (await publishedJwks()).keys.map((key) => String(key.kid));
    if (done(kids)) return kids;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the provider did not pick up the stored signing keys');
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

async function me(token: string): Promise<number> {
  const response = await fetch(`${ctx.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

describe('signing key rotation', () => {
  it('signs with a new key after rotation, verifies the old key’s tokens until they expire, then drops it', async () => {
    const policy = rotationPolicy(loadEnv({}));
    const oldToken = (await loginWithPassword(ctx.baseUrl, 'superadmin', DEMO_PASSWORD)).accessToken;
    const oldKid = kidOf(oldToken);
    expect(await me(oldToken)).toBe(200);

    const rotated = await rotateSigningKeys(ctx.handle.db, policy, { force: true });
    const newKid = rotated.keys[0]?.kid;
    expect(newKid).toBeDefined();
    expect(newKid).not.toBe(oldKid);
    expect(rotated.keys.map((key) => key.kid)).toContain(oldKid);
    await untilPublished((kids) => kids[0] === newKid && kids.includes(String(oldKid)));

    const newToken = (await loginWithPassword(ctx.baseUrl, 'superadmin', DEMO_PASSWORD)).accessToken;
    expect(kidOf(newToken)).toBe(newKid);
    expect(await me(newToken)).toBe(200);
    expect(await me(oldToken)).toBe(200);

    // Once every token of the old key has expired, the old key is removed.
    const later = Date.now() + policy.retainMs + 60_000;
    const pruned = await rotateSigningKeys(ctx.handle.db, policy, { now: later });
    expect(pruned.keys.map((key) => key.kid)).toEqual([newKid]);
    const kids = await untilPublished((published) => !published.includes(String(oldKid)));
    expect(kids).toEqual([newKid]);
    const jwks = createLocalJWKSet(await publishedJwks());
    await expect(jwtVerify(oldToken, jwks)).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);
    await expect(jwtVerify(newToken, jwks)).resolves.toBeDefined();
  });

  it('rotates when the signing key is older than the configured days, and not before', async () => {
    const policy = { rotateAfterMs: 10 * 86_400_000, retainMs: 10 * 60_000 };
    const start = Date.parse('2026-01-01T00:00:00Z');
    const first = await nextSigningKeys({ keys: [], dates: {} }, start, policy);
    expect(first.keys).toHaveLength(1);
    const kid = first.keys[0]?.kid ?? '';
    expect(await nextSigningKeys(first, start + 9 * 86_400_000, policy)).toEqual(first);
    const second = await nextSigningKeys(first, start + 10 * 86_400_000, policy);
    expect(second.keys.map((key) => key.kid)).toEqual([second.keys[0]?.kid, kid]);
    expect(second.dates[kid]).toEqual({ createdAt: start, retiredAt: start + 10 * 86_400_000 });
    // Kept for the retention time, gone after it.
    const during = await nextSigningKeys(second, start + 10 * 86_400_000 + 9 * 60_000, policy);
    expect(during.keys).toHaveLength(2);
    const after = await nextSigningKeys(second, start + 10 * 86_400_000 + 10 * 60_000, policy);
    expect(after.keys.map((key) => key.kid)).toEqual([second.keys[0]?.kid]);
    expect(Object.keys(after.dates)).toEqual([second.keys[0]?.kid]);
    // Rotation switched off: the key stays however old it is.
    const never = { ...policy, rotateAfterMs: 0 };
    expect(await nextSigningKeys(first, start + 1000 * 86_400_000, never)).toEqual(first);
  });
});
