import type { Adjustment, Receivable, ReceivableSum } from '@mentor/contract/receivables';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { exactCents } from '../../http/money.ts';
import type { AuditedRecord } from '../../platform/audit/audit-service.ts';
import { receivableConditions, type ScopedReceivableFilters } from './receivable-filters.ts';

type RQuery = SelectQueryBuilder<DB & { r: DB['receivable'] }, 'r', object>;

/** The filtered receivables, unordered. */
export function filteredReceivables(db: Database, f: ScopedReceivableFilters): RQuery {
  return db.selectFrom('receivable as r').where((eb) => receivableConditions(eb, f));
}

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The display columns of a receivable, on a query of receivable rows named `r`. */
export function withReceivableColumns<O>(query: SelectQueryBuilder<DB & { r: DB['receivable'] }, 'r', O>) {
  return query
    .innerJoin('project as p', 'p.id', 'r.project_id')
    .innerJoin('merchant as m', 'm.id', 'r.merchant_id')
    .innerJoin('card_transaction as ct', 'ct.id', 'r.transaction_id')
    .leftJoin('terminal as tm', 'tm.id', 'r.terminal_id')
    .leftJoin('block_type as bt', 'bt.id', 'r.block_type_id')
    .select([
      'r.id',
      'r.transaction_id',
      'r.project_id',
      'p.trade as project_name',
      'r.merchant_id',
      'm.merchant_code',
      'm.merchant_name',
      'tm.terminal_code',
      'r.channel_id',
      'r.operation_id',
      'r.card_brand_id',
      'r.installment_number',
      'r.installment_count',
      'ct.amount as transaction_amount',
      'r.gross_amount',
      sql<string>`r.mdr_rate::text`.as('mdr_rate'),
      'r.mdr_amount',
      'r.net_amount',
      'r.adjustment_amount',
      sql<number>`r.net_amount + r.adjustment_amount`.as('net_adjusted_amount'),
      'r.paid',
      'r.paid_amount',
      'r.anticipated',
      'r.blocked',
      'r.block_type_id',
      'bt.description as block_type_description',
      'r.block_description',
      'r.dt_emission',
      day('r.dt_due').as('dt_due'),
      day('r.dt_payment').as('dt_payment'),
      day('r.dt_anticipation_order').as('dt_anticipation_order'),
      'r.dt_block',
      'r.payment_id',
    ]);
}

type RawReceivable = Omit<Receivable, 'dt_emission' | 'dt_block' | 'dt_due'> & {
  dt_emission: Date | string;
  dt_block: Date | string | null;
  dt_due: string | null;
};

export function toReceivable(row: RawReceivable): Receivable {
  return {
    ...row,
    net_adjusted_amount: Number(row.net_adjusted_amount),
    dt_due: row.dt_due ?? '',
    dt_emission: new Date(row.dt_emission).toISOString(),
    dt_block: row.dt_block === null ? null : new Date(row.dt_block).toISOString(),
  };
}

const SORT_COLUMNS = {
  transaction_id: 'r.transaction_id',
  id: 'r.id',
  dt_emission: 'r.dt_emission',
  dt_due: 'r.dt_due',
  dt_payment: 'r.dt_payment',
  gross_amount: 'r.gross_amount',
  net_amount: 'r.net_amount',
} as const;

export interface ReceivablePageRequest {
  sortBy: keyof typeof SORT_COLUMNS;
  sortDesc: boolean;
  limit: number;
  offset: number;
}

/**
 * One page of receivables in the list's order (ties broken by id). The page's ids are chosen
 * first (from the filter's covering index when it can), then their rows are read and joined.
 * With a merchant in the filter, the order by transaction is computed over the merchant's
 * receivables (few, read from the merchant's covering index) rather than by walking the whole
 * table in transaction order until enough of the merchant's turn up.
 */
export async function listReceivablePage(
  db: Database,
  f: ScopedReceivableFilters,
  page: ReceivablePageRequest,
): Promise<Receivable[]> {
  const direction = page.sortDesc ? 'desc' : 'asc';
  const column = SORT_COLUMNS[page.sortBy];
  const sortKey =
    f.merchant !== undefined && page.sortBy === 'transaction_id'
      ? sql`${sql.ref(column)} + 0`
      : sql.ref(column);
  const ids = filteredReceivables(db, f)
    .select('r.id')
    .orderBy(sortKey, direction)
    .orderBy('r.id', direction)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await withReceivableColumns((db as Kysely<DB>).selectFrom('receivable as r'))
    .where('r.id', 'in', ids)
    .orderBy(column, direction)
    .orderBy('r.id', direction)
    .execute();
  return rows.map((r) => toReceivable(r as RawReceivable));
}

/** How many receivables the filter matches and their totals (every row, not one page). */
export async function sumReceivables(
  db: Database,
  f: ScopedReceivableFilters,
): Promise<{ total: number; sum: ReceivableSum }> {
  const row = await filteredReceivables(db, f)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      // Sums in numeric, read as text: exact, and never a rounded float (ADR 0720).
      sql<string>`coalesce(sum(r.gross_amount), 0)::text`.as('gross_amount'),
      sql<string>`coalesce(sum(r.mdr_amount), 0)::text`.as('mdr_amount'),
      sql<string>`coalesce(sum(r.net_amount), 0)::text`.as('net_amount'),
      sql<string>`coalesce(sum(r.adjustment_amount), 0)::text`.as('adjustment_amount'),
      sql<string>`coalesce(sum(r.net_amount + r.adjustment_amount), 0)::text`.as('net_adjusted_amount'),
      sql<string>`coalesce(sum(r.paid_amount), 0)::text`.as('paid_amount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    sum: {
      gross_amount: exactCents(row.gross_amount),
      mdr_amount: exactCents(row.mdr_amount),
      net_amount: exactCents(row.net_amount),
      adjustment_amount: exactCents(row.adjustment_amount),
      net_adjusted_amount: exactCents(row.net_adjusted_amount),
      paid_amount: exactCents(row.paid_amount),
    },
  };
}

/** All matching receivables in batches, keyset on (transaction_id, id), for exports. */
export async function* streamReceivables(
  db: Database,
  f: ScopedReceivableFilters,
  batch = 5000,
): AsyncGenerator<Receivable[]> {
  let after: { transactionId: number; id: number } | null = null;
  for (;;) {
    const position: { transactionId: number; id: number } | null = after;
    const inner = filteredReceivables(db, f)
      .selectAll('r')
      .$if(position !== null, (q) =>
        q.where(
          sql<boolean>`(r.transaction_id, r.id) > (${position?.transactionId ?? 0}, ${position?.id ?? 0})`,
        ),
      )
      .orderBy('r.transaction_id')
      .orderBy('r.id')
      .limit(batch);
    const rows: Receivable[] = (
      await withReceivableColumns((db as Kysely<DB>).selectFrom(inner.as('r')))
        .orderBy('r.transaction_id')
        .orderBy('r.id')
        .execute()
    ).map((r) => toReceivable(r as RawReceivable));
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last: Receivable | undefined = rows[rows.length - 1];
    if (!last) return;
    after = { transactionId: last.transaction_id, id: last.id };
  }
}

/** One receivable with its display columns. */
export async function findReceivable(db: Database, id: number): Promise<Receivable | undefined> {
  const row = await withReceivableColumns(db.selectFrom('receivable as r'))
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row ? toReceivable(row as RawReceivable) : undefined;
}

/** Locks one receivable's row for an adjustment. */
export async function lockReceivable(trx: Database, id: number) {
  return (
    trx
      .selectFrom('receivable')
      // Amounts as text: exact whatever their size, for the range check in bigint.
      .select([
        'id',
        'project_id',
        sql<string>`adjustment_amount::text`.as('adjustment_amount'),
        sql<string>`net_amount::text`.as('net_amount'),
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
  );
}

/** Block state of receivables, locked, in id order (so concurrent blocks do not deadlock). */
export async function lockBlockState(trx: Database, ids: readonly number[]) {
  return trx
    .selectFrom('receivable')
    .select(['id', 'project_id', 'blocked', 'block_type_id', 'block_description', 'dt_block'])
    .where('id', '=', sql<number>`ANY(${sql.val(ids)}::bigint[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type BlockState = Awaited<ReturnType<typeof lockBlockState>>[number];

/** Sets (or clears, with null) the block of the given receivables. */
export async function writeBlock(
  trx: Database,
  ids: readonly number[],
  block: { block_type_id: number; block_description: string } | null,
): Promise<void> {
  await trx
    .updateTable('receivable')
    .set(
      block
        ? {
            blocked: true,
            block_type_id: block.block_type_id,
            block_description: block.block_description,
            dt_block: sql<Date>`now()`,
          }
        : { blocked: false, block_type_id: null, block_description: null, dt_block: null },
    )
    .where('id', '=', sql<number>`ANY(${sql.val(ids)}::bigint[])`)
    .execute();
}

/**
 * Per receivable, its block before (as it is now) and after the change, as audit records: a
 * select the audit writes from in one statement.
 */
export function blockChangeRecords(
  ids: readonly number[],
  after: { blocked: boolean; block_type_id: number | null; block_description: string | null },
) {
  return sql<AuditedRecord>`
    SELECT r.id::text AS record_id,
           jsonb_build_object('blocked', r.blocked, 'block_type_id', r.block_type_id,
                              'block_description', r.block_description, 'dt_block', r.dt_block) AS before,
           jsonb_build_object('blocked', ${after.blocked}::boolean, 'block_type_id', ${after.block_type_id}::int,
                              'block_description', ${after.block_description}::text) AS after,
           r.project_id
    FROM receivable r WHERE r.id = ANY(${sql.val([...ids])}::bigint[])`;
}

/** Adds an adjustment and keeps receivable.adjustment_amount as the sum of its adjustments. */
export async function insertAdjustment(
  trx: Database,
  values: {
    receivable_id: number;
    kind: 'MANUAL' | 'AUTOMATIC';
    amount: number;
    reason: string;
    created_by: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('receivable_adjustment')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('receivable')
    .set({
      adjustment_amount: sql<number>`(SELECT coalesce(sum(a.amount), 0) FROM receivable_adjustment a WHERE a.receivable_id = ${values.receivable_id})`,
    })
    .where('id', '=', values.receivable_id)
    .execute();
  return row.id;
}

/** A receivable's adjustments, oldest first; `automaticOnly` for those applied at payment. */
export async function listAdjustments(
  db: Database,
  receivableId: number,
  automaticOnly: boolean,
): Promise<Adjustment[]> {
  const rows = await db
    .selectFrom('receivable_adjustment')
    .select(['id', 'kind', 'amount', 'reason', 'created_by', 'created_at'])
    .where('receivable_id', '=', receivableId)
    .$if(automaticOnly, (q) => q.where('kind', '=', 'AUTOMATIC'))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** The receivables of payments, paid in full on `day` (net plus adjustments). */
export async function payReceivablesOf(
  trx: Database,
  paymentIds: readonly number[],
  day: string,
): Promise<void> {
  if (paymentIds.length === 0) return;
  await sql`
    UPDATE receivable SET paid = 1, paid_amount = net_amount + adjustment_amount, dt_payment = ${day}::date
    WHERE payment_id = ANY(${[...paymentIds]}::bigint[])`.execute(trx);
}

/** The receivables of payments, unpaid again. */
export async function unpayReceivablesOf(trx: Database, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await trx
    .updateTable('receivable')
    .set({ paid: 0, paid_amount: 0, dt_payment: null })
    .where('payment_id', 'in', [...paymentIds])
    .execute();
}

/** Frees the receivables of payments: they belong to no payment and can be grouped again. */
export async function detachReceivablesOf(trx: Database, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await trx
    .updateTable('receivable')
    .set({ payment_id: null })
    .where('payment_id', 'in', [...paymentIds])
    .execute();
}

/** Frees the receivables of payments that were blocked or paid since they were grouped. */
export async function detachBlockedOrPaidOf(trx: Database, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await sql`
    UPDATE receivable SET payment_id = NULL
    WHERE payment_id = ANY(${[...paymentIds]}::bigint[]) AND (blocked OR paid <> 0)`.execute(trx);
}

/** Unpaid, unblocked, ungrouped receivables of a payment's merchant due on its day join it. */
export async function attachDueReceivablesTo(trx: Database, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await sql`
    UPDATE receivable r SET payment_id = p.id
    FROM payment p
    WHERE p.id = ANY(${[...paymentIds]}::bigint[]) AND r.merchant_id = p.merchant_id AND r.dt_due = p.dt_payment
      AND r.payment_id IS NULL AND r.paid = 0 AND r.blocked = false`.execute(trx);
}

export interface GroupableFilter {
  /** Due from this day (YYYY-MM-DD), or every earlier day when null. */
  from: string | null;
  /** Due up to this day, inclusive. */
  to: string;
  /** Only these merchants, or every one when null. */
  merchantIds: number[] | null;
  /** 0: unpaid receivables; 1: receivables already paid (history). */
  paid: 0 | 1;
}

/**
 * Locks the unblocked receivables of no payment that match (skipping those another transaction
 * holds) and keeps them, with their amount (net plus adjustments), in the transaction's
 * `picked_receivable` table. Returns how many.
 */
export async function pickGroupable(trx: Database, f: GroupableFilter): Promise<number> {
  await sql`DROP TABLE IF EXISTS picked_receivable`.execute(trx);
  await sql`
    CREATE TEMP TABLE picked_receivable (
      id bigint PRIMARY KEY, merchant_id int NOT NULL, project_id int NOT NULL, dt_due date NOT NULL, amount bigint NOT NULL
    ) ON COMMIT DROP`.execute(trx);
  const result = await sql`
    INSERT INTO picked_receivable (id, merchant_id, project_id, dt_due, amount)
    SELECT r.id, r.merchant_id, r.project_id, r.dt_due, r.net_amount + r.adjustment_amount
    FROM receivable r
    WHERE r.payment_id IS NULL AND r.paid = ${f.paid} AND r.blocked = false
      AND (${f.from}::date IS NULL OR r.dt_due >= ${f.from}::date)
      AND r.dt_due <= ${f.to}::date
      AND (${f.merchantIds}::int[] IS NULL OR r.merchant_id = ANY(${f.merchantIds}::int[]))
    FOR UPDATE OF r SKIP LOCKED`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** The picked receivables join the given payments of their merchant and due day. Returns how many. */
export async function linkPicked(trx: Database, paymentIds: readonly number[]): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const result = await sql`
    UPDATE receivable r SET payment_id = p.id
    FROM picked_receivable k JOIN payment p ON p.merchant_id = k.merchant_id AND p.dt_payment = k.dt_due
    WHERE r.id = k.id AND p.id = ANY(${[...paymentIds]}::bigint[])`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
