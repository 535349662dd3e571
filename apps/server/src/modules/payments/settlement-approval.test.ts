import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFixture, paymentState, waitForStatus } from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, until } from '../../../test/test-support.ts';
import { STALE_ERROR } from '../../http/frozen-set.ts';
import { BANK_ANSWER_QUEUE } from './payments-routes.ts';

/**
 * An approved settlement pays exactly the set its approver saw (ADR 0340): the request freezes
 * the payments and their amounts; the approval pays that set, or is refused as stale and pays
 * nothing when a payment was added, removed or changed in between.
 */
let ctx: TestContext;
let seq = 0;
const REASON = { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'Liquidação do dia' };
const APPROVER = `settle.approver.${process.pid}`;

interface Pending {
  id: number;
  status: string;
  amount_cents: number;
  frozen: { count: number; total_cents: number };
}

/** A project of its own, so a whole tab holds only the payments of the test. */
async function ownProject(): Promise<number> {
  const row = await ctx.handle.db
    .insertInto('project')
    .values({ trade: `Liquidação ${process.pid}-${++seq}`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A financial operator of one project (the tab they settle is that project's). */
const operator = (projectId: number) =>
  createOtpStaff(ctx, `settle.fin.${process.pid}.${++seq}`, ['mentor_financial'], projectId);

async function remittancesOf(ids: number[]) {
  return ctx.handle.db
    .selectFrom('payment_remittance')
    .select(['payment_id', 'amount'])
    .where('payment_id', 'in', ids)
    .orderBy('payment_id')
    .execute();
}

async function requestSettlement(user: string, body: Record<string, unknown>): Promise<Pending> {
  const res = await call(ctx, user, 'POST', '/api/v1/payment/settle/TED', {
    body: { ...body, ...REASON },
    otp: true,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as Pending;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const approve = (id: number) => call(ctx, APPROVER, 'POST', `/api/v1/approvals/${id}/approve`, { otp: true });

beforeAll(async () => {
  // Every settlement needs a second person here.
  ctx = await startTestApp({ APPROVAL_RULES: 'payment.settle=on:1' });
  await createOtpStaff(ctx, APPROVER, ['mentor_financial', 'mentor_comercial_admin']);
});
afterAll(async () => {
  await ctx.close();
});

describe('an approved settlement pays exactly what the approver saw', { timeout: 90_000 }, () => {
  it('refuses as stale, paying nothing, when an SLC payment was converted to TED before the approval', async () => {
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const teds = [
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId, nets: [12_345] }),
    ];
    const slc = await paymentFixture(ctx.handle.db, { type: 'SLC', projectId, nets: [50_000] });
    const pending = await requestSettlement(requester, { tab: 'TED' });
    const total = teds[0]!.amount + teds[1]!.amount;
    expect(pending.status).toBe('PENDING');
    expect(pending.frozen).toEqual({ count: 2, total_cents: total });
    expect(pending.amount_cents).toBe(total);
    // The approver's inbox shows the frozen count and total.
    const shown = await call(ctx, APPROVER, 'GET', `/api/v1/approvals/${pending.id}`);
    expect(shown.json().frozen).toEqual({ count: 2, total_cents: total });

    const converter = await operator(projectId);
    const converted = await call(ctx, converter, 'POST', '/api/v1/payment/convert_slc_to_ted', {
      body: { ids: [slc.paymentId], ...REASON },
      otp: true,
    });
    expect(converted.statusCode).toBe(200);

    const refused = await approve(pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: STALE_ERROR,
      message: expect.stringContaining('nada foi pago'),
      errors: { added: [String(slc.paymentId)], removed: [], changed: [] },
    });
    const all = [...teds.map((t) => t.paymentId), slc.paymentId];
    for (const id of all) expect((await paymentState(ctx.handle.db, id))?.status).toBe('WAITING_SEND');
    expect(await remittancesOf(all)).toEqual([]);

    const decided = await call(ctx, APPROVER, 'GET', `/api/v1/approvals/${pending.id}`);
    expect(decided.json()).toMatchObject({ status: 'STALE', decided_by: APPROVER });
    const [row] = await auditRows(ctx, 'approval_request', pending.id);
    expect(row?.actor).toBe(APPROVER);
    expect(row?.after).toMatchObject({
      status: 'STALE',
      frozen: { count: 2, total_cents: total },
      drift: { added: [slc.paymentId], removed: [], changed: [] },
    });
    // Closed: approving again does not run the settlement either.
    expect((await approve(pending.id)).statusCode).toBe(409);
    expect(await remittancesOf(all)).toEqual([]);
  });

  it('pays exactly the frozen set, at the frozen amounts, when nothing changed', async () => {
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const teds = [
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId, nets: [777, 1_001] }),
    ];
    const slc = await paymentFixture(ctx.handle.db, { type: 'SLC', projectId });
    const pending = await requestSettlement(requester, { tab: 'TED' });
    const ok = await approve(pending.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'APPROVED', frozen: pending.frozen });
    const ids = teds.map((t) => t.paymentId).sort((a, b) => a - b);
    const expected = ids.map((id) => ({
      payment_id: id,
      amount: teds.find((t) => t.paymentId === id)!.amount,
    }));
    expect(
      (await remittancesOf([...ids, slc.paymentId])).map((r) => ({
        ...r,
        payment_id: Number(r.payment_id),
        amount: Number(r.amount),
      })),
    ).toEqual(expected);
    expect(expected.reduce((s, r) => s + r.amount, 0)).toBe(pending.frozen.total_cents);
    expect((await paymentState(ctx.handle.db, slc.paymentId))?.status).toBe('WAITING_SEND');
  });

  it('refuses as stale when an amount changed after the request, directly or through its installments', async () => {
    const db = ctx.handle.db;
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const one = await paymentFixture(db, { type: 'TED', projectId });
    const two = await paymentFixture(db, { type: 'TED', projectId });

    // The payment's amount moved.
    const direct = await requestSettlement(requester, { ids: [one.paymentId, two.paymentId] });
    await db
      .updateTable('payment')
      .set({ amount: one.amount + 100 })
      .where('id', '=', one.paymentId)
      .execute();
    const refused = await approve(direct.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ added: [], removed: [], changed: [String(one.paymentId)] });
    await db.updateTable('payment').set({ amount: one.amount }).where('id', '=', one.paymentId).execute();

    // An installment was adjusted: the run would recompute a new amount, so it is refused too.
    const viaInstallment = await requestSettlement(requester, { ids: [one.paymentId, two.paymentId] });
    const installment = await db
      .selectFrom('receivable')
      .select(['id', 'adjustment_amount'])
      .where('payment_id', '=', two.paymentId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('receivable')
      .set({ adjustment_amount: -250 })
      .where('id', '=', installment.id)
      .execute();
    const stale = await approve(viaInstallment.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual({ added: [], removed: [], changed: [String(two.paymentId)] });
    // Nothing paid, nothing recomputed.
    expect(await remittancesOf([one.paymentId, two.paymentId])).toEqual([]);
    expect(Number((await paymentState(db, two.paymentId))?.amount)).toBe(two.amount);
    expect((await paymentState(db, two.paymentId))?.status).toBe('WAITING_SEND');
    // The database is shared with other files' tests: the installment gets its amount back.
    await db
      .updateTable('receivable')
      .set({ adjustment_amount: installment.adjustment_amount })
      .where('id', '=', installment.id)
      .execute();
  });
});

describe('the bank-answer job of an approved settlement belongs to its transaction', {
  timeout: 90_000,
}, () => {
  const FAULT = `settle_fault_${process.pid}`;

  /**
   * The bank-answer jobs ever queued for one payment (queued, finished or archived); other files'
   * tests settle other payments at the same time.
   */
  async function answerJobs(
    paymentId: number,
  ): Promise<{ id: string; state: string; singleton_key: string | null }[]> {
    const key = `answers:payment-${paymentId}-%`;
    const { rows } = await sql<{ id: string; state: string; singleton_key: string | null }>`
      SELECT id, state::text, singleton_key FROM pgboss.job WHERE name = ${BANK_ANSWER_QUEUE} AND singleton_key LIKE ${key}
      UNION ALL
      SELECT id, state::text, singleton_key FROM pgboss.archive WHERE name = ${BANK_ANSWER_QUEUE} AND singleton_key LIKE ${key}`.execute(
      ctx.handle.db,
    );
    return rows;
  }

  it('leaves no job when the decision cannot be recorded, and runs one once it is approved', async () => {
    const db = ctx.handle.db;
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const ted = await paymentFixture(db, { type: 'TED', projectId });
    const pending = await requestSettlement(requester, { ids: [ted.paymentId] });
    const before = await answerJobs(ted.paymentId);
    expect(before).toEqual([]);

    // The settlement is applied, its remittance written and its job queued; then the decision fails.
    await sql
      .raw(
        `CREATE FUNCTION ${FAULT}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.id = ${pending.id} AND NEW.status = 'APPROVED' THEN
           RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$;
         CREATE TRIGGER ${FAULT} BEFORE UPDATE ON approval_request
         FOR EACH ROW EXECUTE FUNCTION ${FAULT}();`,
      )
      .execute(db);
    try {
      expect((await approve(pending.id)).statusCode).toBe(500);
    } finally {
      await sql.raw(`DROP TRIGGER ${FAULT} ON approval_request; DROP FUNCTION ${FAULT}();`).execute(db);
    }
    // Longer than a worker's poll: a job sent outside the transaction would exist by now.
    await sleep(1500);
    expect(await answerJobs(ted.paymentId)).toEqual([]);
    expect(await remittancesOf([ted.paymentId])).toEqual([]);
    expect((await paymentState(db, ted.paymentId))?.status).toBe('WAITING_SEND');

    const ok = await approve(pending.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await waitForStatus(db, ted.paymentId, ['PAID', 'FAIL'])).status).toBe('PAID');
    // The payment is paid by its job, which then completes.
    const added = await until(
      () => answerJobs(ted.paymentId),
      (jobs) => jobs.length > 1 || jobs.every((j) => j.state === 'completed'),
    );
    expect(added).toEqual([
      expect.objectContaining({
        state: 'completed',
        singleton_key: expect.stringContaining(`-${ted.paymentId}-`),
      }),
    ]);
  });
});
