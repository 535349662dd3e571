import { MONEY_MAX_CENTS, moneyMessages } from '@mentor/contract/common/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aroundToday, merchantWithSales } from '../../../test/fixtures/receivables-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

/**
 * A manual adjustment moves money only within the declared range and, above the rule's amount
 * (what one person adjusts in a day), with a second person (ADR 0720, 0721): a huge credit is
 * refused before anything commits, so lists and details keep answering.
 */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof merchantWithSales>>;
const range = aroundToday();
const URL = '/api/v1/financial/manualadjust';
const APPROVER = `adjust.approver.${process.pid}`;
// R$ 100.000,00: the default amount of the `receivable.adjust` rule.
const THRESHOLD = 10_000_000;
let seq = 0;

const adjuster = () =>
  createOtpStaff(ctx, `adjust.fin.${process.pid}.${Date.now()}.${++seq}`, ['mentor_financial']);

const receivableAt = (index: number) => {
  const target = shop.receivables[index];
  if (!target) throw new Error('no receivable');
  return target;
};

async function adjustmentsOf(id: number) {
  return ctx.handle.db
    .selectFrom('receivable_adjustment')
    .select(['amount', 'created_by'])
    .where('receivable_id', '=', id)
    .orderBy('id')
    .execute();
}

async function adjustmentAmount(id: number) {
  const row = await ctx.handle.db
    .selectFrom('receivable')
    .select(sql<string>`adjustment_amount::text`.as('adjustment'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.adjustment;
}

function listUrl() {
  const params = new URLSearchParams({
    date_kind: 'dt_emission',
    start: range.start,
    end: range.end,
    merchant: String(shop.merchantId),
  });
  return `/api/v1/financial/receivable?${params}`;
}

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, APPROVER, ['mentor_financial', 'mentor_comercial_admin']);
  shop = await merchantWithSales(ctx.handle.db, `RCV-GOV-${process.pid}`, [
    { operation: 0, installments: 1, amount: 10_000 },
    { operation: 0, installments: 1, amount: 20_000 },
    { operation: 0, installments: 1, amount: 30_000 },
    { operation: 0, installments: 1, amount: 40_000 },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

describe('the range of a manual adjustment', { timeout: 60_000 }, () => {
  it('refuses a credit of 2^53−1 cents with 422, writing nothing; the list and the detail keep answering', async () => {
    const target = receivableAt(0);
    const huge = await call(ctx, 'financeiro', 'POST', URL, {
      body: { financial_id: target.id, amount: Number.MAX_SAFE_INTEGER, reason: 'Crédito' },
      otp: true,
    });
    expect(huge.statusCode, huge.body).toBe(422);
    expect(huge.json().errors.amount).toEqual([moneyMessages.max('Valor', MONEY_MAX_CENTS)]);
    expect(await adjustmentsOf(target.id)).toEqual([]);
    expect((await call(ctx, 'financeiro', 'GET', listUrl())).statusCode).toBe(200);
    expect((await call(ctx, 'financeiro', 'GET', `/api/v1/financial/adjust/${target.id}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses, before commit, an adjustment whose sum would leave the range', async () => {
    const target = receivableAt(1);
    const user = await adjuster();
    // Adjustments already near the ceiling (within range, so the database accepts them).
    await ctx.handle.db
      .updateTable('receivable')
      .set({ adjustment_amount: MONEY_MAX_CENTS - 10 })
      .where('id', '=', target.id)
      .execute();
    const res = await call(ctx, user, 'POST', URL, {
      body: { financial_id: target.id, amount: 100, reason: 'Crédito' },
      otp: true,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.amount).toEqual([moneyMessages.sumOutOfRange]);
    expect(await adjustmentAmount(target.id)).toBe(String(MONEY_MAX_CENTS - 10));
    expect(await adjustmentsOf(target.id)).toEqual([]);
    // Refused before changing anything: it does not count in the requester's day.
    const used = await ctx.handle.db
      .selectFrom('approval_amount_use')
      .select('id')
      .where('requested_by', '=', user)
      .execute();
    expect(used).toEqual([]);
    await ctx.handle.db
      .updateTable('receivable')
      .set({ adjustment_amount: 0 })
      .where('id', '=', target.id)
      .execute();
  });

  it('keeps amounts out of range out of the database whatever writes them', async () => {
    const target = receivableAt(1);
    await expect(
      ctx.handle.db
        .insertInto('receivable_adjustment')
        .values({
          receivable_id: target.id,
          kind: 'MANUAL',
          amount: MONEY_MAX_CENTS + 1,
          reason: 'Fora da faixa',
          created_by: 'x',
        })
        .execute(),
    ).rejects.toThrow(/receivable_adjustment_amount_range/);
  });
});

describe('a second person for large adjustments', { timeout: 90_000 }, () => {
  it('holds a credit of R$ 10.000.000,00 until someone else approves it', async () => {
    const target = receivableAt(2);
    const res = await call(ctx, 'financeiro', 'POST', URL, {
      body: { financial_id: target.id, amount: 1_000_000_000, reason: 'Crédito acordado' },
      otp: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const pending = res.json() as { id: number; status: string; action: string; record_id: string };
    expect(pending).toMatchObject({
      status: 'PENDING',
      action: 'receivable.adjust',
      record_id: String(target.id),
    });
    expect(await adjustmentsOf(target.id)).toEqual([]);

    const self = await call(ctx, 'financeiro', 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(self.statusCode).toBe(403);
    const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await adjustmentsOf(target.id)).toEqual([{ amount: 1_000_000_000, created_by: 'financeiro' }]);
    const [row] = await auditRows(ctx, 'receivable', target.id);
    expect(row?.approved_by).toBe(APPROVER);
  });

  it('adds up what one person adjusts in a day, debits and credits alike', async () => {
    const target = receivableAt(3);
    const user = await adjuster();
    const credit = await call(ctx, user, 'POST', URL, {
      body: { financial_id: target.id, amount: THRESHOLD - 1_000, reason: 'Crédito' },
      otp: true,
    });
    expect(credit.statusCode, credit.body).toBe(200);
    // Alone far below the rule's amount; with the day's credit, above it.
    const debit = await call(ctx, user, 'POST', URL, {
      body: { financial_id: target.id, amount: -5_000, reason: 'Débito' },
      otp: true,
    });
    expect(debit.statusCode, debit.body).toBe(202);
    expect(await adjustmentsOf(target.id)).toEqual([{ amount: THRESHOLD - 1_000, created_by: user }]);
  });
});
