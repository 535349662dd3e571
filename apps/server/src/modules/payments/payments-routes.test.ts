import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installmentSum,
  paymentFixture,
  paymentState,
  waitForStatus,
} from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { LOCAL_BANK_REFUSED_ACCOUNT } from './bank-adapter.ts';
import { generatePayments } from './payment-generation.ts';

let ctx: TestContext;
const today = todaySaoPaulo();
const REASON = { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'Liquidação do dia' };
const range = `start=${today}&end=${today}&date_kind=dt_payment`;
let staffSeq = 0;
/** A financial operator of its own (fresh one-time codes, no wait for the next time step). */
const financial = () => createOtpStaff(ctx, `pay.fin.${process.pid}.${++staffSeq}`, ['mentor_financial']);

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('payment generation', () => {
  it('groups unpaid unblocked receivables into one payment equal to the sum of its installments, once', async () => {
    const db = ctx.handle.db;
    const { paymentId, merchantId, amount } = await paymentFixture(db, { nets: [1_001, 2_002, 3_003] });
    expect(amount).toBe(6_006);
    expect(await installmentSum(db, paymentId)).toBe(amount);
    expect(await generatePayments(db, { to: today, merchantIds: [merchantId] })).toBe(0);
    const { rows } = await sql<{ mismatched: number; n: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE p.amount <> coalesce(s.total, 0) OR p.installments_count <> coalesce(s.n, 0))::int AS mismatched
      FROM payment p LEFT JOIN (SELECT payment_id, sum(net_amount + adjustment_amount) AS total, count(*) AS n
        FROM receivable WHERE payment_id IS NOT NULL GROUP BY 1) s ON s.payment_id = p.id`.execute(db);
    expect(rows[0]?.n).toBeGreaterThan(10);
    expect(rows[0]?.mismatched).toBe(0);
  });

  it('leaves blocked and paid receivables out, and schedules payments due later', async () => {
    const db = ctx.handle.db;
    const { merchantId, paymentId } = await paymentFixture(db, { nets: [500], dueDay: '2099-01-02' });
    const state = await paymentState(db, paymentId);
    expect(state?.status).toBe('SCHEDULED');
    await db
      .updateTable('receivable')
      .set({ payment_id: null })
      .where('payment_id', '=', paymentId)
      .execute();
    await db.deleteFrom('payment').where('id', '=', paymentId).execute();
    await db.updateTable('receivable').set({ blocked: true }).where('merchant_id', '=', merchantId).execute();
    expect(await generatePayments(db, { to: '2099-01-02', merchantIds: [merchantId] })).toBe(0);
  });
});

describe('payment list tabs', () => {
  it("refuses a type outside the five with 'Invalid payment type' and requires the date range", async () => {
    const bad = await call(ctx, 'financeiro', 'GET', `/api/v1/payment?payment_type=PIX&${range}`);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Invalid payment type');
    const noDates = await call(ctx, 'financeiro', 'GET', '/api/v1/payment?payment_type=TED');
    expect(noDates.statusCode).toBe(422);
    const body = JSON.stringify(noDates.json());
    expect(body).toContain('O campo Período deve ter uma data inicial');
    expect(body).toContain('O campo Período deve ter uma data final');
  });

  it('lists only validated payments of the tab, waiting to be sent by default, with sums of the whole filter', async () => {
    const db = ctx.handle.db;
    const a = await paymentFixture(db, { type: 'TED' });
    const b = await paymentFixture(db, { type: 'TED' });
    const pending = await paymentFixture(db, { type: 'TED' });
    await db
      .updateTable('payment')
      .set({ validation: 'PENDING' })
      .where('id', '=', pending.paymentId)
      .execute();
    const res = await call(ctx, 'financeiro', 'GET', `/api/v1/payment?payment_type=TED&${range}&perPage=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data).toHaveLength(1);
    const expected = await sql<{ n: number; s: string }>`
      SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS s FROM payment
      WHERE payment_type = 'TED' AND validation = 'VALIDATED' AND status = 'WAITING_SEND'
        AND dt_payment = ${today}::date`.execute(db);
    expect(page.total_payments).toBe(expected.rows[0]?.n);
    expect(page.sum_payments).toBe(Number(expected.rows[0]?.s));
    expect(page.total_payments).toBeGreaterThanOrEqual(2);
    const all = await call(ctx, 'financeiro', 'GET', `/api/v1/payment?payment_type=TED&${range}&perPage=500`);
    const ids = all.json().data.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([a.paymentId, b.paymentId]));
    expect(ids).not.toContain(pending.paymentId);
    expect(
      all
        .json()
        .data.every(
          (p: { status: string; validation: string }) =>
            p.status === 'WAITING_SEND' && p.validation === 'VALIDATED',
        ),
    ).toBe(true);
    expect(all.json().data.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(
      all.json().sum_payments,
    );
  });

  it('filters by contract effect and centralised settlement, the sums following the filter', async () => {
    const db = ctx.handle.db;
    // A far day of its own, so that no other test's payments fall in the filter meanwhile.
    const day = `2096-${String((process.pid % 12) + 1).padStart(2, '0')}-${String((Date.now() % 28) + 1).padStart(2, '0')}`;
    const plain = await paymentFixture(db, { type: 'TED', nets: [1_000], dueDay: day });
    const effect = await paymentFixture(db, { type: 'TED', nets: [2_000], dueDay: day });
    const central = await paymentFixture(db, { type: 'TED', nets: [4_000], dueDay: day });
    await db
      .updateTable('payment')
      .set({ contract_effect: true })
      .where('id', '=', effect.paymentId)
      .execute();
    await db
      .updateTable('payment')
      .set({ centralized_bank_account_settlement: true })
      .where('id', '=', central.paymentId)
      .execute();
    const list = async (extra: string) => {
      const res = await call(
        ctx,
        'financeiro',
        'GET',
        `/api/v1/payment?payment_type=TED&status=SCHEDULED&start=${day}&end=${day}&date_kind=dt_payment${extra}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ids: body.data.map((p: { id: number }) => p.id).sort(), sum: body.sum_payments };
    };
    expect(await list('&contract_effect=true')).toEqual({ ids: [effect.paymentId], sum: 2_000 });
    expect(await list('&contract_effect=false&centralized_bank_account_settlement=false')).toEqual({
      ids: [plain.paymentId],
      sum: 1_000,
    });
    expect(await list('&centralized_bank_account_settlement=true')).toEqual({
      ids: [central.paymentId],
      sum: 4_000,
    });
  });

  it('lists WAITING_SEND payments with validation PENDING or BLOCKED on the INVALID tab', async () => {
    const db = ctx.handle.db;
    const pending = await paymentFixture(db);
    const blocked = await paymentFixture(db);
    await db
      .updateTable('payment')
      .set({ validation: 'PENDING' })
      .where('id', '=', pending.paymentId)
      .execute();
    await db
      .updateTable('payment')
      .set({ validation: 'BLOCKED' })
      .where('id', '=', blocked.paymentId)
      .execute();
    const both = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/payment?payment_type=INVALID&${range}&validation=&perPage=500`,
    );
    const ids = both.json().data.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([pending.paymentId, blocked.paymentId]));
    const onlyBlocked = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/payment?payment_type=INVALID&${range}&validation=BLOCKED&perPage=500`,
    );
    const blockedIds = onlyBlocked.json().data.map((p: { id: number }) => p.id);
    expect(blockedIds).toContain(blocked.paymentId);
    expect(blockedIds).not.toContain(pending.paymentId);
    // CONSOLIDATED shows every status; filtering by payment date.
    const consolidated = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/payment?payment_type=CONSOLIDATED&${range}&payment=${pending.paymentId}`,
    );
    expect(consolidated.json().data.map((p: { id: number }) => p.id)).toEqual([pending.paymentId]);
  });

  it('shows the detail, its receivable units and installments adding up to the payment', async () => {
    const db = ctx.handle.db;
    const { paymentId, amount } = await paymentFixture(db, { nets: [1_000, 2_000, 3_000, 4_000] });
    const detail = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/${paymentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().amount).toBe(10_000);
    const units = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/${paymentId}/receivable_unit`);
    expect(units.json().reduce((s: number, u: { amount: number }) => s + u.amount, 0)).toBe(amount);
    const inst = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/${paymentId}/installments?perPage=2`);
    expect(inst.json().data).toHaveLength(2);
    expect(inst.json().total).toBe(4);
    expect(inst.json().sum_installments).toBe(amount);
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/payment/2147483000')).statusCode).toBe(404);
  });

  it('refuses staff without read_payments', async () => {
    const res = await call(ctx, 'comercial.admin', 'GET', `/api/v1/payment?payment_type=TED&${range}`);
    expect(res.statusCode).toBe(403);
  });
});

// Settlement runs on the job queue: under a loaded machine a job can wait its turn.
describe('settlement', { timeout: 90_000 }, () => {
  it('needs a one-time code and a reason, then pays once through the bank adapter', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const { paymentId, amount } = await paymentFixture(db, { type: 'TED' });
    const url = '/api/v1/payment/settle/TED';
    const noCode = await call(ctx, user, 'POST', url, { body: { ids: [paymentId], ...REASON } });
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.statusCode).toBeLessThan(500);
    const noReason = await call(ctx, user, 'POST', url, { body: { ids: [paymentId] }, otp: true });
    expect(noReason.statusCode).toBe(422);
    expect((await paymentState(db, paymentId))?.status).toBe('WAITING_SEND');

    const ok = await call(ctx, user, 'POST', url, { body: { ids: [paymentId], ...REASON }, otp: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ affected: 1, ids: [paymentId], amount });
    const paid = await waitForStatus(db, paymentId, ['PAID']);
    expect(paid.step_status).toBe('SUCCESS');
    const receivables = await db
      .selectFrom('receivable')
      .select(['paid', 'paid_amount', 'net_amount'])
      .where('payment_id', '=', paymentId)
      .execute();
    expect(receivables.every((r) => r.paid === 1 && Number(r.paid_amount) === Number(r.net_amount))).toBe(
      true,
    );

    const again = await call(ctx, user, 'POST', url, { body: { ids: [paymentId], ...REASON }, otp: true });
    expect(again.statusCode).toBe(409);
    const remittances = await db
      .selectFrom('payment_remittance')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute();
    expect(remittances).toHaveLength(1);
    expect(remittances[0]?.idempotency_key).toBe(`payment-${paymentId}-1`);
    const outbox = await call(ctx, user, 'GET', `/api/v1/payment/remittances?payment_id=${paymentId}`);
    expect(outbox.json()[0].status).toBe('PAID');
    const audits = await auditRows(ctx, 'payment', paymentId);
    expect(audits.some((a) => a.reason_code === 'CUSTOMER_REQUEST')).toBe(true);
  });

  it('pays once when two operators settle the same payments at the same moment', async () => {
    const db = ctx.handle.db;
    const [u1, u2] = [await financial(), await financial()];
    const one = await paymentFixture(db, { type: 'SLC' });
    const two = await paymentFixture(db, { type: 'SLC' });
    const body = { ids: [one.paymentId, two.paymentId], ...REASON };
    const [h1, h2] = [
      {
        'x-otp': await ctx.otp(u1),
        authorization: `Bearer ${await ctx.token(u1)}`,
        'idempotency-key': 'settle-u1',
      },
      {
        'x-otp': await ctx.otp(u2),
        authorization: `Bearer ${await ctx.token(u2)}`,
        'idempotency-key': 'settle-u2',
      },
    ];
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment/settle/SLC',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const results = await Promise.all([send(h1), send(h2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM payment_remittance WHERE payment_id IN (${one.paymentId}, ${two.paymentId})`.execute(
      db,
    );
    expect(rows[0]?.n).toBe(2);
    await waitForStatus(db, one.paymentId, ['PAID']);
    expect((await paymentState(db, one.paymentId))?.settle_attempt).toBe(1);
  });

  it('refuses a payment of another type or not validated, and records a bank refusal as FAIL', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const slc = await paymentFixture(db, { type: 'SLC' });
    const wrong = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [slc.paymentId], ...REASON },
      otp: true,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errors).toEqual({ ids: [String(slc.paymentId)] });
    const badType = await call(ctx, user, 'POST', '/api/v1/payment/settle/PIX', {
      body: { ids: [slc.paymentId], ...REASON },
      otp: true,
    });
    expect(badType.statusCode).toBe(422);

    const refused = await paymentFixture(db, { type: 'TED' });
    await db
      .updateTable('payment')
      .set({ destination_type: 'B', bank_code: '341', agency: '0001', account: LOCAL_BANK_REFUSED_ACCOUNT })
      .where('id', '=', refused.paymentId)
      .execute();
    const res = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
      body: { ids: [refused.paymentId], ...REASON },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    const failed = await waitForStatus(db, refused.paymentId, ['FAIL']);
    expect(failed.step_status).toBe('FAILED');
    const unpaid = await db
      .selectFrom('receivable')
      .select('paid')
      .where('payment_id', '=', refused.paymentId)
      .execute();
    expect(unpaid.every((r) => r.paid === 0)).toBe(true);
  });

  it('converts SLC payments to TED with a code, and refuses a TED one', async () => {
    const db = ctx.handle.db;
    const user = await financial();
    const slc = await paymentFixture(db, { type: 'SLC' });
    const ted = await paymentFixture(db, { type: 'TED' });
    const refused = await call(ctx, user, 'POST', '/api/v1/payment/convert_slc_to_ted', {
      body: { ids: [ted.paymentId], ...REASON },
      otp: true,
    });
    expect(refused.statusCode).toBe(409);
    const ok = await call(ctx, user, 'POST', '/api/v1/payment/convert_slc_to_ted', {
      body: { ids: [slc.paymentId], ...REASON },
      otp: true,
    });
    expect(ok.statusCode).toBe(200);
    expect((await paymentState(db, slc.paymentId))?.payment_type).toBe('TED');
  });
});

describe('other actions', () => {
  it('deletes a payment not sent (freeing its receivables) and refuses a paid one', async () => {
    const db = ctx.handle.db;
    const { paymentId } = await paymentFixture(db);
    const noReason = await call(ctx, 'financeiro', 'DELETE', `/api/v1/payment/${paymentId}`);
    expect(noReason.statusCode).toBe(422);
    const ok = await call(ctx, 'financeiro', 'DELETE', `/api/v1/payment/${paymentId}`, { body: REASON });
    expect(ok.statusCode).toBe(200);
    expect(await paymentState(db, paymentId)).toBeUndefined();
    const freed = await db
      .selectFrom('receivable')
      .select('id')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(freed).toHaveLength(0);
    const audits = await auditRows(ctx, 'payment', paymentId);
    expect(audits[0]?.action).toBe('DELETE');

    const paid = await paymentFixture(db);
    await db.updateTable('payment').set({ status: 'PAID' }).where('id', '=', paid.paymentId).execute();
    const refused = await call(ctx, 'financeiro', 'DELETE', `/api/v1/payment/${paid.paymentId}`, {
      body: REASON,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('rolls a paid payment back to WAITING_SEND once a second person approves, unpaying its receivables; refuses one waiting to be sent', async () => {
    const db = ctx.handle.db;
    const { paymentId } = await paymentFixture(db);
    const refused = await call(ctx, 'financeiro', 'PUT', `/api/v1/payment/manualrollback/${paymentId}`, {
      body: REASON,
    });
    expect(refused.statusCode).toBe(409);
    await db
      .updateTable('payment')
      .set({ status: 'PAID', step_status: 'SUCCESS' })
      .where('id', '=', paymentId)
      .execute();
    await db
      .updateTable('receivable')
      .set({ paid: 1, paid_amount: sql`net_amount` })
      .where('payment_id', '=', paymentId)
      .execute();
    // A paid payment's rollback always waits for a second person (ADR 0722).
    const asked = await call(ctx, 'financeiro', 'PUT', `/api/v1/payment/manualrollback/${paymentId}`, {
      body: REASON,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((await paymentState(db, paymentId))?.status).toBe('PAID');
    const ok = await call(ctx, 'superadmin', 'POST', `/api/v1/approvals/${asked.json().id}/approve`, {
      otp: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await paymentState(db, paymentId))?.status).toBe('WAITING_SEND');
    const rows = await db
      .selectFrom('receivable')
      .select('paid')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(rows.every((r) => r.paid === 0)).toBe(true);
  });

  it('revalidates, removes pending payments of the INVALID tab and recalculates from the receivables', async () => {
    const db = ctx.handle.db;
    const { paymentId, merchantId } = await paymentFixture(db);
    await db.updateTable('merchant').set({ blocked: true }).where('id', '=', merchantId).execute();
    const reval = await call(ctx, 'financeiro', 'POST', '/api/v1/payment/revalidate', {
      body: { ids: [paymentId] },
    });
    expect(reval.statusCode).toBe(200);
    expect((await paymentState(db, paymentId))?.validation).toBe('BLOCKED');
    // Removing pending refuses a blocked one.
    const notPending = await call(ctx, 'financeiro', 'POST', '/api/v1/payment/remove_all_pending', {
      body: { ids: [paymentId], ...REASON },
    });
    expect(notPending.statusCode).toBe(409);

    const pending = await paymentFixture(db);
    await db
      .updateTable('payment')
      .set({ validation: 'PENDING', account: null, digital_account: null, prepaid_card: null })
      .where('id', '=', pending.paymentId)
      .execute();
    const removed = await call(ctx, 'financeiro', 'POST', '/api/v1/payment/remove_all_pending', {
      body: { ids: [pending.paymentId], tab: 'INVALID', ...REASON },
    });
    expect(removed.statusCode).toBe(200);
    expect(await paymentState(db, pending.paymentId)).toBeUndefined();

    const recalc = await paymentFixture(db, { nets: [1_000, 2_000] });
    await db
      .updateTable('receivable')
      .set({ blocked: true })
      .where('payment_id', '=', recalc.paymentId)
      .where('net_amount', '=', 1_000)
      .execute();
    await db
      .updateTable('receivable')
      .set({ adjustment_amount: -50 })
      .where('payment_id', '=', recalc.paymentId)
      .where('net_amount', '=', 2_000)
      .execute();
    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/payment/recalculate', {
      body: { ids: [recalc.paymentId], ...REASON },
    });
    expect(res.statusCode).toBe(200);
    const state = await paymentState(db, recalc.paymentId);
    expect(Number(state?.amount)).toBe(1_950);
    expect(await installmentSum(db, recalc.paymentId)).toBe(1_950);
  });

  it('exports a tab as CSV with the list filters', async () => {
    const { paymentId } = await paymentFixture(ctx.handle.db, { type: 'TED' });
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/payment/export/csv?payment_type=TED&${range}&payment=${paymentId}`,
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(String(paymentId));
    expect(lines[2]?.split(';').slice(0, 2)).toEqual(['Total', '1 pagamento']);
    const noDates = await call(ctx, 'financeiro', 'GET', '/api/v1/payment/export/csv?payment_type=TED');
    expect(noDates.statusCode).toBe(422);
  });

  it('closes the CSV with a totals line: the count and sum of the whole filter, as the list answers them', async () => {
    const db = ctx.handle.db;
    // A far day of its own, so that no other test's payments fall in the filter meanwhile.
    const day = `2097-${String((process.pid % 12) + 1).padStart(2, '0')}-${String((Date.now() % 28) + 1).padStart(2, '0')}`;
    await paymentFixture(db, { type: 'TED', nets: [1_001], dueDay: day });
    await paymentFixture(db, { type: 'TED', nets: [2_345, 10], dueDay: day });
    await paymentFixture(db, { type: 'TED', nets: [99_999], dueDay: day });
    const query = `payment_type=TED&status=SCHEDULED&start=${day}&end=${day}&date_kind=dt_payment`;
    const list = await call(ctx, 'financeiro', 'GET', `/api/v1/payment?${query}&perPage=1`);
    expect(list.statusCode).toBe(200);
    const { sum_payments: sum, total_payments: total } = list.json();
    expect(total).toBe(3);
    expect(sum).toBe(103_355);
    const res = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/export/csv?${query}`);
    expect(res.statusCode).toBe(200);
    const [header, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    const columns = header?.split(';') ?? [];
    const footer = rest.at(-1)?.split(';') ?? [];
    expect(rest).toHaveLength(total + 1);
    expect(footer).toHaveLength(columns.length);
    expect(footer[columns.indexOf('ID')]).toBe('Total');
    expect(footer[columns.indexOf('Lojista')]).toBe('3 pagamentos');
    expect(footer[columns.indexOf('Valor')]).toBe('1033,55');
    // The totals line is the sum of the rows above it.
    const amounts = rest
      .slice(0, -1)
      .map((l) => Number(l.split(';')[columns.indexOf('Valor')]?.replace(',', '.')));
    expect(Math.round(amounts.reduce((a, b) => a + b, 0) * 100)).toBe(sum);
    const en = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/export/csv?${query}&lang=en`);
    expect(en.body.trim().split(/\r\n/).at(-1)?.split(';').slice(0, 2)).toEqual(['Total', '3 payments']);
  });

  it('exports a tab as a workbook whose totals sheet has the count and sum of the whole filter', async () => {
    const db = ctx.handle.db;
    // A far day of its own, so that no other test's payments fall in the filter meanwhile.
    const day = `2098-${String((process.pid % 12) + 1).padStart(2, '0')}-${String((Date.now() % 28) + 1).padStart(2, '0')}`;
    await paymentFixture(db, { type: 'TED', nets: [1_234], dueDay: day });
    await paymentFixture(db, { type: 'TED', nets: [5_678], dueDay: day });
    const query = `payment_type=TED&status=SCHEDULED&start=${day}&end=${day}&date_kind=dt_payment`;
    const list = await call(ctx, 'financeiro', 'GET', `/api/v1/payment?${query}&perPage=1`);
    expect(list.statusCode).toBe(200);
    const { sum_payments: sum, total_payments: total } = list.json();
    expect(total).toBeGreaterThan(1);
    const res = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/export/xlsx?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-rows']).toBe(String(total));
    const workbook = new ExcelJS.Workbook();
    const bytes = new Uint8Array(res.rawPayload);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.getWorksheet('Pagamentos')?.rowCount).toBe(total + 1);
    const totals = workbook.getWorksheet('Totais');
    expect(totals?.getRow(2).getCell(1).value).toBe(total);
    expect(totals?.getRow(2).getCell(2).value).toBe(sum / 100);
  });

  it('acts on a whole tab: revalidates every open payment of the INVALID tab of a type', async () => {
    const db = ctx.handle.db;
    const fixed = await paymentFixture(db, { type: 'LBK' });
    await db
      .updateTable('payment')
      .set({ validation: 'PENDING' })
      .where('id', '=', fixed.paymentId)
      .execute();
    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/payment/revalidate', {
      body: { tab: 'INVALID', types: ['LBK'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids).toContain(fixed.paymentId);
    expect((await paymentState(db, fixed.paymentId))?.validation).toBe('VALIDATED');
  });

  it('answers the next cut-off of each type with what is queued for it', async () => {
    const res = await call(ctx, 'financeiro', 'GET', '/api/v1/payment/cutoff');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { payment_type: string }) => c.payment_type)).toEqual(['TED', 'SLC', 'LBK']);
    expect(Date.parse(res.json()[0].next_cutoff)).toBeGreaterThan(Date.now());
  });
});

describe('four eyes on large settlements', () => {
  it('turns a settlement above the threshold into a pending approval, paying nothing yet', async () => {
    const gated = await startTestApp({ APPROVAL_RULES: 'payment.settle=on:1' });
    try {
      const db = gated.handle.db;
      const user = await createOtpStaff(gated, `pay.gate.${process.pid}`, ['mentor_financial']);
      const { paymentId } = await paymentFixture(db, { type: 'LBK' });
      const res = await call(gated, user, 'POST', '/api/v1/payment/settle/LBK', {
        body: { ids: [paymentId], ...REASON },
        otp: true,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().action).toBe('payment.settle');
      expect((await paymentState(db, paymentId))?.status).toBe('WAITING_SEND');
    } finally {
      await gated.close();
    }
  });
});

describe('personal data', () => {
  const MERCHANT_DOC = '11222333000181';
  const clear = {
    destination_type: 'B',
    bank_code: '341',
    agency: '0001',
    account: '9081726354',
    account_digit: '7',
    digital_account: '4455667788',
    prepaid_card: '5162920012345678',
    holder_name: 'Loja Teste',
    holder_document: '52998224725',
  } as const;

  async function paymentWithDestination() {
    const { paymentId } = await paymentFixture(ctx.handle.db, { type: 'TED' });
    await ctx.handle.db.updateTable('payment').set(clear).where('id', '=', paymentId).execute();
    return paymentId;
  }
  const personalValues = [
    MERCHANT_DOC,
    clear.account,
    clear.digital_account,
    clear.prepaid_card,
    clear.holder_document,
  ];

  it('masks the merchant document and the destination holder document and account for staff who may not reveal them', async () => {
    const paymentId = await paymentWithDestination();
    const detail = await call(ctx, 'financeiro', 'GET', `/api/v1/payment/${paymentId}`);
    expect(detail.statusCode).toBe(200);
    const list = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/payment?payment_type=TED&${range}&payment=${paymentId}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    for (const [res, payment] of [
      [detail, detail.json()],
      [list, list.json().data[0]],
    ] as const) {
      expect(payment.merchant_document).toBe('11.•••.•••/0001-••');
      expect(payment.destination).toMatchObject({
        holder_document: '•••.982.247-••',
        account: '••••••••54',
        digital_account: '••••••••88',
        prepaid_card: '••••••••••••••78',
        // Neither personal nor enough to find the account: kept in clear.
        agency: clear.agency,
        bank_code: clear.bank_code,
        holder_name: clear.holder_name,
      });
      for (const value of personalValues) expect(res.body).not.toContain(value);
    }
  });

  it('shows them in clear to staff who may reveal them', async () => {
    const paymentId = await paymentWithDestination();
    const detail = await call(ctx, 'superadmin', 'GET', `/api/v1/payment/${paymentId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().merchant_document).toBe(MERCHANT_DOC);
    expect(detail.json().destination).toMatchObject(clear);
    const list = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/payment?payment_type=TED&${range}&payment=${paymentId}`,
    );
    expect(list.json().data[0].destination).toMatchObject(clear);
  });

  it('masks the merchant document in the CSV export unless the requester may reveal it', async () => {
    const paymentId = await paymentWithDestination();
    const url = `/api/v1/payment/export/csv?payment_type=TED&${range}&payment=${paymentId}`;
    const cell = (body: string) => {
      const [header, row] = body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      return row?.split(';')[header?.split(';').indexOf('CPF/CNPJ do lojista') ?? -1];
    };
    const masked = await call(ctx, 'financeiro', 'GET', url);
    expect(masked.statusCode).toBe(200);
    expect(cell(masked.body)).toBe('11.•••.•••/0001-••');
    expect(masked.body).not.toContain(MERCHANT_DOC);
    const revealed = await call(ctx, 'superadmin', 'GET', url);
    expect(revealed.statusCode).toBe(200);
    expect(cell(revealed.body)).toBe(MERCHANT_DOC);
  });
});
