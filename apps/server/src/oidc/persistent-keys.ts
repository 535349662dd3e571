import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, type JWK_RSA_Private } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

/**
 * Signing keys and cookie keys of the built-in provider, kept in `server_secret`, so a restart
 * (or another replica) signs and reads with the same keys and nobody is logged out. Signing
 * keys rotate (`rotateSigningKeys`): the first key signs, the ones after it only verify tokens
 * issued before the rotation and are removed once those have expired.
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
/** When each key started signing and, once replaced, when it stopped (epoch milliseconds). */
const keyDatesSchema = z.object({ createdAt: z.number(), retiredAt: z.number().optional() });
const signingKeysSchema = z.object({
  keys: z.array(rsaPrivateJwk).min(1),
  dates: z.record(z.string(), keyDatesSchema).default({}),
});
const cookieKeysSchema = z.array(z.string().min(32)).min(1);

export type SigningKey = z.infer<typeof rsaPrivateJwk> & JWK_RSA_Private;
export interface SigningKeys {
  /** Newest first: `keys[0]` signs, the others still verify. */
  keys: SigningKey[];
  dates: Record<string, z.infer<typeof keyDatesSchema>>;
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

async function newKeySet(now: number): Promise<SigningKeys> {
  const key = await generateSigningKey();
  return { keys: [key], dates: { [key.kid]: { createdAt: now } } };
}

export function loadSigningKeys(db: Database): Promise<SigningKeys> {
  return loadOrCreate(db, SIGNING_KEYS_SECRET, signingKeysSchema, () => newKeySet(Date.now()));
}

export interface RotationPolicy {
  /** A signing key older than this is replaced; 0 never rotates (unless forced). */
  rotateAfterMs: number;
  /** A replaced key keeps verifying this long: the longest lifetime of a token it signed. */
  retainMs: number;
}

/**
 * What the stored keys become at `now`: a new signing key in front when the current one is
 * due (or `force`), and replaced keys dropped once every token they signed has expired. Keys
 * stored before rotation existed have no dates and count as created at `now`.
 */
export async function nextSigningKeys(
  current: SigningKeys,
  now: number,
  policy: RotationPolicy,
  force = false,
): Promise<SigningKeys> {
  const dates = { ...current.dates };
  for (const key of current.keys) dates[key.kid] ??= { createdAt: now };
  let keys = current.keys.filter((key, index) => {
    const retiredAt = dates[key.kid]?.retiredAt;
    return index === 0 || retiredAt === undefined || now - retiredAt < policy.retainMs;
  });
  const signing = keys[0];
  const createdAt = signing ? (dates[signing.kid]?.createdAt ?? now) : now;
  const due = policy.rotateAfterMs > 0 && now - createdAt >= policy.rotateAfterMs;
  if (!signing || force || due) {
    const fresh = await generateSigningKey();
    if (signing) dates[signing.kid] = { createdAt, retiredAt: now };
    dates[fresh.kid] = { createdAt: now };
    keys = [fresh, ...keys];
  }
  const kept = new Set(keys.map((key) => key.kid));
  return { keys, dates: Object.fromEntries(Object.entries(dates).filter(([kid]) => kept.has(kid))) };
}

/**
 * Rotates and prunes the stored signing keys under a row lock, so replicas checking at the
 * same moment rotate once. Returns the keys as stored afterwards.
 */
export async function rotateSigningKeys(
  db: Database,
  policy: RotationPolicy,
  options: { now?: number; force?: boolean } = {},
): Promise<SigningKeys> {
  await loadSigningKeys(db);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('server_secret')
      .select('value')
      .where('name', '=', SIGNING_KEYS_SECRET)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const parsed = signingKeysSchema.safeParse(row.value);
    if (!parsed.success) throw new Error(`Stored secret ${SIGNING_KEYS_SECRET} is malformed`);
    const next = await nextSigningKeys(parsed.data, options.now ?? Date.now(), policy, options.force);
    if (JSON.stringify(next) !== JSON.stringify(parsed.data)) {
      await trx
        .updateTable('server_secret')
        .set({ value: JSON.stringify(next) })
        .where('name', '=', SIGNING_KEYS_SECRET)
        .execute();
    }
    return next;
  });
}

/** The key ids of a key set, in order: equal lists mean the provider needs no rebuild. */
export const keyIds = (signing: SigningKeys) => signing.keys.map((key) => key.kid).join(',');

export function loadCookieKeys(db: Database): Promise<string[]> {
  return loadOrCreate(db, COOKIE_KEYS_SECRET, cookieKeysSchema, async () => [
    randomBytes(32).toString('base64url'),
  ]);
}

/** The public half of the signing keys, as published at `/auth/jwks`. */
export function publicJwks(signing: Pick<SigningKeys, 'keys'>): { keys: JWK[] } {
  return {
    keys: signing.keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })),
  };
}
