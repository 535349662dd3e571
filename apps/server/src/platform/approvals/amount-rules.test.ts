import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFixture, paymentState } from '../../../test/fixtures/payments-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { reserveInWindow } from './approval-window.ts';

/**
 * Amount rules of four eyes hold whatever way the money is asked for: a settlement threshold
 * applies to what one person sends per payment type and day, pending requests included (ADR
 * 0721); rolling back a paid payment always waits (ADR 0722); clearing a project's daily limit
 * waits like a raise, because a missing amount never means "nothing to approve" (ADR 0723).
 */
let ctx: TestContext;
let seq = 0;
const REASON = { reason_code: 'CUSTOMER_REQUEST', reason_comment: 'Liquidação do dia' };
// Every fixture payment is R$ 243,75 (24 375 cents): two of them reach the threshold.
const THRESHOLD = 40_000;

async function ownProject(): Promise<number> {
  const row = await ctx.handle.db
    .insertInto('project')
    .values({ trade: `Limites ${process.pid}-${++seq}`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const operator = (projectId: number) =>
  createOtpStaff(ctx, `amount.fin.${process.pid}.${Date.now()}.${++seq}`, ['mentor_financial'], projectId);

const settle = (user: string, type: 'TED' | 'SLC', ids: number[]) =>
  call(ctx, user, 'POST', `/api/v1/payment/settle/${type}`, { body: { ids, ...REASON }, otp: true });

beforeAll(async () => {
  ctx = await startTestApp({ APPROVAL_RULES: `payment.settle=on:${THRESHOLD}` });
});
afterAll(async () => {
  await ctx.close();
});

describe('a settlement threshold adds up what one person sends per payment type and day', {
  timeout: 90_000,
}, () => {
  it('sends the first small selection at once and holds the one that reaches the threshold with the pending ones', async () => {
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const [a, b, c] = [
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
    ];
    expect(a!.amount).toBeLessThan(THRESHOLD);

    const first = await settle(requester, 'TED', [a!.paymentId]);
    expect(first.statusCode, first.body).toBe(200);
    expect((await paymentState(ctx.handle.db, a!.paymentId))?.status).toBe('WAITING_BANK_RESPONSE');

    // Alone under the threshold, but the day's total reaches it: a second person decides.
    const second = await settle(requester, 'TED', [b!.paymentId]);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json()).toMatchObject({
      status: 'PENDING',
      action: 'payment.settle',
      amount_cents: b!.amount,
    });
    expect((await paymentState(ctx.handle.db, b!.paymentId))?.status).toBe('WAITING_SEND');

    // A pending request counts too.
    const third = await settle(requester, 'TED', [c!.paymentId]);
    expect(third.statusCode, third.body).toBe(202);
    expect((await paymentState(ctx.handle.db, c!.paymentId))?.status).toBe('WAITING_SEND');
  });

  it('keeps a window per payment type, per requester and per São Paulo day', async () => {
    const projectId = await ownProject();
    const requester = await operator(projectId);
    const colleague = await operator(projectId);
    const teds = [
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
      await paymentFixture(ctx.handle.db, { type: 'TED', projectId }),
    ];
    const slc = await paymentFixture(ctx.handle.db, { type: 'SLC', projectId });
    expect((await settle(requester, 'TED', [teds[0]!.paymentId])).statusCode).toBe(200);
    // Another payment type is another window; another person has a window of their own.
    expect((await settle(requester, 'SLC', [slc.paymentId])).statusCode).toBe(200);
    expect((await settle(colleague, 'TED', [teds[1]!.paymentId])).statusCode).toBe(200);
    // The next day starts again.
    ctx.clock.advance(24 * 3_600_000);
    expect((await settle(requester, 'TED', [teds[2]!.paymentId])).statusCode).toBe(200);
  });

  it('counts two simultaneous calls of one window one after the other: at most one passes', async () => {
    const actor = {
      user: {
        username: `amount.race.${process.pid}.${Date.now()}.${++seq}`,
        fullName: 'Corrida',
        realmRoles: [],
        permissions: [],
        multiProject: true,
        projectId: null,
      },
      reason: null,
      approvedBy: null,
      requestId: 'race',
      clock: ctx.clock,
    };
    const ask = () =>
      reserveInWindow(ctx.handle.db, ctx.app.approvalsConfig, actor, {
        action: 'payment.settle',
        windowKey: 'TED',
        amountCents: 24_375,
        anyAmount: false,
      });
    const both = await Promise.all([ask(), ask()]);
    expect(both.map((r) => r.mustAwait).sort()).toEqual([false, true]);
  });
});

describe('rolling back a paid payment', { timeout: 60_000 }, () => {
  const paid = async (status: 'PAID' | 'FAIL') => {
    const { paymentId, amount } = await paymentFixture(ctx.handle.db);
    await ctx.handle.db.updateTable('payment').set({ status }).where('id', '=', paymentId).execute();
    return { paymentId, amount };
  };

  it('waits for a second person whatever its amount; a failed payment rolls back at once', async () => {
    const payment = await paid('PAID');
    // Far below the rollback rule's R$ 1.000.000,00.
    expect(payment.amount).toBeLessThan(100_000_000);
    const res = await call(ctx, 'financeiro', 'PUT', `/api/v1/payment/manualrollback/${payment.paymentId}`, {
      body: REASON,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'PENDING', action: 'payment.rollback' });
    expect((await paymentState(ctx.handle.db, payment.paymentId))?.status).toBe('PAID');

    const failed = await paid('FAIL');
    const at = await call(ctx, 'financeiro', 'PUT', `/api/v1/payment/manualrollback/${failed.paymentId}`, {
      body: REASON,
    });
    expect(at.statusCode, at.body).toBe(200);
    expect((await paymentState(ctx.handle.db, failed.paymentId))?.status).toBe('WAITING_SEND');
  });
});

describe("clearing a project's daily limit", () => {
  const body = (daily_limit_amount: number | null) => ({
    max_installments: 10,
    min_installment_amount: 1_000,
    daily_limit_amount,
    support_email: 'suporte@mentor.com.br',
    support_phone: '(11) 3333-4444',
  });

  it('waits for a second person like a raise; lowering it applies at once', async () => {
    const projectId = await ownProject();
    const url = `/api/v1/project/${projectId}/parameter`;
    const created = await call(ctx, 'superadmin', 'POST', url, { body: body(1_000_000), otp: true });
    expect(created.statusCode, created.body).toBe(201);

    const lowered = await call(ctx, 'superadmin', 'PUT', url, { body: body(500_000), otp: true });
    expect(lowered.statusCode, lowered.body).toBe(200);

    const cleared = await call(ctx, 'comercial.admin', 'PUT', url, { body: body(null), otp: true });
    expect(cleared.statusCode, cleared.body).toBe(202);
    expect(cleared.json()).toMatchObject({ status: 'PENDING', action: 'project.parameters' });
    const now = await ctx.handle.db
      .selectFrom('project_parameter')
      .select('daily_limit_amount')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(now.daily_limit_amount).toBe(500_000);
  });
});
