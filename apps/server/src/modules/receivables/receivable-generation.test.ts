import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { generateReceivables } from './receivable-generation.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('receivables of confirmed card transactions', () => {
  it('splits every confirmed card sale into installments that add up to its amount; boleto and others get none', async () => {
    const db = ctx.handle.db;
    // The demo seed made receivables for its sales.
    const seeded = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM receivable r JOIN merchant m ON m.id = r.merchant_id
      WHERE m.merchant_code LIKE 'DEMO%'`.execute(db);
    expect(seeded.rows[0]?.n).toBeGreaterThan(100);

    const merchant = await db
      .insertInto('merchant')
      .values({
        merchant_code: 'RCV-SPLIT-1',
        merchant_name: 'Loja Parcelas',
        cpf_cnpj: '11222333000181',
        project_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - 3 * 86_400_000);
    const sale = (operation: number, installments: number, amount: number, status = 'CONFIRMED') => ({
      project_id: 1,
      merchant_id: merchant.id,
      channel_id: 1,
      operation_id: operation,
      card_brand_id: operation === 17 ? null : 2,
      amount,
      installments,
      status: status as 'CONFIRMED',
      transaction_date: at,
      payment_date: at,
    });
    const sales = [
      sale(0, 1, 1_999),
      sale(1, 1, 10_000),
      ...Array.from({ length: 11 }, (_, i) => sale(i + 2, i + 2, 100_003 + i * 7)),
      sale(17, 1, 5_000),
      sale(3, 3, 9_999, 'CANCELLED'),
    ];
    await db.insertInto('card_transaction').values(sales).execute();
    expect(await generateReceivables(db, { merchantIds: [merchant.id] })).toBe(1 + 1 + ((2 + 12) * 11) / 2);
    const { rows } = await sql<{ transactions: number; mismatched: number }>`
      SELECT count(*)::int AS transactions,
        count(*) FILTER (WHERE r.total IS DISTINCT FROM t.amount OR r.n IS DISTINCT FROM t.installments)::int AS mismatched
      FROM card_transaction t
      LEFT JOIN (SELECT transaction_id, sum(gross_amount) AS total, count(*) AS n FROM receivable GROUP BY 1) r
        ON r.transaction_id = t.id
      WHERE t.merchant_id = ${merchant.id} AND t.status = 'CONFIRMED' AND t.operation_id <> 17`.execute(db);
    expect(rows[0]).toEqual({ transactions: 13, mismatched: 0 });
    const others = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM receivable r JOIN card_transaction t ON t.id = r.transaction_id
      WHERE t.merchant_id = ${merchant.id} AND (t.status <> 'CONFIRMED' OR t.operation_id = 17)`.execute(db);
    expect(others.rows[0]?.n).toBe(0);
  });

  it('prices each installment with the plan rate in force on the sale day, once', async () => {
    const db = ctx.handle.db;
    const merchant = await db
      .insertInto('merchant')
      .values({
        merchant_code: 'RCV-TEST-1',
        merchant_name: 'Loja Recebíveis',
        cpf_cnpj: '11222333000181',
        project_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plan = await db
      .insertInto('sales_plan')
      .values({ project_id: 1, name: 'Plano datado', channel_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('sales_plan_rate')
      .values([
        { sales_plan_id: plan.id, card_brand_id: 2, operation_id: 3, rate: '2.5000', valid_from: day(-400) },
        { sales_plan_id: plan.id, card_brand_id: 2, operation_id: 3, rate: '1.7350', valid_from: day(-10) },
      ])
      .execute();
    await db
      .insertInto('merchant_sales_plan')
      .values({ merchant_id: merchant.id, channel_id: 1, sales_plan_id: plan.id })
      .execute();
    const sale = (offsetDays: number, amount: number, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') => {
      const at = new Date(Date.now() + offsetDays * 86_400_000);
      return {
        project_id: 1,
        merchant_id: merchant.id,
        channel_id: 1,
        operation_id: 3,
        card_brand_id: 2,
        amount,
        installments: 3,
        status,
        transaction_date: at,
        payment_date: at,
      };
    };
    const [before, after, cancelled] = await db
      .insertInto('card_transaction')
      .values([sale(-20, 10_001), sale(-5, 99_999), sale(-5, 5_000, 'CANCELLED')])
      .returning('id')
      .execute();

    expect(await generateReceivables(db, { merchantIds: [merchant.id] })).toBe(6);
    const rows = await db
      .selectFrom('receivable')
      .select([
        'transaction_id',
        'installment_number',
        'gross_amount',
        'mdr_amount',
        'net_amount',
        sql<string>`mdr_rate::text`.as('rate'),
      ])
      .where('merchant_id', '=', merchant.id)
      .orderBy('transaction_id')
      .orderBy('installment_number')
      .execute();
    expect(rows.filter((r) => r.transaction_id === cancelled?.id)).toEqual([]);
    const first = rows.filter((r) => r.transaction_id === before?.id);
    expect(first.map((r) => r.gross_amount)).toEqual([3335, 3333, 3333]);
    expect(first.map((r) => r.rate)).toEqual(['2.5000', '2.5000', '2.5000']);
    expect(first[0]?.mdr_amount).toBe(83); // 3335 × 2.5 % = 83.375
    const second = rows.filter((r) => r.transaction_id === after?.id);
    expect(second.map((r) => r.gross_amount)).toEqual([33_333, 33_333, 33_333]);
    expect(second.map((r) => r.rate)).toEqual(['1.7350', '1.7350', '1.7350']);
    expect(second[0]?.mdr_amount).toBe(578); // 33333 × 1.735 % = 578.33
    for (const r of rows) expect(r.net_amount).toBe(r.gross_amount - r.mdr_amount);

    expect(await generateReceivables(db, { merchantIds: [merchant.id] })).toBe(0);
  });
});
