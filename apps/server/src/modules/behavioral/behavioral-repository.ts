import type { AcquisitionLossRetention, TpvTrend } from '@mentor/contract/dashboard';
import type { TransactionStatusCode } from '@mentor/contract/transactions';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { addDays, daysBetween } from '../../http/date-bounds.ts';

export interface BehavioralFilters {
  projectId: number | undefined;
  start: string;
  end: string;
}

const projectCondition = (projectId: number | undefined) =>
  projectId === undefined ? sql`true` : sql`project_id = ${projectId}`;

/** The period of equal length that ends the day before `start`. */
export function previousRange(start: string, end: string) {
  const length = daysBetween(start, end);
  return { start: addDays(start, -length), end: addDays(start, -1) };
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0);

/**
 * Volume per status and bucket, and the trend of confirmed volume: the change against the
 * period just before and the least-squares slope over the buckets.
 */
export async function tpvTrend(db: Database, f: BehavioralFilters): Promise<TpvTrend> {
  const aggregator = daysBetween(f.start, f.end) > 92 ? 'month' : 'day';
  const unit = aggregator === 'month' ? sql.lit('month') : sql.lit('day');
  const previous = previousRange(f.start, f.end);
  const [series, periods] = await Promise.all([
    sql<{ date: string; status: TransactionStatusCode; n: number; amount: number }>`
      SELECT to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') AS date, status,
             sum(tx_count)::bigint AS n, sum(amount)::bigint AS amount
        FROM tpv_daily_project
       WHERE day BETWEEN ${f.start}::date AND ${f.end}::date AND ${projectCondition(f.projectId)}
       GROUP BY 1, 2 ORDER BY 1, 2`.execute(db),
    sql<{ current_amount: number; previous_amount: number }>`
      SELECT coalesce(sum(amount) FILTER (WHERE day >= ${f.start}::date), 0)::bigint AS current_amount,
             coalesce(sum(amount) FILTER (WHERE day < ${f.start}::date), 0)::bigint AS previous_amount
        FROM tpv_daily_project
       WHERE status = 'CONFIRMED' AND day BETWEEN ${previous.start}::date AND ${f.end}::date
         AND ${projectCondition(f.projectId)}`.execute(db),
  ]);
  const confirmed = series.rows.filter((r) => r.status === 'CONFIRMED').map((r) => r.amount);
  const n = confirmed.length;
  let slope = 0;
  if (n > 1) {
    const meanX = (n - 1) / 2;
    const meanY = confirmed.reduce((a, b) => a + b, 0) / n;
    let num = 0;
    let den = 0;
    confirmed.forEach((y, x) => {
      num += (x - meanX) * (y - meanY);
      den += (x - meanX) ** 2;
    });
    slope = den === 0 ? 0 : Math.round(num / den);
  }
  const p = periods.rows[0] ?? { current_amount: 0, previous_amount: 0 };
  const change =
    p.previous_amount > 0
      ? Math.round(((p.current_amount - p.previous_amount) * 10_000) / p.previous_amount) / 100
      : null;
  return {
    data_aggregator: aggregator,
    date_range: { start: f.start, end: f.end },
    tpv_per_status_and_date: series.rows.map((r) => ({
      date: r.date,
      status: r.status,
      amount: r.amount,
      count: r.n,
    })),
    trend: {
      current_amount: p.current_amount,
      previous_amount: p.previous_amount,
      rate: change,
      direction:
        p.current_amount > p.previous_amount ? 'UP' : p.current_amount < p.previous_amount ? 'DOWN' : 'FLAT',
      slope,
    },
  };
}

interface Movement {
  active_now: number;
  active_before: number;
  retained: number;
  lost: number;
  acquired: number;
}

async function movement(
  db: Database,
  f: BehavioralFilters,
  key: 'merchant_id' | 'project_id',
): Promise<Movement> {
  const previous = previousRange(f.start, f.end);
  const table = key === 'merchant_id' ? sql.table('tpv_daily_merchant') : sql.table('tpv_daily_project');
  const result = await sql<Movement>`
    WITH a AS (
      SELECT ${sql.ref(key)} AS k, bool_or(day >= ${f.start}::date) AS now, bool_or(day < ${f.start}::date) AS before
        FROM ${table}
       WHERE status = 'CONFIRMED' AND tx_count > 0 AND day BETWEEN ${previous.start}::date AND ${f.end}::date
         AND ${projectCondition(f.projectId)}
       GROUP BY 1)
    SELECT count(*) FILTER (WHERE now)::int AS active_now,
           count(*) FILTER (WHERE before)::int AS active_before,
           count(*) FILTER (WHERE now AND before)::int AS retained,
           count(*) FILTER (WHERE before AND NOT now)::int AS lost,
           count(*) FILTER (WHERE now AND NOT before)::int AS acquired
      FROM a`.execute(db);
  return result.rows[0] ?? { active_now: 0, active_before: 0, retained: 0, lost: 0, acquired: 0 };
}

const asMap = (m: Movement) => ({
  acquisition: { total: m.acquired, rate: rate(m.acquired, m.active_now) },
  loss: { total: m.lost, rate: rate(m.lost, m.active_before) },
  retention: { total: m.retained, rate: rate(m.retained, m.active_before) },
});

/**
 * Merchants and projects with confirmed sales in the period against the period just before:
 * retained (sold in both), lost (only before), acquired (only now). Retention and loss rates
 * are over those active before; acquisition over those active now.
 */
export async function acquisitionLossRetention(
  db: Database,
  f: BehavioralFilters,
): Promise<AcquisitionLossRetention> {
  const [merchants, projects] = await Promise.all([
    movement(db, f, 'merchant_id'),
    movement(db, f, 'project_id'),
  ]);
  return {
    date_range: { start: f.start, end: f.end },
    previous_range: previousRange(f.start, f.end),
    merchants_acquisition_loss_retention: asMap(merchants),
    projects_acquisition_loss_retention: asMap(projects),
    total_merchants: merchants.active_now,
    total_projects: projects.active_now,
  };
}
