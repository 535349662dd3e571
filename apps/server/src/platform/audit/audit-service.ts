import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';

export type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'REVEAL';

export interface AuditEntry {
  tableContext: string;
  recordId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
  projectId?: number | null;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change
 * and its record commit or fail together.
 */
export async function audit(
  trx: Database,
  request: Actor | FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await auditMany(trx, request, [entry]);
}

/**
 * Writes one audit row per entry (a bulk action on many records), in batches, with the same
 * actor, reason and approver as `audit`.
 */
export async function auditMany(
  trx: Database,
  by: Actor | FastifyRequest,
  entries: readonly AuditEntry[],
): Promise<void> {
  const request = whoActs(by);
  for (let i = 0; i < entries.length; i += 1000) {
    await trx
      .insertInto('audit_log')
      .values(
        entries.slice(i, i + 1000).map((entry) => ({
          actor: request.user?.username ?? 'system',
          actor_name: request.user?.fullName ?? null,
          table_context: entry.tableContext,
          record_id: String(entry.recordId),
          action: entry.action,
          before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
          after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
          request_id: request.id,
          project_id: entry.projectId ?? null,
          // Reason of a sensitive action (src/plugins/reason-policy.ts) and the second person of a
          // four-eyes change (src/plugins/approval-policy.ts), when the request carries them.
          reason_code: request.reason?.reason_code ?? null,
          reason_comment: request.reason?.reason_comment ?? null,
          approved_by: request.approvedBy?.username ?? null,
          approved_by_name: request.approvedBy?.fullName ?? null,
        })),
      )
      .execute();
  }
}

/** The audit fields of an actor; a request still handed over by a route is read the same way. */
function whoActs(by: Actor | FastifyRequest) {
  if ('requestId' in by) return { ...by, id: by.requestId };
  return by;
}

/** Who made changes applied outside a request (a background job acting for its requester). */
export interface AuditActor {
  username: string;
  fullName: string | null;
  requestId: string | null;
  approvedBy?: { username: string; fullName: string | null } | null;
}

/** Writes many audit rows in one statement for a job acting for its requester, in the job's transaction. */
export async function auditManyAs(
  trx: Database,
  actor: AuditActor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        actor: actor.username,
        actor_name: actor.fullName,
        table_context: entry.tableContext,
        record_id: String(entry.recordId),
        action: entry.action,
        before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
        after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
        request_id: actor.requestId,
        project_id: entry.projectId ?? null,
        approved_by: actor.approvedBy?.username ?? null,
        approved_by_name: actor.approvedBy?.fullName ?? null,
      })),
    )
    .execute();
}

/**
 * How many rows of one action a staff member wrote in the last `minutes`, counted after taking
 * a per-member lock held until `trx` ends: concurrent callers count one after another, so a
 * limit checked on the answer cannot be raced.
 */
export async function countRecentActions(
  trx: Database,
  actor: string,
  action: AuditAction,
  minutes: number,
): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`audit-count:${action}:${actor}`}))`.execute(trx);
  const row = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('actor', '=', actor)
    .where('action', '=', action)
    .where('occurred_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
