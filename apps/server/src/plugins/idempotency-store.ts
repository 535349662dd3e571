import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** Who sent a key, and to which route: a key means nothing outside its scope. */
export interface IdempotencyScope {
  username: string;
  method: string;
  route: string;
  key: string;
}

/** The answer a request with the key got, kept to answer its repeats. */
export interface StoredOutcome {
  statusCode: number;
  contentType: string | null;
  body: Buffer | null;
}

export type ClaimResult =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; outcome: StoredOutcome }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

/** JSON with object keys sorted, so that equal content gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
}

/** A digest of what a request asks for (path parameters, query, body, reason). */
export function requestFingerprint(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

function inScope(db: Database, scope: IdempotencyScope) {
  return db
    .selectFrom('idempotency_key')
    .where('username', '=', scope.username)
    .where('method', '=', scope.method)
    .where('route', '=', scope.route)
    .where('idem_key', '=', scope.key);
}

/**
 * Claims a key for a request, or tells what the key already holds. The claim is one INSERT on
 * the scope's unique constraint: of two requests arriving together exactly one claims the key.
 * An expired row, or a claim left running longer than `staleAfterMs` (a process that died
 * mid-request), no longer holds the key.
 */
export async function claimKey(
  db: Database,
  scope: IdempotencyScope,
  fingerprint: string,
  options: { now: Date; ttlMs: number; staleAfterMs: number },
): Promise<ClaimResult> {
  const { now } = options;
  await db
    .deleteFrom('idempotency_key')
    .where('username', '=', scope.username)
    .where('method', '=', scope.method)
    .where('route', '=', scope.route)
    .where('idem_key', '=', scope.key)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([
          eb('status_code', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - options.staleAfterMs)),
        ]),
      ]),
    )
    .execute();
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('idempotency_key')
      .values({
        username: scope.username,
        method: scope.method,
        route: scope.route,
        idem_key: scope.key,
        fingerprint,
        created_at: now,
        expires_at: new Date(now.getTime() + options.ttlMs),
      })
      .onConflict((oc) => oc.constraint('idempotency_key_scope_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed', id: inserted.id };
    const row = await inScope(db, scope)
      .select(['fingerprint', 'status_code', 'content_type', 'body'])
      .executeTakeFirst();
    // Released by a request that failed in between: try to claim it again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status_code === null) return { kind: 'in-flight' };
    return {
      kind: 'replay',
      outcome: { statusCode: row.status_code, contentType: row.content_type, body: row.body },
    };
  }
  return { kind: 'in-flight' };
}

/** Keeps the answer of the request holding the claim. */
export async function completeClaim(
  db: Database,
  id: number,
  outcome: StoredOutcome,
  now: Date,
): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({
      status_code: outcome.statusCode,
      content_type: outcome.contentType,
      body: outcome.body,
      completed_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Frees the key of a request that did not succeed, so that a corrected retry may act. */
export async function releaseClaim(db: Database, id: number): Promise<void> {
  await db.deleteFrom('idempotency_key').where('id', '=', id).where('status_code', 'is', null).execute();
}

/** Deletes expired keys; answers how many. */
export async function purgeExpiredKeys(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_key').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
