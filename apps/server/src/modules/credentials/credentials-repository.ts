import { type Credential, type CredentialSecret, UNUSED_AFTER_DAYS } from '@mentor/contract/credentials';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { type Paged, type PageRequest, pageOf } from '../../http/paging.ts';

/** The parsed list query (multi-choice filters as arrays). */
export interface CredentialFilters {
  project_ids: number[];
  merchant_ids: number[];
  realms: string[];
  realm_roles: string[];
  client_roles: string[];
  client_id?: string | undefined;
}

function baseQuery(db: Database) {
  return db
    .selectFrom('credential as c')
    .leftJoin('project as p', 'p.id', 'c.project_id')
    .leftJoin('merchant as m', 'm.id', 'c.merchant_id');
}

const columns = [
  'c.id',
  'c.client_id',
  'c.client_name',
  'c.realm',
  'c.project_id',
  'p.trade as project_trade',
  'c.merchant_id',
  'm.merchant_name',
  'c.client_roles',
  'c.realm_roles',
  'c.enabled',
  'c.created_at',
  'c.last_used_at',
] as const;

export type CredentialRow = {
  id: number;
  client_id: string;
  client_name: string;
  realm: string;
  project_id: number;
  project_trade: string | null;
  merchant_id: number | null;
  merchant_name: string | null;
  client_roles: string[];
  realm_roles: string[];
  enabled: boolean;
  created_at: Date;
  last_used_at: Date | null;
};

const UNUSED_MS = UNUSED_AFTER_DAYS * 86_400_000;

export function toCredential(row: CredentialRow, now = Date.now()): Credential {
  const lastSeen = (row.last_used_at ?? row.created_at).getTime();
  return {
    ...row,
    credential_id: row.client_id,
    client_roles: [...row.client_roles].sort(),
    realm_roles: [...row.realm_roles].sort(),
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    unused: now - lastSeen > UNUSED_MS,
  };
}

export async function listCredentials(
  db: Database,
  filters: CredentialFilters,
  page: PageRequest,
  projectScope: number | null,
): Promise<Paged<Credential>> {
  let query = baseQuery(db);
  if (projectScope !== null) query = query.where('c.project_id', '=', projectScope);
  if (filters.project_ids.length > 0) query = query.where('c.project_id', 'in', filters.project_ids);
  if (filters.merchant_ids.length > 0) query = query.where('c.merchant_id', 'in', filters.merchant_ids);
  if (filters.realms.length > 0) query = query.where('c.realm', 'in', filters.realms);
  if (filters.realm_roles.length > 0) {
    query = query.where(sql<boolean>`c.realm_roles && ${sql.val(filters.realm_roles)}::text[]`);
  }
  if (filters.client_roles.length > 0) {
    query = query.where(sql<boolean>`c.client_roles && ${sql.val(filters.client_roles)}::text[]`);
  }
  if (filters.client_id) query = query.where('c.client_id', 'ilike', containsPattern(filters.client_id));
  return pageOf(
    query,
    page,
    (q) => q.select(columns).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'),
    (row) => toCredential(row as CredentialRow),
  );
}

export async function findCredential(
  db: Database,
  id: number,
  lock = false,
): Promise<CredentialRow | undefined> {
  if (lock) {
    await db.selectFrom('credential').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  }
  const row = await baseQuery(db).select(columns).where('c.id', '=', id).executeTakeFirst();
  return row as CredentialRow | undefined;
}

export async function insertCredential(
  db: Database,
  values: {
    realm: string;
    client_id: string;
    client_name: string;
    project_id: number;
    merchant_id: number | null;
    client_roles: string[];
    realm_roles: string[];
    created_by: string;
  },
): Promise<number> {
  const row = await db.insertInto('credential').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCredential(
  db: Database,
  id: number,
  patch: Partial<{
    project_id: number;
    merchant_id: number | null;
    client_roles: string[];
    realm_roles: string[];
    enabled: boolean;
  }>,
): Promise<void> {
  await db
    .updateTable('credential')
    .set({ ...patch, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Secrets of a credential still worth showing: the current one and those not yet expired a day ago. */
export async function listSecrets(db: Database, credentialId: number): Promise<CredentialSecret[]> {
  const rows = await db
    .selectFrom('credential_secret')
    .select(['id', 'hint', 'created_at', 'created_by', 'expires_at', 'last_used_at'])
    .where('credential_id', '=', credentialId)
    .where((eb) =>
      eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now() - interval '1 day'`)]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    hint: row.hint,
    current: row.expires_at === null,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }));
}

/**
 * Retires the current secret: it stops after `graceMinutes` (at once when 0); replaced secrets
 * still in an earlier grace window keep their own end, but never outlive the new one's.
 */
export async function retireCurrentSecret(
  db: Database,
  credentialId: number,
  graceMinutes: number,
): Promise<Date | null> {
  const row = await db
    .updateTable('credential_secret')
    .set({ expires_at: sql<Date>`now() + make_interval(mins => ${graceMinutes})` })
    .where('credential_id', '=', credentialId)
    .where('expires_at', 'is', null)
    .returning('expires_at')
    .executeTakeFirst();
  return graceMinutes > 0 ? (row?.expires_at ?? null) : null;
}

/** Replaced secrets still in their grace window stop at once (the current one stays). */
export async function expireGraceSecrets(db: Database, credentialId: number): Promise<void> {
  await db
    .updateTable('credential_secret')
    .set({ expires_at: sql<Date>`now()` })
    .where('credential_id', '=', credentialId)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export async function insertSecret(
  db: Database,
  values: { credential_id: number; secret_digest: Buffer; hint: string; created_by: string },
): Promise<void> {
  await db.insertInto('credential_secret').values(values).execute();
}

export async function tokensLast24h(db: Database, credentialId: number): Promise<number> {
  const row = await db
    .selectFrom('credential_usage')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('tokens'), sql<number>`0`).as('n'))
    .where('credential_id', '=', credentialId)
    .where('hour', '>', sql<Date>`date_trunc('hour', now()) - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listClientRoles(db: Database) {
  return db.selectFrom('credential_client_role').select(['code', 'description']).orderBy('code').execute();
}

export async function listRealmRoles(db: Database) {
  return db
    .selectFrom('api_service')
    .select(['service as role_name', 'role_id as role_keycloak_id'])
    .orderBy('service')
    .execute();
}

export async function listRealms(db: Database) {
  return db.selectFrom('credential_realm').select('realm').orderBy('realm').execute();
}

export async function merchantProject(db: Database, merchantId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('project_id')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.project_id;
}

export async function clientIdTaken(db: Database, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('credential')
    .select('id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The contexts of the credential's services, and whether its permissions reach each. */
export async function effectivePermissions(db: Database, realmRoles: string[], clientRoles: string[]) {
  if (realmRoles.length === 0) return [];
  const rows = await db
    .selectFrom('api_context as x')
    .innerJoin('api_service as s', 's.id', 'x.service_id')
    .select([
      's.service',
      's.service_name',
      's.platform',
      'x.context',
      'x.request_type',
      'x.path',
      'x.client_role',
    ])
    .where('s.service', 'in', realmRoles)
    .orderBy('s.service')
    .orderBy('x.path')
    .orderBy('x.request_type')
    .execute();
  return rows.map((row) => ({
    ...row,
    allowed: row.client_role === null || clientRoles.includes(row.client_role),
  }));
}

/** The scopes (client roles) the contexts of the given services name. */
export async function scopesOfServices(db: Database, services: readonly string[]): Promise<string[]> {
  if (services.length === 0) return [];
  const rows = await db
    .selectFrom('api_context as x')
    .innerJoin('api_service as s', 's.id', 'x.service_id')
    .select('x.client_role')
    .distinct()
    .where('s.service', 'in', [...services])
    .where('x.client_role', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.client_role === null ? [] : [r.client_role]));
}
