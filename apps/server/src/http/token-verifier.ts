import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

export interface TokenVerifier {
  verify(token: string): Promise<unknown>;
}

interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Public keys of the built-in issuer, read without an HTTP round trip. */
  localJwks?: () => Promise<JSONWebKeySet>;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
/** A token naming a key not loaded yet reloads the local keys at most once a second. */
const MISS_RELOAD_MS = 1_000;

/** Verifies access tokens: signature, algorithm allowlist, issuer, audience, expiry. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let keys: JWTVerifyGetKey | undefined;
  let localLoadedAt = 0;
  let missReloadedAt = 0;

  async function keySet(): Promise<JWTVerifyGetKey> {
    if (options.localJwks) {
      // Local keys rarely change; refresh them once a minute in case they were rotated.
      if (!keys || Date.now() - localLoadedAt > 60_000) {
        keys = createLocalJWKSet(await options.localJwks());
        localLoadedAt = Date.now();
      }
      return keys;
    }
    if (!keys) {
      const discovery = await fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!discovery.ok) throw new Error(`issuer discovery failed: ${discovery.status}`);
      const document: unknown = await discovery.json();
      const jwksUri =
        typeof document === 'object' && document !== null && 'jwks_uri' in document
          ? document.jwks_uri
          : undefined;
      if (typeof jwksUri !== 'string') throw new Error('issuer discovery has no jwks_uri');
      keys = createRemoteJWKSet(new URL(jwksUri));
    }
    return keys;
  }

  const verifyWith = async (token: string) =>
    jwtVerify(token, await keySet(), {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ALGORITHMS,
      clockTolerance: 5,
    });

  return {
    async verify(token) {
      try {
        return (await verifyWith(token)).payload;
      } catch (error) {
        // A key rotated in since the keys were loaded (here or by another server): reload the
        // local keys and try again. Only misses count towards the limit, not the regular loads,
        // so the first token of a new key is accepted however recently the keys were read.
        const mayReload = options.localJwks && Date.now() - missReloadedAt > MISS_RELOAD_MS;
        if (!(error instanceof errors.JWKSNoMatchingKey) || !mayReload) throw error;
        missReloadedAt = Date.now();
        keys = undefined;
        return (await verifyWith(token)).payload;
      }
    },
  };
}
