import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApprovalRequestTable } from '../../db/schema-approvals.ts';

export type ApprovalRow = Selectable<ApprovalRequestTable>;

export async function insertApproval(db: Database, values: Insertable<ApprovalRequestTable>) {
  return db.insertInto('approval_request').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findApproval(db: Database, id: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approval_request').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the pending change for a decision (two approvers at once: the second waits, then sees it decided). */
export async function lockApproval(trx: Database, id: number): Promise<ApprovalRow | undefined> {
  return trx.selectFrom('approval_request').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Marks every pending change past its expiry at `now` as EXPIRED; returns how many. */
export async function expireDue(db: Database, now: Date): Promise<number> {
  const rows = await db
    .updateTable('approval_request')
    .set((eb) => ({ status: 'EXPIRED', decided_at: eb.ref('expires_at') }))
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}

/** The change still pending with the same action, record and change key, if any. */
export async function findPendingSame(
  db: Database,
  same: { action: string; table_context: string; record_id: string; change_key: string },
): Promise<ApprovalRow | undefined> {
  return db
    .selectFrom('approval_request')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('action', '=', same.action)
    .where('table_context', '=', same.table_context)
    .where('record_id', '=', same.record_id)
    .where('change_key', '=', same.change_key)
    .orderBy('requested_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** Pending changes of one record (any of its history contexts), within a project when given. */
export async function listPendingOfRecord(
  db: Database,
  f: { tableContexts: readonly string[]; recordId: string; projectId: number | null },
): Promise<ApprovalRow[]> {
  let q = db
    .selectFrom('approval_request')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('table_context', 'in', [...f.tableContexts])
    .where('record_id', '=', f.recordId);
  if (f.projectId !== null) q = q.where('project_id', '=', f.projectId);
  return q.orderBy('requested_at').orderBy('id').execute();
}

/** Closes a pending change as withdrawn by its requester. */
export async function withdrawApproval(
  trx: Database,
  id: number,
  by: { username: string; fullName: string },
) {
  return trx
    .updateTable('approval_request')
    .set({
      status: 'WITHDRAWN',
      decided_by: by.username,
      decided_by_name: by.fullName,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ApprovalFilter {
  status?: ApprovalRow['status'] | undefined;
  actions: readonly string[];
  projectId: number | null;
  requestedBy?: string | undefined;
}

function filtered(db: Database, f: ApprovalFilter) {
  let q = db.selectFrom('approval_request').where('action', 'in', f.actions.length ? [...f.actions] : ['']);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.projectId !== null) q = q.where('project_id', '=', f.projectId);
  if (f.requestedBy) q = q.where('requested_by', '=', f.requestedBy);
  return q;
}

export async function listApprovals(
  db: Database,
  f: ApprovalFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    filtered(db, f).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countPending(
  db: Database,
  f: Omit<ApprovalFilter, 'status'>,
  excludeRequester: string,
): Promise<number> {
  const row = await filtered(db, { ...f, status: 'PENDING' })
    .where('requested_by', '<>', excludeRequester)
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function decideApproval(
  trx: Database,
  id: number,
  decision: {
    status: 'APPROVED' | 'REJECTED' | 'STALE';
    decided_by: string;
    decided_by_name: string;
    rejection_reason?: string | null;
    result_status?: number | null;
  },
): Promise<ApprovalRow> {
  return trx
    .updateTable('approval_request')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRuleOverride(db: Database, action: string) {
  return db.selectFrom('approval_rule').selectAll().where('action', '=', action).executeTakeFirst();
}

export async function findRuleOverrides(db: Database) {
  return db.selectFrom('approval_rule').selectAll().execute();
}

export async function upsertRuleOverride(
  trx: Database,
  values: { action: string; enabled: boolean; min_amount_cents: number | null; updated_by: string },
) {
  await trx
    .insertInto('approval_rule')
    .values(values)
    .onConflict((oc) =>
      oc.column('action').doUpdateSet({
        enabled: values.enabled,
        min_amount_cents: values.min_amount_cents,
        updated_by: values.updated_by,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Ids of the roles held under these keys (a role's audit rows are kept by id). */
export async function roleIdsOf(db: Database, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('role')
    .select('id')
    .where('role_key', 'in', [...keys])
    .execute();
  return rows.map((r) => String(r.id));
}

/** Changes waiting for a decision and the age of the oldest, in seconds (the metrics' figures). */
export async function pendingApprovalFigures(
  db: Database,
): Promise<{ pending: string | number; oldest: string | number | null } | undefined> {
  const result = await sql<{ pending: string | number; oldest: string | number | null }>`
    SELECT count(*) AS pending, EXTRACT(EPOCH FROM now() - min(requested_at)) AS oldest
    FROM approval_request WHERE status = 'PENDING' AND expires_at > now()`.execute(db);
  return result.rows[0];
}
