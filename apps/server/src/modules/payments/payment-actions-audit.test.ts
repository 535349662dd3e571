import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFixture, paymentState } from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
const REASON = { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'Conferência dos recebíveis' };

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const recalculate = (ids: number[]) =>
  call(ctx, 'financeiro', 'POST', '/api/v1/payment/recalculate', { body: { ids, ...REASON } });

const revalidate = (ids: number[]) =>
  call(ctx, 'financeiro', 'POST', '/api/v1/payment/revalidate', { body: { ids } });

const rowsOf = async (id: number) => (await auditRows(ctx, 'payment', id)).length;

describe('recalculate and revalidate audit what changed only', () => {
  it('writes no audit row when nothing changed, one per changed payment, and a deletion for an emptied one', async () => {
    const db = ctx.handle.db;
    const a = await paymentFixture(db, { nets: [1_000, 2_000] });
    const b = await paymentFixture(db, { nets: [3_000, 4_000] });
    const c = await paymentFixture(db, { nets: [5_000] });
    const ids = [a.paymentId, b.paymentId, c.paymentId];
    // A first click brings every payment in line with its receivables.
    expect((await recalculate(ids)).statusCode).toBe(200);
    const counted = await Promise.all(ids.map(rowsOf));

    // Clicked again: nothing changed, nothing written.
    const again = await recalculate(ids);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().affected).toBe(3);
    expect(await Promise.all(ids.map(rowsOf))).toEqual(counted);

    // One installment of b blocked, every installment of c blocked: rows for b and c only.
    await db
      .updateTable('receivable')
      .set({ blocked: true })
      .where('payment_id', '=', b.paymentId)
      .where('net_amount', '=', 4_000)
      .execute();
    await db.updateTable('receivable').set({ blocked: true }).where('payment_id', '=', c.paymentId).execute();
    expect((await recalculate(ids)).statusCode).toBe(200);
    expect(await rowsOf(a.paymentId)).toBe(counted[0]);
    const [bRow] = await auditRows(ctx, 'payment', b.paymentId);
    expect(await rowsOf(b.paymentId)).toBe((counted[1] ?? 0) + 1);
    expect(bRow).toMatchObject({ action: 'UPDATE', before: { amount: 7_000 }, after: { amount: 3_000 } });
    const [cRow] = await auditRows(ctx, 'payment', c.paymentId);
    expect(await rowsOf(c.paymentId)).toBe((counted[2] ?? 0) + 1);
    expect(cRow).toMatchObject({ action: 'DELETE', before: { amount: 5_000 }, after: null });
    expect(await paymentState(db, c.paymentId)).toBeUndefined();
  });

  it('revalidate writes no audit row for a payment whose validation stays, one for a payment it changes', async () => {
    const db = ctx.handle.db;
    const a = await paymentFixture(db);
    const b = await paymentFixture(db);
    const ids = [a.paymentId, b.paymentId];
    expect((await revalidate(ids)).statusCode).toBe(200);
    const counted = await Promise.all(ids.map(rowsOf));

    const again = await revalidate(ids);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().affected).toBe(2);
    expect(await Promise.all(ids.map(rowsOf))).toEqual(counted);

    // b's merchant is blocked: only b changes, and only b gets a row.
    await db.updateTable('merchant').set({ blocked: true }).where('id', '=', b.merchantId).execute();
    expect((await revalidate(ids)).statusCode).toBe(200);
    expect(await rowsOf(a.paymentId)).toBe(counted[0]);
    expect(await rowsOf(b.paymentId)).toBe((counted[1] ?? 0) + 1);
    const [bRow] = await auditRows(ctx, 'payment', b.paymentId);
    expect(bRow).toMatchObject({ action: 'UPDATE', after: { validation: 'BLOCKED' } });
  });
});
