import { type Billet, type BilletFilters, billetCharges } from '@mentor/contract/billets';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BilletStatus, BilletsTables } from '../../db/schema-billets.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { containsPattern } from '../../http/like.ts';
import type { ResolvedSort } from '../../http/sorting.ts';

/** A `date` column as pg reads it (local midnight) back to YYYY-MM-DD. */
export function isoDayOf(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function baseQuery(db: Database) {
  return db
    .selectFrom('bank_billet as b')
    .innerJoin('bank_billet_layout as l', 'l.id', 'b.bank_billet_layout_id')
    .innerJoin('project as p', 'p.id', 'b.project_id')
    .leftJoin('merchant as m', 'm.id', 'b.merchant_id');
}

type Base = ReturnType<typeof baseQuery>;

function selectRow(query: Base) {
  return query.select([
    'b.billet_id',
    'b.external_id',
    'b.our_number',
    'b.typeable_line',
    'b.barcode',
    'b.financial_id',
    'b.financial_paid_id',
    'b.transaction_id',
    'b.registry_date',
    'b.emission_date',
    'b.due_date',
    'b.liquidation_date',
    'b.ec_liquidation_date',
    'b.billet_payer',
    'b.billet_payer_document',
    'b.billet_payer_email',
    'b.billet_value',
    'b.project_id',
    'p.trade as project_name',
    'b.merchant_id',
    'm.merchant_name',
    'b.bank_billet_layout_id',
    'l.nickname as layout_nickname',
    'l.bank_code',
    'l.agreement',
    'l.wallet',
    'b.billet_status',
    'b.fee_type',
    'b.fee_value',
    'b.penalty_type',
    'b.penalty_value',
    'b.discount_type',
    'b.discount_value',
    'b.discount_limit_date',
    'b.downed_at',
    'b.downed_by',
  ]);
}

export type BilletRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

export function toBillet(row: BilletRow): Billet {
  return {
    billet_id: row.billet_id,
    external_id: row.external_id,
    our_number: row.our_number,
    typeable_line: row.typeable_line,
    barcode: row.barcode,
    financial_id: row.financial_id,
    financial_paid_id: row.financial_paid_id,
    transaction_id: row.transaction_id,
    registry_date: iso(row.registry_date),
    emission_date: row.emission_date.toISOString(),
    due_date: isoDayOf(row.due_date),
    liquidation_date: iso(row.liquidation_date),
    ec_liquidation_date: row.ec_liquidation_date ? isoDayOf(row.ec_liquidation_date) : null,
    billet_payer: row.billet_payer,
    billet_payer_document: row.billet_payer_document,
    billet_payer_email: row.billet_payer_email,
    billet_value: row.billet_value,
    project_id: row.project_id,
    project_name: row.project_name,
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    bank_billet_layout_id: row.bank_billet_layout_id,
    layout_nickname: row.layout_nickname,
    bank_code: row.bank_code,
    billet_status: row.billet_status,
    fee_type: row.fee_type as Billet['fee_type'],
    fee_value: row.fee_value,
    penalty_type: row.penalty_type as Billet['penalty_type'],
    penalty_value: row.penalty_value,
    discount_type: row.discount_type as Billet['discount_type'],
    discount_value: row.discount_value,
    discount_limit_date: row.discount_limit_date ? isoDayOf(row.discount_limit_date) : null,
    with_penalty_fees_discounts: billetCharges(row),
    downed_at: iso(row.downed_at),
    downed_by: row.downed_by,
  };
}

type Eb = ExpressionBuilder<BilletsTables & { b: BilletsTables['bank_billet'] }, 'b'>;

function chargeCondition(eb: Eb, charge: 'PENALTY' | 'FEES' | 'DISCOUNTS') {
  if (charge === 'PENALTY') return eb('b.penalty_type', '<>', 3);
  if (charge === 'FEES') return eb('b.fee_type', '<>', 5);
  return eb('b.discount_type', '<>', 0);
}

/** The list's filters on the billet query; `projectId` is the caller's scope or choice. */
export function filteredBillets(db: Database, f: BilletFilters, projectId: number | undefined) {
  let q = baseQuery(db);
  if (projectId !== undefined) q = q.where('b.project_id', '=', projectId);
  if (f.billet_id !== undefined) q = q.where('b.billet_id', '=', f.billet_id);
  if (f.external_id) q = q.where('b.external_id', '=', f.external_id);
  if (f.our_number) q = q.where('b.our_number', '=', f.our_number);
  if (f.typeable_line) q = q.where('b.typeable_line', '=', f.typeable_line);
  if (f.billet_payer) q = q.where('b.billet_payer', 'ilike', containsPattern(f.billet_payer));
  if (f.billet_payer_document) q = q.where('b.billet_payer_document', '=', f.billet_payer_document);
  if (f.merchant_id !== undefined) q = q.where('b.merchant_id', '=', f.merchant_id);
  if (f.bank_billet_layout_id !== undefined)
    q = q.where('b.bank_billet_layout_id', '=', f.bank_billet_layout_id);
  if (f.billet_status.length > 0) q = q.where('b.billet_status', 'in', f.billet_status);
  const charges = f.with_penalty_fees_discounts;
  if (charges.length > 0) {
    q = q.where((eb) => eb.or(charges.map((c) => chargeCondition(eb as unknown as Eb, c))));
  }
  if (f.value !== undefined) q = q.where('b.billet_value', '=', f.value);
  if (f.value_min !== undefined) q = q.where('b.billet_value', '>=', f.value_min);
  if (f.value_max !== undefined) q = q.where('b.billet_value', '<=', f.value_max);
  if (f.due_date_start) q = q.where('b.due_date', '>=', sql<Date>`${f.due_date_start}::date`);
  if (f.due_date_end) q = q.where('b.due_date', '<=', sql<Date>`${f.due_date_end}::date`);
  if (f.emission_date_start) q = q.where('b.emission_date', '>=', dayStart(f.emission_date_start));
  if (f.emission_date_end) q = q.where('b.emission_date', '<', dayAfter(f.emission_date_end));
  if (f.liquidation_date_start) q = q.where('b.liquidation_date', '>=', dayStart(f.liquidation_date_start));
  if (f.liquidation_date_end) q = q.where('b.liquidation_date', '<', dayAfter(f.liquidation_date_end));
  return q;
}

export type BilletSortColumn =
  | 'b.due_date'
  | 'b.emission_date'
  | 'b.registry_date'
  | 'b.liquidation_date'
  | 'b.billet_value'
  | 'b.billet_id'
  | 'b.our_number'
  | 'b.billet_payer'
  | 'b.billet_status';

/** Selects the billet columns and orders by the resolved sort, then by id (stable pages). */
export function orderedBillets(query: Base, sort: ResolvedSort<BilletSortColumn>) {
  return selectRow(query)
    .orderBy(sort.column, (ob) => (sort.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
    .orderBy('b.billet_id', sort.direction);
}

export async function findBillet(
  db: Database,
  billetId: number,
  lock = false,
): Promise<BilletRow | undefined> {
  const query = selectRow(baseQuery(db)).where('b.billet_id', '=', billetId);
  return (lock ? query.forUpdate('b') : query).executeTakeFirst();
}

export async function findBilletsForUpdate(db: Database, ids: number[]): Promise<BilletRow[]> {
  return selectRow(baseQuery(db))
    .where('b.billet_id', 'in', ids)
    .orderBy('b.billet_id')
    .forUpdate('b')
    .execute();
}

export async function downBillets(db: Database, ids: number[], by: string): Promise<void> {
  await db
    .updateTable('bank_billet')
    .set({
      billet_status: 'DOWNED' satisfies BilletStatus,
      downed_at: new Date(),
      downed_by: by,
      updated_at: new Date(),
    })
    .where('billet_id', 'in', ids)
    .execute();
}

export async function updateBillet(
  db: Database,
  billetId: number,
  values: {
    due_date: string;
    typeable_line: string;
    barcode: string;
    fee_type: number;
    fee_value: number;
    penalty_type: number;
    penalty_value: number;
    discount_type: number;
    discount_value: number;
    discount_limit_date: string | null;
  },
): Promise<void> {
  await db
    .updateTable('bank_billet')
    .set({ ...values, updated_at: new Date() })
    .where('billet_id', '=', billetId)
    .execute();
}

export async function listLayouts(db: Database) {
  return db.selectFrom('bank_billet_layout').select(['id', 'nickname']).orderBy('nickname').execute();
}
