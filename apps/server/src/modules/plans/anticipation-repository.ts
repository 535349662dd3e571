import type { AnticipationRateQuery, AnticipationRateRow, AnticipationRun } from '@mentor/contract/plans';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { countOf, offsetOf, paged, pageOf } from '../../http/paging.ts';

type ArvFilters = Omit<AnticipationRateQuery, 'page' | 'perPage' | 'sortBy' | 'sortDesc'>;

/** Plans matching the anticipation-rate filters ('Taxa ARV' is an exact rate); every filter is on the plan. */
export function anticipationQuery(db: Database, q: ArvFilters, projectId: number | undefined) {
  let query = db.selectFrom('sales_plan as sp');
  if (projectId !== undefined) query = query.where('sp.project_id', '=', projectId);
  if (q.channel_id !== undefined) query = query.where('sp.channel_id', '=', q.channel_id);
  if (q.status !== undefined) query = query.where('sp.status', '=', q.status);
  if (q.name !== undefined) query = query.where('sp.name', 'ilike', containsPattern(q.name));
  if (q.anticipation_rate !== undefined)
    query = query.where(sql<boolean>`sp.anticipation_rate = ${q.anticipation_rate}::numeric`);
  return query;
}

/**
 * The rows of one page: the page's plan ids are picked on the plan table alone (an index walk,
 * cheap even deep into the list), then joined with their project and channel.
 */
export function selectAnticipationRows(
  db: Database,
  filtered: ReturnType<typeof anticipationQuery>,
  limit: number,
  offset = 0,
) {
  const ids = filtered.select('sp.id').orderBy('sp.id').limit(limit).offset(offset);
  return db
    .selectFrom('sales_plan as sp')
    .innerJoin('project as p', 'p.id', 'sp.project_id')
    .innerJoin('channel as c', 'c.id', 'sp.channel_id')
    .where('sp.id', 'in', ids)
    .select([
      'sp.id',
      'sp.name as sales_plan_name',
      'sp.project_id',
      'p.trade',
      'c.channel_name',
      'sp.status',
      'sp.automatic_anticipation',
      sql<string>`sp.anticipation_rate::text`.as('anticipation_rate'),
    ])
    .orderBy('sp.id');
}

type PlanRateRow = Awaited<ReturnType<ReturnType<typeof selectAnticipationRows>['execute']>>[number];

/**
 * Adds each plan's merchant count, counted for the rows of the page only (a per-row subquery
 * would be evaluated for every row skipped by a deep page's offset).
 */
export async function withMerchantCounts(db: Database, rows: PlanRateRow[]): Promise<AnticipationRateRow[]> {
  if (rows.length === 0) return [];
  const counts = await sql<{ sales_plan_id: number; n: number }>`
    SELECT sales_plan_id, count(*)::int AS n FROM merchant_sales_plan
    WHERE sales_plan_id = ANY(${rows.map((r) => r.id)}::int[]) GROUP BY sales_plan_id`.execute(db);
  const byPlan = new Map(counts.rows.map((c) => [c.sales_plan_id, c.n]));
  return rows.map((r) => ({ ...r, merchants_count: byPlan.get(r.id) ?? 0 }));
}

export async function listAnticipationRates(
  db: Database,
  q: AnticipationRateQuery,
  projectId: number | undefined,
) {
  const filtered = anticipationQuery(db, q, projectId);
  const [rows, total] = await Promise.all([
    selectAnticipationRows(db, filtered, q.perPage, offsetOf(q)).execute(),
    countOf(filtered),
  ]);
  return paged(await withMerchantCounts(db, rows), total, q.perPage);
}

/** Changes of anticipation rates, one row per plan of each run, newest first. */
export async function listAnticipationHistory(
  db: Database,
  q: { page: number; perPage: number; sales_plan_id?: number | undefined; run_id?: number | undefined },
  projectId: number | undefined,
) {
  let query = db
    .selectFrom('anticipation_rate_run_item as i')
    .innerJoin('anticipation_rate_run as r', 'r.id', 'i.run_id')
    .leftJoin('sales_plan as sp', 'sp.id', 'i.sales_plan_id');
  if (projectId !== undefined) query = query.where('sp.project_id', '=', projectId);
  if (q.sales_plan_id !== undefined) query = query.where('i.sales_plan_id', '=', q.sales_plan_id);
  if (q.run_id !== undefined) query = query.where('i.run_id', '=', q.run_id);
  return pageOf(
    query,
    q,
    (qb) =>
      qb
        .select([
          'r.created_at',
          'r.id as run_id',
          'i.sales_plan_id',
          'sp.name as sales_plan_name',
          sql<string>`i.new_rate::text`.as('new_rate'),
          sql<string | null>`i.old_rate::text`.as('old_rate'),
          'i.status',
          'i.reason',
          'r.user_id',
          'r.user_name',
          'r.user_email',
        ])
        .orderBy('r.id', 'desc')
        .orderBy('i.sales_plan_id'),
    (row) => ({
      created_at: row.created_at.toISOString(),
      anticipation_rate_history: row.run_id,
      sales_plan: { id: row.sales_plan_id, sales_plan_name: row.sales_plan_name },
      anticipation_rate: row.new_rate,
      old_anticipation_rate: row.old_rate,
      status: row.status,
      reason: row.reason,
      user_id: row.user_id,
      user_name: row.user_name,
      user_email: row.user_email,
    }),
  );
}

export interface NewRun {
  userId: string;
  userName: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  projectScope: number | null;
  requestId: string | null;
  rate: string;
  planIds: readonly number[];
}

/** The run and one PENDING item per plan, in one statement each. */
export async function insertRun(db: Database, run: NewRun): Promise<number> {
  const row = await db
    .insertInto('anticipation_rate_run')
    .values({
      user_id: run.userId,
      user_name: run.userName,
      user_email: sql<string | null>`(SELECT email FROM staff_user WHERE username = ${run.userId})`,
      approved_by: run.approvedBy,
      approved_by_name: run.approvedByName,
      project_scope: run.projectScope,
      request_id: run.requestId,
      total: run.planIds.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO anticipation_rate_run_item (run_id, sales_plan_id, new_rate)
    SELECT ${row.id}, plan_id, ${run.rate}::numeric
    FROM unnest(${run.planIds as number[]}::int[]) AS plan_id`.execute(db);
  return row.id;
}

export async function setRunJob(db: Database, runId: number, jobId: string): Promise<void> {
  await db.updateTable('anticipation_rate_run').set({ job_id: jobId }).where('id', '=', runId).execute();
}

export async function findRun(db: Database, runId: number) {
  return db.selectFrom('anticipation_rate_run').selectAll().where('id', '=', runId).executeTakeFirst();
}

export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export function toRun(row: RunRow): AnticipationRun {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    processed: row.processed,
    failed: row.failed,
    progress: row.total === 0 ? 100 : Math.floor((row.processed * 10_000) / row.total) / 100,
    user_id: row.user_id,
    user_name: row.user_name,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

/** The next pending items of a run, locked for this batch. */
export async function lockPendingItems(db: Database, runId: number, limit: number) {
  return db
    .selectFrom('anticipation_rate_run_item')
    .select(['sales_plan_id', sql<string>`new_rate::text`.as('new_rate')])
    .where('run_id', '=', runId)
    .where('status', '=', 'PENDING')
    .orderBy('sales_plan_id')
    .limit(limit)
    .forUpdate()
    .execute();
}

export async function lockPlans(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sales_plan')
    .select(['id', 'project_id', 'status', sql<string>`anticipation_rate::text`.as('anticipation_rate')])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Sets the plans' anticipation rate to their items' new rate and marks the items DONE. */
export async function applyItems(
  db: Database,
  runId: number,
  done: ReadonlyArray<{ id: number; oldRate: string }>,
): Promise<void> {
  if (done.length === 0) return;
  const ids = done.map((d) => d.id);
  const olds = done.map((d) => d.oldRate);
  await sql`
    UPDATE sales_plan sp SET anticipation_rate = i.new_rate, updated_at = now()
    FROM anticipation_rate_run_item i
    WHERE i.run_id = ${runId} AND i.sales_plan_id = sp.id AND sp.id = ANY(${ids}::int[])`.execute(db);
  await sql`
    UPDATE anticipation_rate_run_item i
    SET status = 'DONE', old_rate = v.old_rate, processed_at = now()
    FROM unnest(${ids}::int[], ${olds}::numeric[]) AS v(plan_id, old_rate)
    WHERE i.run_id = ${runId} AND i.sales_plan_id = v.plan_id`.execute(db);
}

export async function failItems(
  db: Database,
  runId: number,
  failed: ReadonlyArray<{ id: number; reason: string }>,
): Promise<void> {
  if (failed.length === 0) return;
  await sql`
    UPDATE anticipation_rate_run_item i
    SET status = 'FAILED', reason = v.reason, processed_at = now()
    FROM unnest(${failed.map((f) => f.id)}::int[], ${failed.map((f) => f.reason)}::text[]) AS v(plan_id, reason)
    WHERE i.run_id = ${runId} AND i.sales_plan_id = v.plan_id`.execute(db);
}

/** Recounts the run's progress from its items (exact however often a batch is retried). */
export async function refreshRunCounts(db: Database, runId: number): Promise<RunRow> {
  await sql`
    UPDATE anticipation_rate_run r
    SET processed = c.processed, failed = c.failed
    FROM (SELECT count(*) FILTER (WHERE status <> 'PENDING')::int AS processed,
                 count(*) FILTER (WHERE status = 'FAILED')::int AS failed
          FROM anticipation_rate_run_item WHERE run_id = ${runId}) c
    WHERE r.id = ${runId}`.execute(db);
  const row = await findRun(db, runId);
  if (!row) throw new Error(`Run ${runId} vanished`);
  return row;
}

export async function finishRun(db: Database, runId: number, status: RunRow['status']): Promise<void> {
  await db
    .updateTable('anticipation_rate_run')
    .set({ status, finished_at: sql`coalesce(finished_at, now())` })
    .where('id', '=', runId)
    .execute();
}

export async function listRunItems(db: Database, runId: number, page: { page: number; perPage: number }) {
  const query = db
    .selectFrom('anticipation_rate_run_item as i')
    .leftJoin('sales_plan as sp', 'sp.id', 'i.sales_plan_id')
    .where('i.run_id', '=', runId);
  return pageOf(query, page, (qb) =>
    qb
      .select([
        'i.sales_plan_id',
        'sp.name as sales_plan_name',
        sql<string | null>`i.old_rate::text`.as('old_rate'),
        sql<string>`i.new_rate::text`.as('new_rate'),
        'i.status',
        'i.reason',
      ])
      .orderBy(sql`(i.status = 'FAILED')`, 'desc')
      .orderBy('i.sales_plan_id'),
  );
}
