import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import {
  type AuditedRecords,
  type AuditedSet,
  actorsOf,
  countActionsLocked,
  insertAuditRows,
  insertAuditRowsSelected,
} from './audit-repository.ts';

export type { AuditedRecord, AuditedRecords } from './audit-repository.ts';

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
export async function audit(trx: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditMany(trx, actor, [entry]);
}

/**
 * Writes one audit row per entry (a bulk action on many records), in batches, with the same
 * actor, reason and approver as `audit`.
 */
export async function auditMany(trx: Database, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await insertAuditRows(
      trx,
      entries.slice(i, i + 1000).map((entry) => ({
        actor: actor.user.username,
        actor_name: actor.user.fullName,
        table_context: entry.tableContext,
        record_id: String(entry.recordId),
        action: entry.action,
        before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
        after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
        request_id: actor.requestId,
        project_id: entry.projectId ?? null,
        // Reason of a sensitive action (src/plugins/reason-policy.ts) and the second person of a
        // four-eyes change (the actor of an approved change), when the caller carries them.
        reason_code: actor.reason?.reason_code ?? null,
        reason_comment: actor.reason?.reason_comment ?? null,
        approved_by: actor.approvedBy?.username ?? null,
        approved_by_name: actor.approvedBy?.fullName ?? null,
      })),
    );
  }
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
  await insertAuditRows(
    trx,
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
  );
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
  return countActionsLocked(trx, actor, action, minutes);
}

/**
 * Writes one audit row per record a query of the caller's own table selects (its id as text,
 * `before`, `after` as jsonb and its project), in one statement, with the actor's name, reason
 * and approver: a bulk action on many thousand records is audited without reading them here.
 */
export async function auditSelected(
  trx: Database,
  actor: Actor,
  tableContext: string,
  action: AuditAction,
  records: AuditedRecords,
): Promise<void> {
  await insertAuditRowsSelected(
    trx,
    {
      actor: actor.user.username,
      actor_name: actor.user.fullName ?? null,
      request_id: actor.requestId,
      reason_code: actor.reason?.reason_code ?? null,
      reason_comment: actor.reason?.reason_comment ?? null,
      approved_by: actor.approvedBy?.username ?? null,
      approved_by_name: actor.approvedBy?.fullName ?? null,
    },
    tableContext,
    action,
    records,
  );
}

/** Who, other than `except`, changed any of the given records since `since` (`null`: ever); sorted by name. */
export async function actorsWhoChanged(
  db: Database,
  since: Date | null,
  except: string,
  sets: readonly AuditedSet[],
): Promise<string[]> {
  return (await actorsOf(db, since, except, sets)).sort();
}
