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
  /** Set when the answer was not kept (it carried a secret, or was streamed): `body` is null. */
  withheld: 'secret' | 'stream' | null;
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
 * the scope's unique constraint: of two requests arriving together exactly one claims it.
 *
 * A row holds the key until it expires, with one exception: a claim without an answer left for
 * longer than `staleAfterMs` whose row nobody holds locked. The request that claimed a key
 * locks its row in the transaction of its effect (`lockClaim`) and writes its answer there, so
 * an unanswered row that is not locked belongs to a request whose effect never committed (its
 * process died, or it has not begun): it is taken over, and `lockClaim` then refuses the old
 * request should it ever come back. A row still locked is a request still running, however old.
 */
export async function claimKey(
  db: Database,
  scope: IdempotencyScope,
  fingerprint: string,
  options: { now: Date; ttlMs: number; staleAfterMs: number },
): Promise<ClaimResult> {
  const { now } = options;
  const stale = new Date(now.getTime() - options.staleAfterMs);
  await db
    .deleteFrom('idempotency_key')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('idempotency_key')
        .select('id')
        .where('username', '=', scope.username)
        .where('method', '=', scope.method)
        .where('route', '=', scope.route)
        .where('idem_key', '=', scope.key)
        .where((w) =>
          w.or([
            w('expires_at', '<=', now),
            w.and([w('status_code', 'is', null), w('created_at', '<', stale)]),
          ]),
        )
        .forUpdate()
        .skipLocked(),
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
      .select(['fingerprint', 'status_code', 'content_type', 'body', 'answer_withheld'])
      .executeTakeFirst();
    // Released by a request that failed in between: try to claim it again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status_code === null) return { kind: 'in-flight' };
    return {
      kind: 'replay',
      outcome: {
        statusCode: row.status_code,
        contentType: row.content_type,
        body: row.body,
        withheld: row.answer_withheld,
      },
    };
  }
  return { kind: 'in-flight' };
}

/**
 * First statement of the transaction a claimed request's effect runs in: locks the claim's row
 * until that transaction ends. False when the claim is no longer this request's (answered, or
 * taken over as stale): the request must then do nothing.
 */
export async function lockClaim(trx: Database, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('idempotency_key')
    .select('id')
    .where('id', '=', id)
    .where('status_code', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps the answer of the request holding the claim: through the transaction of its effect
 * (or through the pool for an answer no handler made, e.g. sent by a hook).
 */
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
      body: outcome.withheld ? null : outcome.body,
      answer_withheld: outcome.withheld,
      completed_at: now,
    })
    .where('id', '=', id)
    .where('status_code', 'is', null)
    .execute();
}

/**
 * Frees the key of a request that did not succeed, so that a corrected retry may act. Only an
 * unanswered claim is freed: once a request's effect committed, its answer is there, and its
 * key stays taken whatever happens to the answer on its way.
 */
export async function releaseClaim(db: Database, id: number): Promise<void> {
  await db.deleteFrom('idempotency_key').where('id', '=', id).where('status_code', 'is', null).execute();
}

/** Deletes expired keys; answers how many. */
export async function purgeExpiredKeys(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_key').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
