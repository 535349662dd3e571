import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function get(url: string, user = 'superadmin') {
  const token = await ctx.token(user);
  return ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}

const spDayOf = sql`(transaction_date AT TIME ZONE 'America/Sao_Paulo')::date`;

async function confirmedAmount(start: string, end: string, project?: number) {
  const r = await sql<{ a: number }>`
    SELECT coalesce(sum(amount), 0)::bigint AS a FROM card_transaction
     WHERE status = 'CONFIRMED' AND ${spDayOf} BETWEEN ${start}::date AND ${end}::date
       AND ${project === undefined ? sql`true` : sql`project_id = ${project}`}`.execute(ctx.handle.db);
  return r.rows[0]?.a ?? -1;
}

/** Keys (merchant or project) with confirmed sales in a range, from the raw rows. */
async function activeKeys(
  column: 'merchant_id' | 'project_id',
  start: string,
  end: string,
  project?: number,
) {
  const r = await sql<{ k: number }>`
    SELECT DISTINCT ${sql.ref(column)} AS k FROM card_transaction
     WHERE status = 'CONFIRMED' AND ${spDayOf} BETWEEN ${start}::date AND ${end}::date
       AND ${project === undefined ? sql`true` : sql`project_id = ${project}`}`.execute(ctx.handle.db);
  return new Set(r.rows.map((row) => row.k));
}

const end = todaySaoPaulo();
const start = addDays(end, -59);
const prevStart = addDays(start, -60);
const prevEnd = addDays(start, -1);

describe('behavioural dashboard', () => {
  it('gives the confirmed volume trend against the previous period', async () => {
    const res = await get(`/api/v1/behavioral/tpv_trend?start=${start}&end=${end}&project=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      tpv_per_status_and_date: { date: string; status: string; amount: number }[];
      trend: { current_amount: number; previous_amount: number; rate: number | null; direction: string };
    }>();
    const current = await confirmedAmount(start, end, 1);
    const previous = await confirmedAmount(prevStart, prevEnd, 1);
    expect(body.trend.current_amount).toBe(current);
    expect(body.trend.previous_amount).toBe(previous);
    expect(body.trend.direction).toBe(current > previous ? 'UP' : current < previous ? 'DOWN' : 'FLAT');
    expect(body.trend.rate).toBeCloseTo(((current - previous) * 100) / previous, 1);
    const confirmedSeries = body.tpv_per_status_and_date.filter((r) => r.status === 'CONFIRMED');
    expect(confirmedSeries.reduce((s, r) => s + r.amount, 0)).toBe(current);
    expect(new Set(body.tpv_per_status_and_date.map((r) => r.status)).size).toBeGreaterThan(1);
  });

  it('counts merchants and projects acquired, lost and retained as the raw rows say', async () => {
    const res = await get(`/api/v1/behavioral/acquisition_loss_retention?start=${start}&end=${end}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      merchants_acquisition_loss_retention: Record<
        'acquisition' | 'loss' | 'retention',
        { total: number; rate: number }
      >;
      projects_acquisition_loss_retention: Record<
        'acquisition' | 'loss' | 'retention',
        { total: number; rate: number }
      >;
      total_merchants: number;
      total_projects: number;
    }>();
    const now = await activeKeys('merchant_id', start, end);
    const before = await activeKeys('merchant_id', prevStart, prevEnd);
    const retained = [...now].filter((k) => before.has(k)).length;
    const lost = [...before].filter((k) => !now.has(k)).length;
    const acquired = [...now].filter((k) => !before.has(k)).length;
    const m = body.merchants_acquisition_loss_retention;
    expect(body.total_merchants).toBe(now.size);
    expect(m.retention.total).toBe(retained);
    expect(m.loss.total).toBe(lost);
    expect(m.acquisition.total).toBe(acquired);
    expect(lost + acquired).toBeGreaterThan(0);
    expect(m.retention.rate).toBeCloseTo((retained * 100) / before.size, 2);
    expect(m.loss.rate).toBeCloseTo((lost * 100) / before.size, 2);
    expect(body.total_projects).toBe((await activeKeys('project_id', start, end)).size);
    expect(body.projects_acquisition_loss_retention.retention.total).toBe(3);
  });

  it('keeps a single-project user in their project and needs read_dashboard_tpv', async () => {
    const own = await get(
      `/api/v1/behavioral/acquisition_loss_retention?start=${start}&end=${end}`,
      'parceiro',
    );
    expect(own.statusCode).toBe(200);
    expect(own.json<{ total_projects: number }>().total_projects).toBe(1);
    expect(own.json<{ total_merchants: number }>().total_merchants).toBe(
      (await activeKeys('merchant_id', start, end, 2)).size,
    );
    expect((await get('/api/v1/behavioral/tpv_trend?project=1', 'parceiro')).statusCode).toBe(404);
    expect((await get('/api/v1/behavioral/tpv_trend', 'logistica.admin')).statusCode).toBe(403);
    expect((await get('/api/v1/behavioral/tpv_trend?start=2026-02-30', 'superadmin')).statusCode).toBe(422);
  });
});
