import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One requester's window of an action: the amounts that add up against the rule's threshold. */
export interface WindowOf {
  action: string;
  windowKey: string;
  requestedBy: string;
  /** São Paulo calendar day, YYYY-MM-DD. */
  day: string;
}

/**
 * Serialises the calls of one window until the transaction ends, so that two calls at once
 * cannot both read the sum before either is counted.
 */
export async function lockWindow(trx: Database, w: WindowOf): Promise<void> {
  const key = `approval-window:${w.action}:${w.windowKey}:${w.requestedBy}:${w.day}`;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * What the requester asked for in the window so far, in cents (bigint, exact): calls applied at
 * once, and calls whose change is still pending. Changes approved, rejected, withdrawn,
 * expired or stale no longer count (a second person saw the approved ones).
 */
export async function usedInWindow(db: Database, w: WindowOf): Promise<bigint> {
  const { rows } = await sql<{ used: string }>`
    SELECT coalesce(sum(u.amount_cents), 0)::text AS used
    FROM approval_amount_use u
    LEFT JOIN approval_request r ON r.id = u.approval_id
    WHERE u.action = ${w.action} AND u.window_key = ${w.windowKey}
      AND u.requested_by = ${w.requestedBy} AND u.day = ${w.day}::date
      AND (u.approval_id IS NULL OR r.status = 'PENDING')`.execute(db);
  return BigInt(rows[0]?.used ?? '0');
}

export async function insertUse(
  trx: Database,
  w: WindowOf,
  values: { amountCents: number; requestId: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('approval_amount_use')
    .values({
      action: w.action,
      window_key: w.windowKey,
      requested_by: w.requestedBy,
      day: w.day,
      amount_cents: values.amountCents,
      request_id: values.requestId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The call became a pending change: its amount counts while that change is pending. */
export async function linkUse(db: Database, id: number, approvalId: number): Promise<void> {
  await db.updateTable('approval_amount_use').set({ approval_id: approvalId }).where('id', '=', id).execute();
}

/** The call was refused before it changed anything: its amount does not count. */
export async function deleteUse(db: Database, id: number): Promise<void> {
  await db.deleteFrom('approval_amount_use').where('id', '=', id).execute();
}
