import type { Transaction, TransactionListQuery } from '@mentor/contract/transactions';
import { TRANSACTION_COUNT_CAP } from '@mentor/contract/transactions';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { containsPattern } from '../../http/like.ts';
import { rollupCompatible, type ScopedFilters, transactionConditions } from './transaction-filters.ts';

type TxQuery = SelectQueryBuilder<DB & { t: DB['card_transaction'] }, 't', object>;

/** The filtered set of raw rows, unordered. */
export function filteredTransactions(db: Database, f: ScopedFilters): TxQuery {
  return db.selectFrom('card_transaction as t').where((eb) => transactionConditions(eb, f));
}

/** Joins the display columns onto an inner query of card_transaction rows named `t`. */
function withDisplayColumns<O extends Selectable<DB['card_transaction']>>(
  db: Kysely<DB>,
  inner: SelectQueryBuilder<DB & { t: DB['card_transaction'] }, 't', O>,
) {
  return db
    .selectFrom(inner.as('t'))
    .innerJoin('project as p', 'p.id', 't.project_id')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .leftJoin('terminal as tm', 'tm.id', 't.terminal_id')
    .leftJoin('channel as ch', 'ch.id', 't.channel_id')
    .leftJoin('operation as op', 'op.id', 't.operation_id')
    .leftJoin('card_brand as cb', 'cb.id', 't.card_brand_id')
    .select([
      't.id',
      't.project_id',
      'p.trade as project_name',
      't.merchant_id',
      'm.merchant_code',
      'm.merchant_name',
      'm.cpf_cnpj as merchant_document',
      't.terminal_id',
      'tm.terminal_code',
      't.serial_number',
      't.channel_id',
      'ch.channel_name',
      't.operation_id',
      'op.operation_name',
      't.card_brand_id',
      'cb.brand_name as card_brand_name',
      't.input_method',
      't.amount',
      't.installments',
      't.nsu',
      't.nsu_acquirer',
      't.authorization_number',
      't.ecommerce_order',
      't.ecommerce_customer_name',
      't.ecommerce_customer_document',
      't.bank_billet_id',
      't.app_code',
      't.status',
      't.transaction_date',
      't.payment_date',
    ]);
}

type DisplayRow = Awaited<ReturnType<ReturnType<typeof withDisplayColumns>['execute']>>[number];

export function toTransaction(r: DisplayRow): Transaction {
  return {
    ...r,
    channel_name: r.channel_name ?? String(r.channel_id),
    operation_name: r.operation_name ?? String(r.operation_id),
    transaction_date: new Date(r.transaction_date).toISOString(),
    payment_date: new Date(r.payment_date).toISOString(),
  };
}

export interface KeysetPosition {
  /** Sort value of the boundary row (ISO date or number). */
  value: string | number;
  id: number;
  /** Rows after the boundary in list order ('next') or before it ('previous'). */
  direction: 'next' | 'previous';
}

export type SortColumn = TransactionListQuery['sortBy'];

/**
 * One page of rows in list order. With a keyset position the page starts right after (or
 * ends right before) that row, so deep pages cost the same as the first; otherwise OFFSET.
 */
export async function listPage(
  db: Database,
  f: ScopedFilters,
  options: { sortBy: SortColumn; sortDesc: boolean; limit: number; offset: number; keyset?: KeysetPosition },
): Promise<Transaction[]> {
  const { sortBy, sortDesc, limit, offset, keyset } = options;
  // Walking backwards from a keyset position reads in reverse order and flips the page.
  const reverse = keyset?.direction === 'previous';
  const descending = reverse ? !sortDesc : sortDesc;
  const dir = descending ? 'desc' : 'asc';
  let inner = filteredTransactions(db, f).selectAll('t');
  if (keyset) {
    const value =
      sortBy === 'payment_date' || sortBy === 'transaction_date'
        ? new Date(String(keyset.value))
        : Number(keyset.value);
    inner = inner.where((eb) =>
      eb(eb.refTuple(`t.${sortBy}`, 't.id'), descending ? '<' : '>', eb.tuple(value, keyset.id)),
    );
  }
  inner = inner.orderBy(`t.${sortBy}`, dir).orderBy('t.id', dir).limit(limit);
  if (!keyset && offset > 0) inner = inner.offset(offset);
  const rows = await withDisplayColumns(db, inner).orderBy(`t.${sortBy}`, dir).orderBy('t.id', dir).execute();
  const list = rows.map(toTransaction);
  return reverse ? list.reverse() : list;
}

export async function findTransaction(db: Database, id: number): Promise<Transaction | undefined> {
  const inner = db.selectFrom('card_transaction as t').selectAll('t').where('t.id', '=', id);
  const row = await withDisplayColumns(db, inner).executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

export interface CountResult {
  total: number;
  estimate: boolean;
}

/** Longest a capped count may run before the estimate takes over. */
const COUNT_BUDGET_MS = 250;

/**
 * The list total without scanning millions of rows. Filters the daily rollups keep (they are
 * maintained by the table's triggers, so always in step with it) are counted from the rollups:
 * exact, and one small aggregate whatever the volume. Otherwise an exact count up to the cap
 * (stopped after COUNT_BUDGET_MS), and beyond it the planner's estimate, flagged as such.
 */
export async function countTransactions(
  db: Database,
  f: ScopedFilters,
  cap = TRANSACTION_COUNT_CAP,
): Promise<CountResult> {
  if (rollupCompatible(f)) return { total: await rollupCount(db, f), estimate: false };
  // The planner's estimate (about a millisecond) decides whether counting rows is worth trying:
  // far above the cap the capped count would read `cap` rows only to give up.
  const planned = await plannerEstimate(db, f);
  if (planned <= cap * 5) {
    const capped = await cappedCount(db, f, cap);
    if (capped !== null && capped <= cap) return { total: capped, estimate: false };
  }
  return { total: Math.max(planned, cap + 1), estimate: true };
}

async function cappedCount(db: Database, f: ScopedFilters, cap: number): Promise<number | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(COUNT_BUDGET_MS)}, true)`.execute(trx);
      const limited = filteredTransactions(trx, f)
        .select(sql`1`.as('one'))
        .limit(cap + 1);
      const row = await trx
        .selectFrom(limited.as('x'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
  } catch (error) {
    // 57014: canceled by statement_timeout.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === '57014') return null;
    throw error;
  }
}

/** Exact count from the rollups (their day is the transaction's day in America/Sao_Paulo). */
export async function rollupCount(db: Database, f: ScopedFilters): Promise<number> {
  const merchantIds = f.merchant ? await merchantIdsMatching(db, f.merchant) : null;
  if (merchantIds !== null && merchantIds.length === 0) return 0;
  const where = [sql`true`];
  if (merchantIds) where.push(sql`merchant_id = ANY(${merchantIds}::int[])`);
  if (f.projectId !== undefined) where.push(sql`project_id = ${f.projectId}`);
  if (f.start) where.push(sql`day >= ${f.start}::date`);
  if (f.end) where.push(sql`day <= ${f.end}::date`);
  if (f.channel.length > 0) where.push(sql`channel_id = ANY(${f.channel}::int[])`);
  if (f.operation.length > 0) where.push(sql`operation_id = ANY(${f.operation}::int[])`);
  if (f.card_brand.length > 0) where.push(sql`card_brand_id = ANY(${f.card_brand}::int[])`);
  if (f.status.length > 0) where.push(sql`status = ANY(${f.status}::text[])`);
  const table = merchantIds ? sql.table('tpv_daily') : sql.table('tpv_daily_project');
  const result = await sql<{ n: number }>`
    SELECT coalesce(sum(tx_count), 0)::bigint AS n FROM ${table} WHERE ${sql.join(where, sql` AND `)}`.execute(
    db,
  );
  const row = result.rows[0] ?? { n: 0 };
  return Number(row.n);
}

async function merchantIdsMatching(db: Database, term: string): Promise<number[]> {
  const rows = await db
    .selectFrom('merchant')
    .select('id')
    .where((m) => m.or([m('merchant_code', '=', term), m('merchant_name', 'ilike', containsPattern(term))]))
    .limit(5000)
    .execute();
  return rows.map((r) => r.id);
}

async function plannerEstimate(db: Database, f: ScopedFilters): Promise<number> {
  const compiled = filteredTransactions(db, f).select(sql`1`.as('one')).compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>({
    ...compiled,
    sql: `EXPLAIN (FORMAT JSON) ${compiled.sql}`,
  });
  const plan = result.rows[0]?.['QUERY PLAN'];
  const first = Array.isArray(plan) ? plan[0] : undefined;
  const rows =
    typeof first === 'object' &&
    first !== null &&
    'Plan' in first &&
    typeof first.Plan === 'object' &&
    first.Plan !== null &&
    'Plan Rows' in first.Plan
      ? Number(first.Plan['Plan Rows'])
      : 0;
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}

/**
 * Reads every matching row in list order, `batch` rows at a time, each batch continuing from
 * the last row of the one before (keyset on the sort column and id): one pass over the
 * index, no long transaction held open, memory flat whatever the size of the result.
 */
export async function* streamTransactions(
  db: Database,
  f: ScopedFilters,
  sort: { sortBy: 'payment_date' | 'transaction_date' | 'id'; sortDesc: boolean },
  batch = 5000,
): AsyncGenerator<Transaction[]> {
  let keyset: KeysetPosition | undefined;
  for (;;) {
    const rows = await listPage(db, f, { ...sort, limit: batch, offset: 0, ...(keyset ? { keyset } : {}) });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    keyset = { value: sort.sortBy === 'id' ? last.id : last[sort.sortBy], id: last.id, direction: 'next' };
  }
}
