import type { MdrBrandRates, SalesPlan, SalesPlanListQuery } from '@mentor/contract/plans';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { pageOf } from '../../http/paging.ts';
import { resolveSort, sortKeys } from '../../http/sorting.ts';

/** A sales plan row with its project, channel and merchant count; rates as exact text. */
function planQuery(db: Database) {
  return db
    .selectFrom('sales_plan as sp')
    .innerJoin('project as p', 'p.id', 'sp.project_id')
    .innerJoin('channel as c', 'c.id', 'sp.channel_id');
}

const planColumns = [
  'sp.id',
  'sp.name',
  'sp.project_id',
  'p.trade',
  'sp.channel_id',
  'c.channel_name',
  'sp.mcc',
  'sp.status',
  'sp.automatic_anticipation',
  sql<string>`sp.anticipation_rate::text`.as('anticipation_rate'),
  sql<number>`(SELECT count(*)::int FROM merchant_sales_plan msp WHERE msp.sales_plan_id = sp.id)`.as(
    'merchants_count',
  ),
  'sp.updated_at',
] as const;

type PlanRow = {
  id: number;
  name: string;
  project_id: number;
  trade: string;
  channel_id: number;
  channel_name: string;
  mcc: string | null;
  status: number;
  automatic_anticipation: boolean;
  anticipation_rate: string;
  merchants_count: number;
  updated_at: Date;
};

export function toSalesPlan(row: PlanRow): SalesPlan {
  return {
    id: row.id,
    sales_plan_name: row.name,
    project: { id: row.project_id, trade: row.trade },
    channel: { id: row.channel_id, channel_name: row.channel_name },
    mcc: row.mcc,
    status: row.status,
    automatic_anticipation: row.automatic_anticipation,
    anticipation_rate: row.anticipation_rate,
    merchants_count: row.merchants_count,
    updated_at: row.updated_at.toISOString(),
  };
}

const SORT = {
  ...sortKeys(['id', 'mcc', 'status', 'updated_at', 'anticipation_rate'], 'sp'),
  sales_plan_name: 'sp.name',
  name: 'sp.name',
  project: 'p.trade',
  channel: 'c.channel_name',
} as const;

export async function listSalesPlans(db: Database, q: SalesPlanListQuery, projectId: number | undefined) {
  let query = planQuery(db);
  if (projectId !== undefined) query = query.where('sp.project_id', '=', projectId);
  if (q.channel_id !== undefined) query = query.where('sp.channel_id', '=', q.channel_id);
  if (q.mcc !== undefined) query = query.where('sp.mcc', '=', q.mcc);
  if (q.status !== undefined) query = query.where('sp.status', '=', q.status);
  if (q.automatic_anticipation !== undefined)
    query = query.where('sp.automatic_anticipation', '=', q.automatic_anticipation);
  if (q.name !== undefined) query = query.where('sp.name', 'ilike', containsPattern(q.name));
  const sort = resolveSort(q, SORT, 'sp.id');
  return pageOf(
    query,
    q,
    (qb) => qb.select(planColumns).orderBy(sort.column, sort.direction).orderBy('sp.id', sort.direction),
    (row) => toSalesPlan(row as PlanRow),
  );
}

export async function findSalesPlan(db: Database, id: number, lock = false): Promise<PlanRow | undefined> {
  if (lock) {
    const locked = await db
      .selectFrom('sales_plan')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
  }
  return (await planQuery(db).select(planColumns).where('sp.id', '=', id).executeTakeFirst()) as
    | PlanRow
    | undefined;
}

export async function insertSalesPlan(
  db: Database,
  values: {
    project_id: number;
    channel_id: number;
    name: string;
    mcc: string | null;
    status: number;
    automatic_anticipation: boolean;
    anticipation_rate: string;
  },
): Promise<number> {
  const row = await db.insertInto('sales_plan').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSalesPlan(
  db: Database,
  id: number,
  values: { name: string; mcc: string | null; status: number; automatic_anticipation: boolean },
): Promise<void> {
  await db
    .updateTable('sales_plan')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteSalesPlan(db: Database, id: number): Promise<void> {
  await db.deleteFrom('sales_plan').where('id', '=', id).execute();
}

/** Whether merchants are assigned the plan or receivables were priced with it. */
export async function planInUse(
  db: Database,
  id: number,
): Promise<{ merchants: boolean; receivables: boolean }> {
  const row = await sql<{ merchants: boolean; receivables: boolean }>`
    SELECT EXISTS (SELECT 1 FROM merchant_sales_plan WHERE sales_plan_id = ${id}) AS merchants,
           EXISTS (SELECT 1 FROM receivable WHERE sales_plan_id = ${id}) AS receivables`.execute(db);
  return row.rows[0] ?? { merchants: false, receivables: false };
}

type RateRow = {
  card_brand_id: number;
  brand_name: string;
  operation_id: number;
  operation_name: string;
  rate: string;
  valid_from: string;
  in_force: boolean;
};

/**
 * The plan's rates per card brand: for each brand and operation, the row in force on `today`
 * (latest valid_from ≤ today) and every row scheduled after it.
 */
export async function listPlanRates(db: Database, planId: number, today: string): Promise<MdrBrandRates[]> {
  const result = await sql<RateRow>`
    SELECT r.card_brand_id, b.brand_name, r.operation_id, o.operation_name, r.rate::text AS rate,
           to_char(r.valid_from, 'YYYY-MM-DD') AS valid_from,
           r.valid_from <= ${today}::date AS in_force
    FROM sales_plan_rate r
    JOIN card_brand b ON b.id = r.card_brand_id
    JOIN operation o ON o.id = r.operation_id
    WHERE r.sales_plan_id = ${planId}
      AND (r.valid_from > ${today}::date OR r.valid_from = (
        SELECT max(x.valid_from) FROM sales_plan_rate x
        WHERE x.sales_plan_id = r.sales_plan_id AND x.card_brand_id = r.card_brand_id
          AND x.operation_id = r.operation_id AND x.valid_from <= ${today}::date))
    ORDER BY r.card_brand_id, r.operation_id, r.valid_from`.execute(db);
  const brands = new Map<number, MdrBrandRates>();
  for (const row of result.rows) {
    let brand = brands.get(row.card_brand_id);
    if (!brand) {
      brand = { card_brand_id: row.card_brand_id, brand_name: row.brand_name, rates: [], scheduled: [] };
      brands.set(row.card_brand_id, brand);
    }
    const rate = {
      operation_id: row.operation_id,
      operation_name: row.operation_name,
      rate: row.rate,
      valid_from: row.valid_from,
    };
    (row.in_force ? brand.rates : brand.scheduled).push(rate);
  }
  return [...brands.values()];
}

/** Card brands that already have rates (in force or scheduled) on the plan. */
export async function brandsWithRates(db: Database, planId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('sales_plan_rate')
    .select('card_brand_id')
    .distinct()
    .where('sales_plan_id', '=', planId)
    .execute();
  return new Set(rows.map((r) => r.card_brand_id));
}

/** Writes rates in force from `validFrom`; a rate already dated that day is replaced. */
export async function upsertRates(
  db: Database,
  planId: number,
  validFrom: string,
  rates: ReadonlyArray<{ card_brand_id: number; operation_id: number; rate: string }>,
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insertInto('sales_plan_rate')
    .values(rates.map((r) => ({ sales_plan_id: planId, valid_from: validFrom, ...r })))
    .onConflict((oc) =>
      oc
        .columns(['sales_plan_id', 'card_brand_id', 'operation_id', 'valid_from'])
        .doUpdateSet({ rate: sql`excluded.rate`, created_at: sql`now()` }),
    )
    .execute();
}

export async function deleteBrandRates(db: Database, planId: number, brandId: number): Promise<number> {
  const result = await db
    .deleteFrom('sales_plan_rate')
    .where('sales_plan_id', '=', planId)
    .where('card_brand_id', '=', brandId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function touchPlan(db: Database, planId: number): Promise<void> {
  await db.updateTable('sales_plan').set({ updated_at: sql`now()` }).where('id', '=', planId).execute();
}

/** The acquirer's cost on a channel for an MCC (MCC-specific replacing general), exact text. */
export async function acquirerCostFloors(
  db: Database,
  channelId: number,
  mcc: string | null,
): Promise<{ card_brand_id: number; operation_id: number; rate: string }[]> {
  const result = await sql<{ card_brand_id: number; operation_id: number; rate: string }>`
    SELECT DISTINCT ON (card_brand_id, operation_id) card_brand_id, operation_id, rate::text AS rate
    FROM acquirer_mdr
    WHERE channel_id = ${channelId} AND (mcc IS NULL OR mcc = ${mcc})
    ORDER BY card_brand_id, operation_id, (mcc IS NULL)`.execute(db);
  return result.rows;
}

/** Names of card brands and operations, to word refusals. */
export async function brandAndOperationNames(db: Database) {
  const [brands, operations] = await Promise.all([
    db.selectFrom('card_brand').select(['id', 'brand_name']).execute(),
    db.selectFrom('operation').select(['id', 'operation_name']).execute(),
  ]);
  return {
    brand: new Map(brands.map((b) => [b.id, b.brand_name])),
    operation: new Map(operations.map((o) => [o.id, o.operation_name])),
  };
}

export async function listPlanMerchants(
  db: Database,
  planId: number,
  page: { page: number; perPage: number },
) {
  const query = db
    .selectFrom('merchant_sales_plan as msp')
    .innerJoin('merchant as m', 'm.id', 'msp.merchant_id')
    .where('msp.sales_plan_id', '=', planId);
  return pageOf(
    query,
    page,
    (qb) =>
      qb
        .select([
          'm.id as merchant_id',
          'm.merchant_code',
          'm.merchant_name',
          'm.cpf_cnpj',
          'msp.assigned_at',
        ])
        .orderBy('m.merchant_name')
        .orderBy('m.id'),
    (row) => ({ ...row, assigned_at: row.assigned_at.toISOString() }),
  );
}

const historyColumns = [
  'id',
  'occurred_at',
  'action',
  'actor',
  'actor_name',
  'approved_by',
  'before',
  'after',
] as const;

/** Changes of a plan (its fields and its rates), newest first. */
export async function listPlanHistory(db: Database, planId: number, page: { page: number; perPage: number }) {
  const query = db
    .selectFrom('audit_log')
    .where('table_context', '=', 'sales_plan')
    .where('record_id', '=', String(planId));
  return pageOf(
    query,
    page,
    (qb) => qb.select(historyColumns).orderBy('id', 'desc'),
    (row) => ({ ...row, occurred_at: row.occurred_at.toISOString() }),
  );
}

export async function findPlanHistoryEntry(db: Database, planId: number, historyId: number) {
  const row = await db
    .selectFrom('audit_log')
    .select(historyColumns)
    .where('table_context', '=', 'sales_plan')
    .where('record_id', '=', String(planId))
    .where('id', '=', historyId)
    .executeTakeFirst();
  return row ? { ...row, occurred_at: row.occurred_at.toISOString() } : undefined;
}
