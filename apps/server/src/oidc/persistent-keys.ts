import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, type JWK_RSA_Private } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

/**
 * Signing keys and cookie keys of the built-in provider, created once and kept in
 * `server_secret`, so a restart (or another replica) signs and reads with the same keys and
 * nobody is logged out.
 */
export const SIGNING_KEYS_SECRET = 'oidc_jwks';
export const COOKIE_KEYS_SECRET = 'oidc_cookie_keys';

const SIGNING_ALG = 'RS256';

const rsaPrivateJwk = z.looseObject({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal(SIGNING_ALG),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
  p: z.string(),
  q: z.string(),
  dp: z.string(),
  dq: z.string(),
  qi: z.string(),
});
const signingKeysSchema = z.object({ keys: z.array(rsaPrivateJwk).min(1) });
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export type SigningKey = z.infer<typeof rsaPrivateJwk> & JWK_RSA_Private;
export interface SigningKeys {
  keys: SigningKey[];
}

/** Reads the named secret, first storing `create()` when absent; concurrent starts agree on one value. */
async function loadOrCreate<T>(db: Database, name: string, schema: z.ZodType<T>, create: () => Promise<T>) {
  const existing = await readSecret(db, name);
  if (existing === undefined) {
    const value = await create();
    await db
      .insertInto('server_secret')
      .values({ name, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const stored = await readSecret(db, name);
  const parsed = schema.safeParse(stored);
  if (!parsed.success) throw new Error(`Stored secret ${name} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

async function readSecret(db: Database, name: string): Promise<unknown> {
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return rsaPrivateJwk.parse({ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' });
}

export function loadSigningKeys(db: Database): Promise<SigningKeys> {
  return loadOrCreate(db, SIGNING_KEYS_SECRET, signingKeysSchema, async () => ({
    keys: [await generateSigningKey()],
  }));
}

export function loadCookieKeys(db: Database): Promise<string[]> {
  return loadOrCreate(db, COOKIE_KEYS_SECRET, cookieKeysSchema, async () => [
    randomBytes(32).toString('base64url'),
  ]);
}

/** The public half of the signing keys, as published at `/auth/jwks`. */
export function publicJwks(signing: SigningKeys): { keys: JWK[] } {
  return {
    keys: signing.keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })),
  };
}
