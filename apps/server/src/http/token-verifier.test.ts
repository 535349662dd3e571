import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, type TokenVerifier } from './token-verifier.ts';

const ISSUER = 'http://issuer.test/auth';
let sign: (
  claims: Record<string, unknown>,
  opts?: { iss?: string; aud?: string; exp?: string; key?: CryptoKey },
) => Promise<string>;
let verifier: TokenVerifier;
let otherKey: CryptoKey;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  verifier = createTokenVerifier({
    issuer: ISSUER,
    audience: 'mentor-api',
    localJwks: async () => ({ keys: [jwk] }),
  });
  sign = (claims, opts = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? 'mentor-api')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '5m')
      .sign(opts.key ?? privateKey);
});

describe('access token verification', () => {
  it('accepts a token of the issuer for the API', async () => {
    const payload = await verifier.verify(await sign({ preferred_username: 'ana' }));
    expect(payload).toMatchObject({ preferred_username: 'ana', iss: ISSUER });
  });

  it('refuses another issuer, another audience, an expired token and a foreign signature', async () => {
    await expect(verifier.verify(await sign({}, { iss: 'http://evil.test' }))).rejects.toThrow(/iss/);
    await expect(verifier.verify(await sign({}, { aud: 'other-api' }))).rejects.toThrow(/aud/);
    await expect(verifier.verify(await sign({}, { exp: '-1m' }))).rejects.toThrow(/exp/);
    await expect(verifier.verify(await sign({}, { key: otherKey }))).rejects.toThrow(/signature/);
  });

  it('refuses unsigned tokens', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ iss: ISSUER, aud: 'mentor-api' })).toString('base64url');
    await expect(verifier.verify(`${header}.${body}.`)).rejects.toThrow();
  });
});

describe('signing key rotation', () => {
  it('reloads the local keys when a token names a key it has not loaded yet', async () => {
    const first = await generateKeyPair('RS256');
    const second = await generateKeyPair('RS256');
    const jwk = async (key: CryptoKey, kid: string) => ({
      ...(await exportJWK(key)),
      kid,
      alg: 'RS256',
      use: 'sig',
    });
    let published = { keys: [await jwk(first.publicKey, 'old')] };
    let loads = 0;
    const rotating = createTokenVerifier({
      issuer: ISSUER,
      audience: 'mentor-api',
      localJwks: async () => {
        loads += 1;
        return published;
      },
    });
    const signWith = (key: CryptoKey, kid: string) =>
      new SignJWT({ preferred_username: 'ana' })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(ISSUER)
        .setAudience('mentor-api')
        .setExpirationTime('5m')
        .sign(key);
    // The clock stands still (Date only): "at most once a second" is read on it, not on the
    // machine's speed.
    vi.setSystemTime(new Date());
    try {
      const oldToken = await signWith(first.privateKey, 'old');
      await expect(rotating.verify(oldToken)).resolves.toMatchObject({ preferred_username: 'ana' });
      published = { keys: [await jwk(second.publicKey, 'new'), await jwk(first.publicKey, 'old')] };
      // The first token of the new key reloads the keys at once, however recent the last load.
      await expect(rotating.verify(await signWith(second.privateKey, 'new'))).resolves.toMatchObject({
        preferred_username: 'ana',
      });
      expect(loads).toBe(2);
      await expect(rotating.verify(oldToken)).resolves.toMatchObject({ preferred_username: 'ana' });
      // Tokens naming keys that do not exist reload at most once a second.
      const stranger = await generateKeyPair('RS256');
      const forged = await signWith(stranger.privateKey, 'forged');
      await expect(rotating.verify(forged)).rejects.toThrow();
      await expect(rotating.verify(forged)).rejects.toThrow();
      expect(loads).toBe(2);
      vi.setSystemTime(Date.now() + 2_000);
      await expect(rotating.verify(forged)).rejects.toThrow();
      expect(loads).toBe(3);
      await expect(rotating.verify(await signWith(second.privateKey, 'new'))).resolves.toMatchObject({
        preferred_username: 'ana',
      });
      expect(loads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
