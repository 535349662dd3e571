import type { TopMerchants, TopProjects, TpvData, TpvSlice } from '@mentor/contract/dashboard';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { pickRollup, type ResolvedDashboardFilters, rollupWhere } from './dashboard-filters.ts';

interface GroupedRow {
  g: number;
  bucket: string | null;
  channel_id: number | null;
  card_brand_id: number | null;
  operation_id: number | null;
  status: string | null;
  n: number;
  amount: number;
}

const STATUS_LABELS: Record<string, string> = {
  IN_ANALISYS: 'EM ANÁLISE',
  PRE_AUTHORIZED: 'PRÉ-AUTORIZADA',
  PARTIAL_CAPTURED: 'PARCIALMENTE CAPTURADA',
  CONFIRMED: 'CONFIRMADA',
  CANCELLED: 'ESTORNADA/CANCELADA',
  DENIED: 'NEGADA',
  PENDING: 'PENDENTE',
};

async function lookups(db: Database) {
  const [channels, brands, operations] = await Promise.all([
    db.selectFrom('channel').select(['id', 'channel_name']).execute(),
    db.selectFrom('card_brand').select(['id', 'brand_name']).execute(),
    db.selectFrom('operation').select(['id', 'operation_name']).execute(),
  ]);
  return {
    channel: new Map(channels.map((c) => [c.id, c.channel_name])),
    brand: new Map([[0, 'SEM BANDEIRA'], ...brands.map((b): [number, string] => [b.id, b.brand_name])]),
    operation: new Map(operations.map((o) => [o.id, o.operation_name])),
  };
}

/**
 * The TPV dashboard data of spec core §3, in one pass over the daily rollup with grouping
 * sets: per bucket and channel, per channel, brand, operation and status, and the totals.
 */
export async function tpvData(db: Database, f: ResolvedDashboardFilters): Promise<TpvData> {
  const { table, shape } = pickRollup(f, { merchantDimension: false, detailDimensions: true });
  // Daily buckets are the rollup's own day; months are truncated.
  const bucket = f.aggregator === 'month' ? sql`date_trunc('month', day)::date` : sql`day`;
  const [names, result] = await Promise.all([
    lookups(db),
    sql<GroupedRow>`
      SELECT grouping(bucket, channel_id, card_brand_id, operation_id, status)::int AS g,
             to_char(bucket, 'YYYY-MM-DD') AS bucket, channel_id, card_brand_id, operation_id, status,
             sum(tx_count)::bigint AS n, sum(amount)::bigint AS amount
        FROM (SELECT ${bucket} AS bucket, channel_id, card_brand_id, operation_id, status,
                     tx_count, amount
                FROM ${table} WHERE ${rollupWhere(f, shape)}) r
       GROUP BY GROUPING SETS ((bucket, channel_id), (channel_id), (card_brand_id), (operation_id), (status), ())
       ORDER BY bucket NULLS LAST, channel_id, card_brand_id, operation_id, status`.execute(db),
  ]);
  // grouping() bits, from the left: bucket 16, channel 8, brand 4, operation 2, status 1 (1 = rolled up).
  const only = (mask: number) => result.rows.filter((r) => r.g === mask);
  const slice = (id: number | string, name: string, r: GroupedRow): TpvSlice => ({
    id,
    name,
    amount: r.amount,
    count: r.n,
  });
  const total = only(31)[0];
  const totals = { amount: total?.amount ?? 0, count: total?.n ?? 0 };
  return {
    data_aggregator: f.aggregator,
    date_range: { start: f.start, end: f.end },
    tpv_per_channel_and_date: only(7).map((r) => ({
      date: r.bucket ?? '',
      channel_id: r.channel_id ?? 0,
      channel_name: names.channel.get(r.channel_id ?? 0) ?? String(r.channel_id),
      amount: r.amount,
      count: r.n,
    })),
    totals: { ...totals, average_ticket: totals.count > 0 ? Math.round(totals.amount / totals.count) : 0 },
    tpv_per_channel: only(23).map((r) =>
      slice(r.channel_id ?? 0, names.channel.get(r.channel_id ?? 0) ?? String(r.channel_id), r),
    ),
    tpv_per_card_brand: only(27).map((r) =>
      slice(r.card_brand_id ?? 0, names.brand.get(r.card_brand_id ?? 0) ?? String(r.card_brand_id), r),
    ),
    tpv_per_operation: only(29).map((r) =>
      slice(r.operation_id ?? 0, names.operation.get(r.operation_id ?? 0) ?? String(r.operation_id), r),
    ),
    tpv_per_status: only(30).map((r) =>
      slice(r.status ?? '', STATUS_LABELS[r.status ?? ''] ?? String(r.status), r),
    ),
  };
}

export async function topProjects(
  db: Database,
  f: ResolvedDashboardFilters,
  limit = 10,
): Promise<TopProjects> {
  const { table, shape } = pickRollup(f, { merchantDimension: false, detailDimensions: false });
  const result = await sql<{ project_id: number; trade: string; n: number; amount: number }>`
    SELECT r.project_id, p.trade, r.n, r.amount
      FROM (SELECT project_id, sum(tx_count)::bigint AS n, sum(amount)::bigint AS amount
              FROM ${table} WHERE ${rollupWhere(f, shape)} GROUP BY project_id) r
      JOIN project p ON p.id = r.project_id
     ORDER BY r.amount DESC, r.project_id LIMIT ${limit}`.execute(db);
  return {
    top_projects: result.rows.map((r) => ({
      project_id: r.project_id,
      trade: r.trade,
      amount: r.amount,
      count: r.n,
    })),
  };
}

export async function topMerchants(
  db: Database,
  f: ResolvedDashboardFilters,
  limit = 10,
): Promise<TopMerchants> {
  const { table, shape } = pickRollup(f, { merchantDimension: true, detailDimensions: false });
  const result = await sql<{
    merchant_id: number;
    merchant_code: string;
    merchant_name: string;
    project_id: number;
    n: number;
    amount: number;
  }>`
    SELECT r.merchant_id, m.merchant_code, m.merchant_name, m.project_id, r.n, r.amount
      FROM (SELECT merchant_id, sum(tx_count)::bigint AS n, sum(amount)::bigint AS amount
              FROM ${table} WHERE ${rollupWhere(f, shape)} GROUP BY merchant_id
             ORDER BY amount DESC, merchant_id LIMIT ${limit}) r
      JOIN merchant m ON m.id = r.merchant_id
     ORDER BY r.amount DESC, r.merchant_id`.execute(db);
  return {
    top_merchants: result.rows.map((r) => ({
      merchant_id: r.merchant_id,
      merchant_code: r.merchant_code,
      merchant_name: r.merchant_name,
      project_id: r.project_id,
      amount: r.amount,
      count: r.n,
    })),
  };
}

export interface ReportRow {
  period: string;
  key_id: number;
  key_name: string;
  n: number;
  amount: number;
}

/** TPV per period and project or merchant, paged, with the grand totals. */
export async function tpvReport(
  db: Database,
  f: ResolvedDashboardFilters,
  options: { groupBy: 'project' | 'merchant'; period: 'day' | 'month'; limit: number; offset: number },
) {
  const byMerchant = options.groupBy === 'merchant';
  const { table, shape } = pickRollup(f, { merchantDimension: byMerchant, detailDimensions: false });
  const unit = options.period === 'month' ? sql.lit('month') : sql.lit('day');
  const key = byMerchant ? sql.ref('merchant_id') : sql.ref('project_id');
  const grouped = sql`
    SELECT to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') AS period, ${key} AS key_id,
           sum(tx_count)::bigint AS n, sum(amount)::bigint AS amount
      FROM ${table} WHERE ${rollupWhere(f, shape)} GROUP BY 1, 2`;
  const names = byMerchant ? sql`JOIN merchant k ON k.id = g.key_id` : sql`JOIN project k ON k.id = g.key_id`;
  const keyName = byMerchant ? sql`k.merchant_code || ' - ' || k.merchant_name` : sql`k.trade`;
  const [rows, count] = await Promise.all([
    sql<ReportRow>`
      SELECT g.period, g.key_id, ${keyName} AS key_name, g.n, g.amount FROM (${grouped}) g ${names}
       ORDER BY g.period DESC, g.amount DESC, g.key_id LIMIT ${options.limit} OFFSET ${options.offset}`.execute(
      db,
    ),
    sql<{ total: number; n: number; amount: number }>`
      SELECT count(*)::bigint AS total, coalesce(sum(n), 0)::bigint AS n, coalesce(sum(amount), 0)::bigint AS amount
        FROM (${grouped}) g`.execute(db),
  ]);
  const c = count.rows[0] ?? { total: 0, n: 0, amount: 0 };
  return { rows: rows.rows, total: c.total, totals: { amount: c.amount, count: c.n } };
}

/** Up to 20 live merchants whose code is `term` or whose name contains it, by name. */
export function merchantOptions(db: Database, projectId: number | undefined, term: string) {
  let q = db
    .selectFrom('merchant')
    .select(['id', 'merchant_code', 'merchant_name'])
    .where('deleted', '=', false);
  if (projectId !== undefined) q = q.where('project_id', '=', projectId);
  if (term) {
    const like = containsPattern(term);
    q = q.where((eb) => eb.or([eb('merchant_code', '=', term), eb('merchant_name', 'ilike', like)]));
  }
  return q.orderBy('merchant_name').limit(20).execute();
}
