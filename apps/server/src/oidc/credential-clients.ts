import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Adapter, AdapterPayload, ClientMetadata } from 'oidc-provider';
import type { Database } from '../db/database.ts';

/**
 * API credentials as confidential clients of the built-in provider. The provider finds a client
 * through its `Client` storage model on every request (it keeps no client by id), so a credential
 * disabled or removed is refused at once. Secrets are stored as SHA-256 digests only: the
 * provider's own comparison is replaced by `verifyCredentialSecret`, which also accepts a replaced
 * secret until the end of its grace window (ADR 0160).
 */

/** Audience of credential tokens: the platform's APIs, never the back-office API. */
export const PLATFORM_API_AUDIENCE = 'mentor-platform-api';
export const PLATFORM_API_RESOURCE = `urn:mentor:${PLATFORM_API_AUDIENCE}`;

/** Digest under which a secret is stored and looked up. */
export function secretDigest(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * The provider wants a `client_secret` in the metadata of a confidential client; it is never
 * compared (see `verifyCredentialSecret`), and is random per process so that it cannot be guessed
 * even if it were.
 */
const UNUSED_SECRET = randomBytes(32).toString('base64url');

/** Metadata of an enabled credential as the provider's client, or undefined. */
export async function credentialClientMetadata(
  db: Database,
  clientId: string,
): Promise<ClientMetadata | undefined> {
  const row = await db
    .selectFrom('credential')
    .select(['client_id', 'client_name'])
    .where('client_id', '=', clientId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    client_secret: UNUSED_SECRET,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/**
 * Whether `secret` is a live secret of the enabled credential `clientId`: the current one, or a
 * replaced one whose grace window has not ended. A match records the last use of the secret and
 * of the credential, and counts one token in the credential's hourly traffic.
 */
export async function verifyCredentialSecret(
  db: Database,
  clientId: string,
  secret: string,
): Promise<boolean> {
  if (typeof secret !== 'string' || secret.length === 0 || secret.length > 200) return false;
  const presented = secretDigest(secret);
  const rows = await db
    .selectFrom('credential_secret as s')
    .innerJoin('credential as c', 'c.id', 's.credential_id')
    .select(['s.id', 's.secret_digest', 'c.id as credential_id'])
    .where('c.client_id', '=', clientId)
    .where('c.enabled', '=', true)
    .where((eb) => eb.or([eb('s.expires_at', 'is', null), eb('s.expires_at', '>', sql<Date>`now()`)]))
    .execute();
  // Compare with every live secret, whatever matches first, so timing says nothing of which.
  let match: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const stored = Buffer.from(row.secret_digest);
    if (stored.length === presented.length && timingSafeEqual(stored, presented) && !match) match = row;
  }
  if (!match) return false;
  const used = match;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('credential_secret')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', used.id)
      .execute();
    await trx
      .updateTable('credential')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', used.credential_id)
      .execute();
    await trx
      .insertInto('credential_usage')
      .values({ credential_id: used.credential_id, hour: sql<Date>`date_trunc('hour', now())`, tokens: 1 })
      .onConflict((oc) =>
        oc
          .columns(['credential_id', 'hour'])
          .doUpdateSet({ tokens: sql<number>`credential_usage.tokens + 1` }),
      )
      .execute();
  });
  return true;
}

/** Claims of a credential's access token, shaped like Keycloak's service-account tokens. */
export async function credentialTokenClaims(
  db: Database,
  clientId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('credential')
    .select(['client_id', 'realm_roles', 'client_roles', 'project_id', 'merchant_id'])
    .where('client_id', '=', clientId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const claims: Record<string, unknown> = {
    client_id: row.client_id,
    realm_access: { roles: [...row.realm_roles].sort() },
    resource_access: { [row.client_id]: { roles: [...row.client_roles].sort() } },
    project_id: row.project_id,
  };
  if (row.merchant_id !== null) claims.merchant_id = row.merchant_id;
  return claims;
}

/**
 * The provider's `Client` storage: credentials read from their own tables. Clients are never
 * written through the provider (no dynamic registration).
 */
export class CredentialClientAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    return (await credentialClientMetadata(this.db, id)) as AdapterPayload | undefined;
  }

  async upsert(): Promise<void> {
    throw new Error('Clients are managed as credentials, not through the provider');
  }

  async findByUid(): Promise<undefined> {
    return undefined;
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async consume(): Promise<void> {}

  async destroy(): Promise<void> {}

  async revokeByGrantId(): Promise<void> {}
}
