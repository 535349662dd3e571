import ExcelJS from 'exceljs';
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

interface Slice {
  id: number | string;
  name: string;
  amount: number;
  count: number;
}
interface TpvBody {
  data_aggregator: string;
  date_range: { start: string; end: string };
  tpv_per_channel_and_date: { date: string; channel_id: number; amount: number; count: number }[];
  totals: { amount: number; count: number; average_ticket: number };
  tpv_per_channel: Slice[];
  tpv_per_card_brand: Slice[];
  tpv_per_operation: Slice[];
  tpv_per_status: Slice[];
}

const spDayOf = sql`(transaction_date AT TIME ZONE 'America/Sao_Paulo')::date`;

/** Sum and count straight from the raw rows, grouped by an expression. */
async function raw(where: ReturnType<typeof sql>, groupBy: ReturnType<typeof sql> = sql`'all'`) {
  const r = await sql<{ k: string; n: number; amount: number }>`
    SELECT ${groupBy}::text AS k, count(*)::int AS n, sum(amount)::bigint AS amount
      FROM card_transaction WHERE ${where} GROUP BY 1 ORDER BY 1`.execute(ctx.handle.db);
  return new Map(r.rows.map((row) => [row.k, { count: row.n, amount: row.amount }]));
}
const asMap = (slices: Slice[]) =>
  new Map(slices.map((s) => [String(s.id), { count: s.count, amount: s.amount }]));

const end = todaySaoPaulo();
const start30 = addDays(end, -29);
const inRange = (start: string, finish: string) => sql`${spDayOf} BETWEEN ${start}::date AND ${finish}::date`;

describe('TPV dashboard', () => {
  it('defaults to confirmed sales of the last 30 days, every breakdown matching the raw rows', async () => {
    const res = await get('/api/v1/dashboard/tpv');
    expect(res.statusCode).toBe(200);
    const body = res.json<TpvBody>();
    expect(body.date_range).toEqual({ start: start30, end });
    expect(body.data_aggregator).toBe('day');
    const where = sql`status = 'CONFIRMED' AND ${inRange(start30, end)}`;
    const total = (await raw(where)).get('all');
    expect(total?.count).toBeGreaterThan(0);
    expect(body.totals.amount).toBe(total?.amount);
    expect(body.totals.count).toBe(total?.count);
    expect(body.totals.average_ticket).toBe(Math.round((total?.amount ?? 0) / (total?.count ?? 1)));
    expect(asMap(body.tpv_per_channel)).toEqual(await raw(where, sql`channel_id`));
    expect(asMap(body.tpv_per_operation)).toEqual(await raw(where, sql`operation_id`));
    expect(asMap(body.tpv_per_card_brand)).toEqual(await raw(where, sql`coalesce(card_brand_id, 0)`));
    expect(asMap(body.tpv_per_status)).toEqual(await raw(where, sql`status`));
    const perDay = await raw(where, sql`to_char(${spDayOf}, 'YYYY-MM-DD') || '/' || channel_id`);
    expect(
      new Map(
        body.tpv_per_channel_and_date.map((r) => [
          `${r.date}/${r.channel_id}`,
          { count: r.count, amount: r.amount },
        ]),
      ),
    ).toEqual(perDay);
    expect(body.tpv_per_channel.find((c) => c.id === 1)?.name).toBe('POS');
  });

  it('applies project, merchant, channel, operation, brand and status filters over a year by month', async () => {
    const merchant = await ctx.handle.db
      .selectFrom('merchant')
      .select(['id', 'project_id'])
      .where('merchant_code', 'like', 'DEMO%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const start = addDays(end, -364);
    const cases: [string, ReturnType<typeof sql>][] = [
      [`project=2&start=${start}&end=${end}`, sql`project_id = 2 AND status = 'CONFIRMED'`],
      [
        `merchant=${merchant.id}&start=${start}&end=${end}`,
        sql`merchant_id = ${merchant.id} AND status = 'CONFIRMED'`,
      ],
      [
        `channel=1&channel=4&operation=0&card_brand=2&status=CONFIRMED&status=DENIED&start=${start}&end=${end}`,
        sql`channel_id IN (1, 4) AND operation_id = 0 AND card_brand_id = 2 AND status IN ('CONFIRMED', 'DENIED')`,
      ],
      [
        `merchant=${merchant.id}&operation=1&start=${start}&end=${end}`,
        sql`merchant_id = ${merchant.id} AND operation_id = 1 AND status = 'CONFIRMED'`,
      ],
    ];
    for (const [query, where] of cases) {
      const body = (await get(`/api/v1/dashboard/tpv?${query}`)).json<TpvBody>();
      expect(body.data_aggregator, query).toBe('month');
      const expected = (await raw(sql`${where} AND ${inRange(start, end)}`)).get('all');
      expect(body.totals.count, query).toBe(expected?.count ?? 0);
      expect(body.totals.amount, query).toBe(expected?.amount ?? 0);
      const months = body.tpv_per_channel_and_date.reduce((sum, r) => sum + r.amount, 0);
      expect(months, query).toBe(expected?.amount ?? 0);
    }
  });

  it('ranks top projects and top merchants as the raw rows do', async () => {
    const where = sql`status = 'CONFIRMED' AND ${inRange(start30, end)}`;
    const projects = (await get('/api/v1/dashboard/top_tpv_project')).json<{
      top_projects: { project_id: number; amount: number; count: number; trade: string }[];
    }>().top_projects;
    const rawProjects = await raw(where, sql`project_id`);
    expect(projects.length).toBe(rawProjects.size);
    for (const p of projects)
      expect({ count: p.count, amount: p.amount }).toEqual(rawProjects.get(String(p.project_id)));
    expect(projects.map((p) => p.amount)).toEqual([...projects.map((p) => p.amount)].sort((a, b) => b - a));

    const merchants = (await get('/api/v1/dashboard/top_tpv_merchant?channel=3')).json<{
      top_merchants: { merchant_id: number; amount: number; count: number }[];
    }>().top_merchants;
    const rawMerchants = await raw(sql`${where} AND channel_id = 3`, sql`merchant_id`);
    const best = [...rawMerchants.entries()].sort((a, b) => b[1].amount - a[1].amount).slice(0, 10);
    expect(merchants.map((m) => [String(m.merchant_id), { count: m.count, amount: m.amount }])).toEqual(best);
  });

  it('exports the dashboard as a workbook', async () => {
    const res = await get('/api/v1/dashboard/tpv/export/xlsx?project=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(res.rawPayload);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const expected = (
      await raw(sql`project_id = 1 AND status = 'CONFIRMED' AND ${inRange(start30, end)}`)
    ).get('all');
    const summary = workbook.getWorksheet('Resumo');
    expect(summary?.getRow(3).getCell(2).value).toBe((expected?.amount ?? 0) / 100);
    expect(summary?.getRow(4).getCell(2).value).toBe(expected?.count);
    expect(workbook.getWorksheet('Top lojistas')?.rowCount).toBeGreaterThan(1);
  });

  it('enforces permission and project scope', async () => {
    expect((await get('/api/v1/dashboard/tpv', 'logistica.admin')).statusCode).toBe(403);
    expect((await get('/api/v1/dashboard/top_tpv_merchant', 'logistica.operador')).statusCode).toBe(403);
    expect((await get('/api/v1/dashboard/tpv?project=1', 'parceiro')).statusCode).toBe(404);
    const own = (await get('/api/v1/dashboard/tpv', 'parceiro')).json<TpvBody>();
    const expected = (
      await raw(sql`project_id = 2 AND status = 'CONFIRMED' AND ${inRange(start30, end)}`)
    ).get('all');
    expect(own.totals.amount).toBe(expected?.amount);
    const tops = (await get('/api/v1/dashboard/top_tpv_project', 'parceiro')).json<{
      top_projects: { project_id: number }[];
    }>();
    expect(tops.top_projects.map((p) => p.project_id)).toEqual([2]);
  });

  it('refuses bad filters with field errors', async () => {
    for (const query of ['status=SOLD', 'card_brand=7', 'start=2026-05-10&end=2026-05-01', 'merchant=abc']) {
      const res = await get(`/api/v1/dashboard/tpv?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('TPV report', () => {
  it('groups volume per month and project, paged, with totals', async () => {
    const start = addDays(end, -179);
    const res = await get(`/api/v1/report/tpv?start=${start}&end=${end}&perPage=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      data: { period: string; key_id: number; amount: number; count: number }[];
      total: number;
      totals: { amount: number; count: number };
    }>();
    const expected = await raw(
      sql`status = 'CONFIRMED' AND ${inRange(start, end)}`,
      sql`to_char(date_trunc('month', ${spDayOf}), 'YYYY-MM-DD') || '/' || project_id`,
    );
    expect(body.total).toBe(expected.size);
    expect(body.data).toHaveLength(5);
    for (const r of body.data)
      expect({ count: r.count, amount: r.amount }).toEqual(expected.get(`${r.period}/${r.key_id}`));
    expect(body.totals.amount).toBe([...expected.values()].reduce((s, v) => s + v.amount, 0));
    const merchants = (
      await get(`/api/v1/report/tpv?group_by=merchant&period=day&start=${end}&end=${end}`)
    ).json<{
      data: { key_name: string }[];
    }>();
    // Each merchant named 'code - name' (other test files add merchants of their own).
    for (const r of merchants.data) expect(r.key_name).toMatch(/^\S+ - \S/);
  });

  it('needs read_report_tpv', async () => {
    expect((await get('/api/v1/report/tpv', 'assistente')).statusCode).toBe(403);
    expect((await get('/api/v1/report/tpv', 'financeiro')).statusCode).toBe(200);
  });

  it('exports every row of the filter as CSV with the totals line, and as a workbook', async () => {
    const start = addDays(end, -179);
    const query = `start=${start}&end=${end}&project=1`;
    const expected = await raw(
      sql`project_id = 1 AND status = 'CONFIRMED' AND ${inRange(start, end)}`,
      sql`to_char(date_trunc('month', ${spDayOf}), 'YYYY-MM-DD') || '/' || project_id`,
    );
    const csv = await get(`/api/v1/report/tpv/export/csv?${query}&perPage=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/relatorio-tpv-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Mês;Projeto;Quantidade;TPV \(R\$\);Ticket médio \(R\$\)$/);
    // One line per month of the filter, not one page; then the totals.
    expect(lines).toHaveLength(expected.size + 2);
    const totalAmount = [...expected.values()].reduce((sum, v) => sum + v.amount, 0);
    const totalCount = [...expected.values()].reduce((sum, v) => sum + v.count, 0);
    const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    expect(lines.at(-1)).toBe(
      `Total;;${totalCount};${reais(totalAmount)};${reais(Math.round(totalAmount / totalCount))}`,
    );

    const xlsx = await get(`/api/v1/report/tpv/export/xlsx?${query}&group_by=merchant&period=day&lang=en`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(xlsx.rawPayload);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.getWorksheet('TPV report');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Day',
      'Merchant',
      'Count',
      'TPV (R$)',
      'Average ticket (R$)',
    ]);
    expect(workbook.getWorksheet('Totals')?.getRow(2).getCell(2).value).toBe(totalAmount / 100);
  });

  it('exports only with read_report_tpv and a known format', async () => {
    expect((await get('/api/v1/report/tpv/export/csv', 'assistente')).statusCode).toBe(403);
    expect((await get('/api/v1/report/tpv/export/pdf')).statusCode).toBe(422);
  });
});

describe('merchant options', () => {
  it('finds merchants by name within the caller scope', async () => {
    const m = await ctx.handle.db
      .selectFrom('merchant')
      .select(['id', 'merchant_name', 'project_id'])
      .where('project_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The whole name: a first word alone matches more merchants than one page of options holds.
    const word = m.merchant_name;
    const res = await get(`/api/v1/dashboard/merchant_options?search=${encodeURIComponent(word)}`);
    expect(res.json<{ id: number }[]>().map((r) => r.id)).toContain(m.id);
    const scoped = await get(
      `/api/v1/dashboard/merchant_options?search=${encodeURIComponent(word)}`,
      'assistente',
    );
    const ids = scoped.json<{ id: number }[]>().map((r) => r.id);
    expect(ids).not.toContain(m.id);
  });
});
