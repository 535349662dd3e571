import type { CheckupFilters, CheckupRun, CheckupTransaction } from '@mentor/contract/checkup';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CheckupType, SyncStatus } from '../../db/schema-billets.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import type { ResolvedSort } from '../../http/sorting.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('checkup_transaction as c')
    .innerJoin('project as p', 'p.id', 'c.project_id')
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .leftJoin('acquirer_file_row as r', 'r.id', 'c.acquirer_file_row_id')
    .leftJoin('acquirer_file as f', 'f.id', 'r.acquirer_file_id')
    .leftJoin('channel as ch', 'ch.id', 'c.channel_id')
    .leftJoin('operation as o', 'o.id', 'c.operation_id')
    .leftJoin('card_brand as cb', 'cb.id', 'c.card_brand_id');
}
type Base = ReturnType<typeof baseQuery>;

function selectRow(query: Base) {
  return query.select([
    'c.id',
    'c.checkup_type',
    'c.transaction_id',
    'c.original_transaction_id',
    'f.file_name',
    'r.line_number',
    'c.project_id',
    'p.trade as project_name',
    'c.merchant_id',
    'm.merchant_name',
    'c.channel_id',
    'ch.channel_name',
    'c.operation_id',
    'o.operation_name',
    'c.card_brand_id',
    'cb.brand_name',
    'c.amount',
    'c.nsu',
    'c.nsu_acquirer',
    'c.authorization_number',
    'c.status',
    'c.sync_status',
    'c.transaction_date',
    'c.created_at',
    'c.updated_at',
    'c.updated_by',
  ]);
}

export type CheckupRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

export function toCheckupTransaction(row: CheckupRow): CheckupTransaction {
  return {
    id: row.id,
    type: row.checkup_type,
    transaction_id: row.transaction_id,
    original_transaction_id: row.original_transaction_id,
    acquirer_file: row.file_name,
    acquirer_file_line: row.line_number,
    project_id: row.project_id,
    project_name: row.project_name,
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    operation_id: row.operation_id,
    operation_name: row.operation_name,
    card_brand_id: row.card_brand_id,
    card_brand_name: row.brand_name,
    amount: row.amount,
    nsu: row.nsu,
    nsu_acquirer: row.nsu_acquirer,
    authorization_number: row.authorization_number,
    status: row.status as CheckupTransaction['status'],
    sync_status: row.sync_status,
    transaction_date: row.transaction_date.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updated_by,
  };
}

export type CheckupSortColumn = 'c.transaction_date' | 'c.created_at' | 'c.amount' | 'c.id';

export function filteredCheckup(
  db: Database,
  type: CheckupType,
  f: CheckupFilters,
  projectId: number | undefined,
) {
  let q = baseQuery(db).where('c.checkup_type', '=', type);
  if (projectId !== undefined) q = q.where('c.project_id', '=', projectId);
  if (f.created_at_start) q = q.where('c.transaction_date', '>=', dayStart(f.created_at_start));
  if (f.created_at_end) q = q.where('c.transaction_date', '<', dayAfter(f.created_at_end));
  if (f.merchant !== undefined) q = q.where('c.merchant_id', '=', f.merchant);
  if (f.transaction_id !== undefined) {
    const id = f.transaction_id;
    q = q.where((eb) => eb.or([eb('c.transaction_id', '=', id), eb('c.original_transaction_id', '=', id)]));
  }
  if (f.nsu) q = q.where('c.nsu', '=', f.nsu);
  if (f.nsu_acquirer) q = q.where('c.nsu_acquirer', '=', f.nsu_acquirer);
  if (f.authorization_number) q = q.where('c.authorization_number', '=', f.authorization_number);
  if (f.channel.length > 0) q = q.where('c.channel_id', 'in', f.channel);
  if (f.operation.length > 0) q = q.where('c.operation_id', 'in', f.operation);
  if (f.card_brand.length > 0) q = q.where('c.card_brand_id', 'in', f.card_brand);
  if (f.sync_status.length > 0) q = q.where('c.sync_status', 'in', f.sync_status);
  return q;
}

export function orderedCheckup(query: Base, sort: ResolvedSort<CheckupSortColumn>) {
  return selectRow(query).orderBy(sort.column, sort.direction).orderBy('c.id', sort.direction);
}

export async function findCheckupForUpdate(db: Database, ids: number[]): Promise<CheckupRow[]> {
  return selectRow(baseQuery(db)).where('c.id', 'in', ids).orderBy('c.id').forUpdate('c').execute();
}

export async function findCheckup(db: Database, ids: number[]): Promise<CheckupRow[]> {
  return selectRow(baseQuery(db)).where('c.id', 'in', ids).orderBy('c.id').execute();
}

export async function setSyncStatus(
  db: Database,
  ids: number[],
  status: SyncStatus,
  by: string,
): Promise<void> {
  await db
    .updateTable('checkup_transaction')
    .set({ sync_status: status, updated_at: new Date(), updated_by: by })
    .where('id', 'in', ids)
    .execute();
}

export async function createRun(db: Database, requestedBy: string): Promise<number> {
  const row = await db
    .insertInto('checkup_run')
    .values({ requested_by: requestedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findRun(db: Database, runId: number) {
  return db.selectFrom('checkup_run').selectAll().where('id', '=', runId).executeTakeFirst();
}

/** Serialises re-run requests, so that two of them never both find no run in progress. */
export const CHECKUP_RUN_LOCK = 727_140;

/** Waits for the re-run requests before this one (until their transaction ends). */
export async function lockRunRequests(trx: Database): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CHECKUP_RUN_LOCK})`.execute(trx);
}

/** The newest run (the highest id: runs are numbered as they are asked for), if any. */
export async function findLatestRun(db: Database) {
  return db.selectFrom('checkup_run').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Runs neither done nor failed: those that may still be waiting for or running their job. */
export async function findUnfinishedRuns(db: Database) {
  return db
    .selectFrom('checkup_run')
    .selectAll()
    .where('finished_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('id')
    .execute();
}

export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** A run is DONE once it found its counts, FAILED once its job failed for good, else PROCESSING. */
export function toCheckupRun(row: RunRow): CheckupRun {
  const status = row.finished_at ? 'DONE' : row.failed_at ? 'FAILED' : 'PROCESSING';
  const ended = row.finished_at ?? row.failed_at;
  return {
    id: row.id,
    status,
    requested_by: row.requested_by,
    requested_at: row.requested_at.toISOString(),
    finished_at: ended ? ended.toISOString() : null,
    not_imported_found: row.not_imported_found,
    duplicated_found: row.duplicated_found,
    resolved: row.resolved,
  };
}

/** Records that a run's job failed for good; a run that already ended is left as it is. */
export async function markRunFailed(db: Database, runId: number): Promise<void> {
  await db
    .updateTable('checkup_run')
    .set({ failed_at: new Date() })
    .where('id', '=', runId)
    .where('finished_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
}

export interface DetectionResult {
  notImported: number;
  duplicated: number;
  resolved: number;
}

/**
 * Compares every acquirer-file row with the card transactions (same merchant and acquirer
 * NSU): a row with no transaction is NOT_IMPORTED; transactions beyond the number of rows the
 * acquirer reported for that sale are DUPLICATED (the lowest id is kept as the original).
 * A not-imported finding whose sale has since arrived becomes SYNCED. Findings already known
 * are left as they are, so a re-run never undoes a decision.
 */
export async function detectAnomalies(db: Database, runId: number): Promise<DetectionResult> {
  const notImported = await sql<{ id: number }>`
    INSERT INTO checkup_transaction (
      checkup_type, acquirer_file_row_id, project_id, merchant_id, channel_id, operation_id,
      card_brand_id, amount, nsu, nsu_acquirer, authorization_number, status, transaction_date, run_id)
    SELECT 'NOT_IMPORTED', r.id, r.project_id, r.merchant_id, r.channel_id, r.operation_id,
           r.card_brand_id, r.amount, r.nsu, r.nsu_acquirer, r.authorization_number, r.status,
           r.transaction_date, ${runId}
      FROM acquirer_file_row r
     WHERE NOT EXISTS (SELECT 1 FROM card_transaction t
                        WHERE t.merchant_id = r.merchant_id AND t.nsu_acquirer = r.nsu_acquirer)
    ON CONFLICT (acquirer_file_row_id) WHERE checkup_type = 'NOT_IMPORTED' DO NOTHING
    RETURNING id`.execute(db);
  const duplicated = await sql<{ id: number }>`
    WITH reported AS (
      SELECT merchant_id, nsu_acquirer, count(*) AS copies, min(id) AS row_id
        FROM acquirer_file_row GROUP BY merchant_id, nsu_acquirer
    ), imported AS (
      SELECT t.*, k.copies, k.row_id,
             row_number() OVER (PARTITION BY t.merchant_id, t.nsu_acquirer ORDER BY t.id) AS n,
             min(t.id) OVER (PARTITION BY t.merchant_id, t.nsu_acquirer) AS first_id
        FROM card_transaction t
        JOIN reported k ON k.merchant_id = t.merchant_id AND k.nsu_acquirer = t.nsu_acquirer
    )
    INSERT INTO checkup_transaction (
      checkup_type, acquirer_file_row_id, transaction_id, original_transaction_id, project_id,
      merchant_id, channel_id, operation_id, card_brand_id, amount, nsu, nsu_acquirer,
      authorization_number, status, transaction_date, run_id)
    SELECT 'DUPLICATED', row_id, id, first_id, project_id, merchant_id, channel_id, operation_id,
           card_brand_id, amount, nsu, nsu_acquirer, authorization_number, status, transaction_date, ${runId}
      FROM imported WHERE n > copies
    ON CONFLICT (transaction_id) WHERE checkup_type = 'DUPLICATED' DO NOTHING
    RETURNING id`.execute(db);
  const resolved = await sql<{ id: number }>`
    UPDATE checkup_transaction c SET sync_status = 'SYNCED', updated_at = now(), updated_by = 'checkup'
      FROM acquirer_file_row r
     WHERE c.checkup_type = 'NOT_IMPORTED' AND r.id = c.acquirer_file_row_id
       AND c.sync_status IN ('UNAVAILABLE', 'AVAILABLE', 'MANUAL_CHECK')
       AND EXISTS (SELECT 1 FROM card_transaction t
                    WHERE t.merchant_id = r.merchant_id AND t.nsu_acquirer = r.nsu_acquirer)
    RETURNING c.id`.execute(db);
  const result = {
    notImported: notImported.rows.length,
    duplicated: duplicated.rows.length,
    resolved: resolved.rows.length,
  };
  await db
    .updateTable('checkup_run')
    .set({
      finished_at: new Date(),
      not_imported_found: result.notImported,
      duplicated_found: result.duplicated,
      resolved: result.resolved,
    })
    .where('id', '=', runId)
    .execute();
  return result;
}
