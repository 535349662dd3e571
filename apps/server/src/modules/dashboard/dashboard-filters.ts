import type { DashboardFilters } from '@mentor/contract/dashboard';
import { type RawBuilder, sql } from 'kysely';
import { type Actor, actorProjectFilter } from '../../http/actor.ts';
import { addDays, daysBetween, todaySaoPaulo } from '../../http/date-bounds.ts';

/** Dashboard filters after scope and defaults (CONFIRMED; the last 30 days). */
export interface ResolvedDashboardFilters {
  projectId: number | undefined;
  merchantId: number | undefined;
  channel: number[];
  operation: number[];
  card_brand: number[];
  status: string[];
  start: string;
  end: string;
  aggregator: 'day' | 'month';
}

export function resolveDashboardFilters(
  actor: Actor,
  q: DashboardFilters,
  defaultDays = 30,
): ResolvedDashboardFilters {
  const end = q.end ?? todaySaoPaulo();
  const start = q.start ?? addDays(end, -(defaultDays - 1));
  return {
    projectId: actorProjectFilter(actor, q.project),
    merchantId: q.merchant,
    channel: q.channel,
    operation: q.operation,
    card_brand: q.card_brand,
    status: q.status.length > 0 ? q.status : ['CONFIRMED'],
    start,
    end,
    aggregator: daysBetween(start, end) > 92 ? 'month' : 'day',
  };
}

/** Which dimensions a rollup table keeps. */
export interface RollupShape {
  merchant: boolean;
  detail: boolean;
}

/** The WHERE clause of a rollup read for the filters (dimensions the table lacks are skipped). */
export function rollupWhere(
  f: ResolvedDashboardFilters,
  shape: RollupShape,
  range: { start: string; end: string } = f,
): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`day >= ${range.start}::date`, sql`day <= ${range.end}::date`];
  if (f.projectId !== undefined) where.push(sql`project_id = ${f.projectId}`);
  if (shape.merchant && f.merchantId !== undefined) where.push(sql`merchant_id = ${f.merchantId}`);
  if (shape.detail && f.channel.length > 0) where.push(sql`channel_id = ANY(${f.channel}::int[])`);
  if (shape.detail && f.operation.length > 0) where.push(sql`operation_id = ANY(${f.operation}::int[])`);
  if (shape.detail && f.card_brand.length > 0) where.push(sql`card_brand_id = ANY(${f.card_brand}::int[])`);
  if (f.status.length > 0) where.push(sql`status = ANY(${f.status}::text[])`);
  return sql.join(where, sql` AND `);
}

const hasDetailFilters = (f: ResolvedDashboardFilters) =>
  f.channel.length > 0 || f.operation.length > 0 || f.card_brand.length > 0;

/**
 * The smallest rollup able to answer: per project (no merchant filter), per merchant and
 * status (no channel, operation or brand filter), else the full daily rollup.
 */
export function pickRollup(
  f: ResolvedDashboardFilters,
  need: { merchantDimension: boolean; detailDimensions: boolean },
) {
  const needsMerchant = need.merchantDimension || f.merchantId !== undefined;
  const needsDetail = need.detailDimensions || hasDetailFilters(f);
  if (!needsMerchant)
    return { table: sql.table('tpv_daily_project'), shape: { merchant: false, detail: true } };
  if (!needsDetail)
    return { table: sql.table('tpv_daily_merchant'), shape: { merchant: true, detail: false } };
  return { table: sql.table('tpv_daily'), shape: { merchant: true, detail: true } };
}
