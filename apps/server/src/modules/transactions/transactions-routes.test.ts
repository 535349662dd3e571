import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Row {
  id: number;
  project_id: number;
  merchant_id: number;
  merchant_code: string;
  merchant_name: string;
  status: string;
  channel_id: number;
  operation_id: number;
  card_brand_id: number | null;
  amount: number;
  transaction_date: string;
  payment_date: string;
  nsu: string | null;
  terminal_code: string | null;
  serial_number: string | null;
  ecommerce_order: string | null;
  ecommerce_customer_name: string | null;
  ecommerce_customer_document: string | null;
  bank_billet_id: string | null;
  app_code: string | null;
  authorization_number: string | null;
  nsu_acquirer: string | null;
}
interface ListBody {
  data: Row[];
  total: number;
  total_is_estimate: boolean;
  lastPage: number;
  cursor: { next: string | null; previous: string | null };
}

async function get(url: string, user = 'superadmin') {
  const token = await ctx.token(user);
  return ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}
async function list(query: string, user = 'superadmin'): Promise<ListBody> {
  const res = await get(`/api/v1/transaction?${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

/** Rows counted straight from the table, the reference the API is checked against. */
async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const r = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM card_transaction t WHERE ${condition}`.execute(ctx.handle.db);
  return r.rows[0]?.n ?? -1;
}

async function sample(condition: ReturnType<typeof sql>) {
  const r = await sql<{
    id: number;
  }>`SELECT id FROM card_transaction t WHERE ${condition} ORDER BY id LIMIT 1`.execute(ctx.handle.db);
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('no sample row');
  const detail = await get(`/api/v1/transaction/${id}`);
  expect(detail.statusCode).toBe(200);
  return detail.json<Row>();
}

const spDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

describe('transaction list', () => {
  it('answers the default page: 10 rows by payment date descending, total exact from the rollup', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(10);
    const keys = body.data.map((r) => [Date.parse(r.payment_date), r.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [pd, id] = keys[i] ?? [0, 0];
      const [ppd, pid] = keys[i - 1] ?? [0, 0];
      expect(pd < ppd || (pd === ppd && id < pid)).toBe(true);
    }
    expect(body.total).toBe(await countWhere(sql`true`));
    expect(body.total).toBeGreaterThan(10_000);
    expect(body.total_is_estimate).toBe(false);
    expect(body.cursor.next).not.toBeNull();
    expect(body.cursor.previous).toBeNull();
  });

  it('filters by status and channel (multi) with an exact total', async () => {
    const body = await list('status=DENIED&status=CANCELLED&channel=3&perPage=50');
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) {
      expect(['DENIED', 'CANCELLED']).toContain(r.status);
      expect(r.channel_id).toBe(3);
    }
    expect(body.total).toBe(await countWhere(sql`status IN ('DENIED', 'CANCELLED') AND channel_id = 3`));
    expect(body.total_is_estimate).toBe(false);
  });

  it('filters by operation and card brand (comma lists)', async () => {
    const body = await list('operation=2,3&card_brand=5&perPage=100');
    for (const r of body.data) {
      expect([2, 3]).toContain(r.operation_id);
      expect(r.card_brand_id).toBe(5);
    }
    expect(body.total).toBe(await countWhere(sql`operation_id IN (2, 3) AND card_brand_id = 5`));
  });

  it('filters by the transaction-date range in São Paulo days', async () => {
    const s = await sample(sql`status = 'CONFIRMED'`);
    const day = spDay(s.transaction_date);
    const body = await list(`start=${day}&end=${day}&perPage=500`);
    expect(body.data.map((r) => r.id)).toContain(s.id);
    for (const r of body.data) expect(spDay(r.transaction_date)).toBe(day);
    expect(body.total).toBe(
      await countWhere(sql`(transaction_date AT TIME ZONE 'America/Sao_Paulo')::date = ${day}::date`),
    );
  });

  it('finds a transaction by each identifier filter', async () => {
    const pos = await sample(sql`channel_id = 1 AND terminal_id IS NOT NULL`);
    const shop = await sample(sql`channel_id = 3 AND ecommerce_order IS NOT NULL`);
    const billet = await sample(sql`operation_id = 17`);
    const cases: [string, Row][] = [
      [`transaction_id=${pos.id}`, pos],
      [`nsu=${pos.nsu}`, pos],
      [`nsu_acquirer=${pos.nsu_acquirer}`, pos],
      [`authorization_number=${pos.authorization_number}`, pos],
      [`terminal=${pos.terminal_code}`, pos],
      [`serial_number=${pos.serial_number}`, pos],
      [`merchant=${pos.merchant_code}`, pos],
      [`merchant=${encodeURIComponent(pos.merchant_name.slice(0, 6).toLowerCase())}`, pos],
      [`ecommerce_order=${shop.ecommerce_order}`, shop],
      [`ecommerce_customer=${shop.ecommerce_customer_document}`, shop],
      [`ecommerce_customer=${encodeURIComponent(shop.ecommerce_customer_name ?? '')}`, shop],
      [`bank_billet_id=${billet.bank_billet_id}`, billet],
      [`app_code=${shop.app_code}&merchant=${shop.merchant_code}`, shop],
      [`project=${pos.project_id}&nsu=${pos.nsu}`, pos],
    ];
    for (const [query, expected] of cases) {
      const res = await list(
        `${query}&perPage=500&start=${spDay(expected.transaction_date)}&end=${spDay(expected.transaction_date)}`,
      );
      expect(
        res.data.map((r) => r.id),
        query,
      ).toContain(expected.id);
    }
    // Exact filters narrow to exactly the matching rows.
    const byNsu = await list(`nsu=${pos.nsu}`);
    expect(byNsu.total).toBe(await countWhere(sql`nsu = ${pos.nsu}`));
    const byTerminal = await list(`terminal=${pos.terminal_code}&perPage=500`);
    for (const r of byTerminal.data) expect(r.terminal_code).toBe(pos.terminal_code);
    const byCustomer = await list(`ecommerce_customer=${shop.ecommerce_customer_document}&perPage=500`);
    for (const r of byCustomer.data)
      expect(r.ecommerce_customer_document).toBe(shop.ecommerce_customer_document);
  });

  it('returns an estimate, flagged, when the filters are beyond the rollups and the cap', async () => {
    const exact = await countWhere(sql`app_code = 'MENTOR_POS'`);
    expect(exact).toBeGreaterThan(10_000);
    const body = await list('app_code=MENTOR_POS');
    expect(body.total_is_estimate).toBe(true);
    expect(body.total).toBeGreaterThan(10_000);
    const small = await list('app_code=MENTOR_TAP&channel=4&status=PENDING');
    expect(small.total_is_estimate).toBe(false);
    expect(small.total).toBe(
      await countWhere(sql`app_code = 'MENTOR_TAP' AND channel_id = 4 AND status = 'PENDING'`),
    );
  });

  it('pages with OFFSET and with the keyset cursor, both ways', async () => {
    const first10 = await list('perPage=10');
    const page1 = await list('perPage=5');
    const page2 = await list('perPage=5&page=2');
    expect([...page1.data, ...page2.data].map((r) => r.id)).toEqual(first10.data.map((r) => r.id));
    const next = await list(`perPage=5&cursor=${page1.cursor.next}`);
    expect(next.data.map((r) => r.id)).toEqual(page2.data.map((r) => r.id));
    const back = await list(`perPage=5&cursor=${next.cursor.previous}`);
    expect(back.data.map((r) => r.id)).toEqual(page1.data.map((r) => r.id));
    const deep = await list('perPage=10&page=200');
    expect(deep.data).toHaveLength(10);
    const bad = await get('/api/v1/transaction?cursor=notacursor');
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by amount and by transaction date', async () => {
    const asc = await list('sortBy=amount&sortDesc=false&perPage=50');
    const amounts = asc.data.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const min = await sql<{ m: number }>`SELECT min(amount)::bigint AS m FROM card_transaction`.execute(
      ctx.handle.db,
    );
    expect(amounts[0]).toBe(min.rows[0]?.m);
    const byDate = await list('sortBy=transaction_date&sortDesc=true&perPage=20');
    const dates = byDate.data.map((r) => Date.parse(r.transaction_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('refuses bad input with field errors', async () => {
    for (const query of [
      'status=FOO',
      'start=2026-13-45',
      'end=2025-02-29',
      'start=2026-02-10&end=2026-02-01',
      'perPage=0',
      'card_brand=9',
      'operation=15',
    ]) {
      const res = await get(`/api/v1/transaction?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).not.toBeNull();
    }
  });
});

describe('permission and project scope', () => {
  it('refuses staff without read_transactions', async () => {
    expect((await get('/api/v1/transaction', 'logistica.admin')).statusCode).toBe(403);
    expect((await get('/api/v1/transaction/1', 'logistica.admin')).statusCode).toBe(403);
    expect((await get('/api/v1/transaction/export/csv', 'logistica.admin')).statusCode).toBe(403);
  });

  it('confines a single-project user to their project', async () => {
    const body = await list('perPage=100', 'assistente');
    expect(body.data.length).toBe(100);
    for (const r of body.data) expect(r.project_id).toBe(1);
    expect(body.total).toBe(await countWhere(sql`project_id = 1`));
    expect((await get('/api/v1/transaction?project=2', 'assistente')).statusCode).toBe(404);
    const foreign = await sample(sql`project_id = 2`);
    expect((await get(`/api/v1/transaction/${foreign.id}`, 'assistente')).statusCode).toBe(404);
    const own = await sample(sql`project_id = 1`);
    expect((await get(`/api/v1/transaction/${own.id}`, 'assistente')).statusCode).toBe(200);
    expect((await get('/api/v1/transaction/999999999')).statusCode).toBe(404);
  });
});

const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('export', () => {
  it('streams CSV rows that match the list, in the same order', async () => {
    const query = 'channel=2&status=DENIED&perPage=500';
    const listed = await list(query);
    const res = await get(`/api/v1/transaction/export/csv?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="transacoes-.*\.csv"/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.[0]).toBe('ID');
    expect(header).toContain('Data Transação (horário de Brasília)');
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.data.map((r) => r.id));
    expect(rows.length).toBe(listed.total);
  });

  it('streams XLSX rows that match the list', async () => {
    const query = 'channel=4&status=CANCELLED&card_brand=1';
    const listed = await list(`${query}&perPage=500`);
    const res = await get(`/api/v1/transaction/export/xlsx?${query}`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(res.rawPayload);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0];
    const ids: number[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) ids.push(Number(row.getCell(1).value));
    });
    expect(ids).toEqual(listed.data.map((r) => r.id));
  });

  it('keeps a single-project user inside their project in exports', async () => {
    const res = await get('/api/v1/transaction/export/csv?status=PENDING&channel=3', 'assistente');
    expect(res.statusCode).toBe(200);
    const [, ...rows] = parseCsv(res.body);
    expect(rows.length).toBe(await countWhere(sql`project_id = 1 AND status = 'PENDING' AND channel_id = 3`));
    expect(rows.every((r) => r[3] === 'Mentor Pagamentos')).toBe(true);
  });

  it('runs a background export job with progress and a download only its owner sees', async () => {
    const query = 'status=PRE_AUTHORIZED&channel=1';
    const queued = await get(`/api/v1/transaction/export/csv?${query}&mode=background`, 'financeiro');
    expect(queued.statusCode).toBe(202);
    const { job } = queued.json<{ job: { id: number; status: string } }>();
    expect(job.status).toBe('QUEUED');
    let state = job;
    for (let i = 0; i < 60 && state.status !== 'COMPLETED' && state.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = (await get(`/api/v1/downloads/${job.id}`, 'financeiro')).json();
    }
    expect(state.status).toBe('COMPLETED');
    const mine = (await get('/api/v1/downloads', 'financeiro')).json<{
      data: { id: number; progress: number }[];
    }>();
    expect(mine.data.find((j) => j.id === job.id)?.progress).toBe(100);
    const file = await get(`/api/v1/downloads/${job.id}/file`, 'financeiro');
    expect(file.statusCode).toBe(200);
    const [, ...rows] = parseCsv(file.body);
    expect(rows.length).toBe(await countWhere(sql`status = 'PRE_AUTHORIZED' AND channel_id = 1`));
    expect((await get(`/api/v1/downloads/${job.id}`, 'superadmin')).statusCode).toBe(404);
    expect((await get(`/api/v1/downloads/${job.id}/file`, 'comercial.admin')).statusCode).toBe(404);
  });
});

describe('daily rollups', () => {
  it('follow inserts, status changes and deletes of transactions', async () => {
    const db = ctx.handle.db;
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'project_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const day = '2019-03-15';
    const read = async (status: string) => {
      const r = await sql<{ n: number; amount: number }>`
        SELECT coalesce(sum(tx_count), 0)::int AS n, coalesce(sum(amount), 0)::bigint AS amount
          FROM tpv_daily WHERE day = ${day}::date AND merchant_id = ${merchant.id} AND status = ${status}`.execute(
        db,
      );
      const p = await sql<{ n: number }>`
        SELECT coalesce(sum(tx_count), 0)::int AS n FROM tpv_daily_project
         WHERE day = ${day}::date AND project_id = ${merchant.project_id} AND status = ${status}`.execute(db);
      const m = await sql<{ n: number }>`
        SELECT coalesce(sum(tx_count), 0)::int AS n FROM tpv_daily_merchant
         WHERE day = ${day}::date AND merchant_id = ${merchant.id} AND status = ${status}`.execute(db);
      return { n: r.rows[0]?.n, amount: r.rows[0]?.amount, project: p.rows[0]?.n, merchant: m.rows[0]?.n };
    };
    const base = {
      project_id: merchant.project_id,
      merchant_id: merchant.id,
      channel_id: 1,
      operation_id: 0,
      card_brand_id: 2,
    };
    const inserted = await db
      .insertInto('card_transaction')
      .values([
        {
          ...base,
          amount: 1000,
          status: 'CONFIRMED',
          transaction_date: `${day}T12:00:00-03:00`,
          payment_date: `${day}T23:00:00-03:00`,
        },
        {
          ...base,
          amount: 2550,
          status: 'CONFIRMED',
          transaction_date: `${day}T23:30:00-03:00`,
          payment_date: `${day}T23:40:00-03:00`,
        },
      ])
      .returning('id')
      .execute();
    expect(await read('CONFIRMED')).toEqual({ n: 2, amount: 3550, project: 2, merchant: 2 });
    const ids = inserted.map((r) => r.id);
    await db
      .updateTable('card_transaction')
      .set({ status: 'CANCELLED' })
      .where('id', '=', ids[0] ?? 0)
      .execute();
    expect(await read('CONFIRMED')).toEqual({ n: 1, amount: 2550, project: 1, merchant: 1 });
    expect(await read('CANCELLED')).toEqual({ n: 1, amount: 1000, project: 1, merchant: 1 });
    await db.deleteFrom('card_transaction').where('id', 'in', ids).execute();
    expect(await read('CONFIRMED')).toEqual({ n: 0, amount: 0, project: 0, merchant: 0 });
  });
});
