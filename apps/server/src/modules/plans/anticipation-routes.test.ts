import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { processRun } from './anticipation-service.ts';

/** Anticipation (ARV) rates: the list, the bulk update job with its per-plan results, history. */
let ctx: TestContext;
let requester: string;
let approver: string;
let ruleApprover: string;
const ids: number[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  requester = await createOtpStaff(ctx, 'arv.requester', ['mentor_financial']);
  approver = await createOtpStaff(ctx, 'arv.approver', ['mentor_super_admin', 'bypass_permission']);
  ruleApprover = await createOtpStaff(ctx, 'arv.rules', ['mentor_super_admin', 'bypass_permission']);
  // Four plans of project 4 with a rate no other plan has, one of them inactive.
  for (let i = 0; i < 4; i += 1) {
    const row = await ctx.handle.db
      .insertInto('sales_plan')
      .values({
        project_id: 4,
        channel_id: 1,
        name: `Plano ARV ${i}`,
        anticipation_rate: '3.1415',
        status: i === 3 ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
});
afterAll(async () => {
  await ctx.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

describe('anticipation rates', () => {
  it("lists plans in pages of up to 5,000 with the merchant count, filtered by 'Taxa ARV'", async () => {
    const page = await call(ctx, requester, 'GET', '/api/v1/sales_plan/anticipation_rate?perPage=5000');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.length).toBeGreaterThan(4);
    const standard = page
      .json()
      .data.find((p: { sales_plan_name: string }) => p.sales_plan_name.startsWith('Plano Padrão'));
    expect(standard).toMatchObject({ anticipation_rate: '1.9900', merchants_count: expect.any(Number) });

    const filtered = await call(
      ctx,
      requester,
      'GET',
      '/api/v1/sales_plan/anticipation_rate?anticipation_rate=3,1415',
    );
    expect(filtered.json().data.map((p: { id: number }) => p.id)).toEqual(ids);
    const tooMany = await call(ctx, requester, 'GET', '/api/v1/sales_plan/anticipation_rate?perPage=5001');
    expect(tooMany.statusCode).toBe(422);
    expect(
      (await call(ctx, 'comercial.operador', 'GET', '/api/v1/sales_plan/anticipation_rate')).statusCode,
    ).toBe(403);
  });

  it('updates many plans in a background run: partial failure with per-plan reasons, progress, history', async () => {
    const withoutCode = await call(ctx, requester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
      body: { anticipation_rate: '2.5', sales_plan_ids: ids },
    });
    expect(withoutCode.statusCode).toBe(403);

    const missing = 2_000_000_000;
    const started = await call(ctx, requester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
      body: { anticipation_rate: '2,5', sales_plan_ids: [...ids, missing] },
      otp: true,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'PROCESSING', total: 5 });
    const runId = started.json().id as number;

    const finished = await until(
      async () =>
        (await call(ctx, requester, 'GET', `/api/v1/sales_plan/anticipation_rate/run/${runId}`)).json(),
      (run) => run.status !== 'PROCESSING',
    );
    expect(finished).toMatchObject({ status: 'PARTIAL_FINISHED', processed: 5, failed: 2, progress: 100 });

    const items = await call(
      ctx,
      requester,
      'GET',
      `/api/v1/sales_plan/anticipation_rate/run/${runId}/items`,
    );
    expect(items.json().data.slice(0, 2)).toEqual([
      expect.objectContaining({ sales_plan_id: ids[3], status: 'FAILED', reason: 'Plano de venda inativo.' }),
      expect.objectContaining({
        sales_plan_id: missing,
        status: 'FAILED',
        reason: 'Plano de venda não encontrado.',
      }),
    ]);
    expect(items.json().data[2]).toMatchObject({ status: 'DONE', old_rate: '3.1415', new_rate: '2.5000' });

    const rates = await ctx.handle.db
      .selectFrom('sales_plan')
      .select((eb) => ['id', eb.cast<string>('anticipation_rate', 'text').as('rate')])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rates.map((r) => r.rate)).toEqual(['2.5000', '2.5000', '2.5000', '3.1415']);

    const audits = () =>
      ctx.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('table_context', '=', 'sales_plan')
        .where('record_id', 'in', ids.map(String))
        .execute();
    const before = await audits();
    expect(before).toHaveLength(3);
    expect(before[0]).toMatchObject({
      actor: requester,
      before: { anticipation_rate: '3.1415' },
      after: { anticipation_rate: '2.5000', anticipation_rate_history: runId },
    });

    // A retried job changes nothing twice.
    const retried = await processRun(ctx.handle.db, runId);
    expect(retried).toMatchObject({ status: 'PARTIAL_FINISHED', processed: 5, failed: 2 });
    expect(await audits()).toHaveLength(3);

    const history = await call(
      ctx,
      requester,
      'GET',
      `/api/v1/sales_plan/anticipation_rate/history?run_id=${runId}`,
    );
    expect(history.json().total).toBe(5);
    expect(history.json().data[0]).toMatchObject({
      anticipation_rate_history: runId,
      anticipation_rate: '2.5000',
      user_id: requester,
      user_name: requester,
      user_email: `${requester}@mentor.test`,
    });
  }, 90_000);

  it('refuses bad input with field errors', async () => {
    const bad = await call(ctx, requester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
      body: { anticipation_rate: '150', sales_plan_ids: [] },
      otp: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['anticipation_rate', 'sales_plan_ids']),
    );
  }, 90_000);

  it('waits for a second person when the four-eyes rule is on', async () => {
    const on = await call(ctx, approver, 'PUT', '/api/v1/approvals/rules/sales_plan.anticipation_rate', {
      body: { enabled: true, min_amount_cents: null },
      otp: true,
    });
    expect(on.statusCode).toBe(200);
    try {
      const runsBefore = await ctx.handle.db.selectFrom('anticipation_rate_run').select('id').execute();
      const pending = await call(ctx, requester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
        body: { anticipation_rate: '2.75', sales_plan_ids: [ids[0]] },
        otp: true,
      });
      expect(pending.statusCode).toBe(202);
      expect(pending.json()).toMatchObject({ status: 'PENDING', action: 'sales_plan.anticipation_rate' });
      const runsAfter = await ctx.handle.db.selectFrom('anticipation_rate_run').select('id').execute();
      expect(runsAfter).toHaveLength(runsBefore.length);

      const approved = await call(ctx, approver, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
        otp: true,
      });
      expect(approved.statusCode).toBe(200);
      const run = await until(
        () =>
          ctx.handle.db
            .selectFrom('anticipation_rate_run')
            .selectAll()
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow(),
        (r) => r.status !== 'PROCESSING',
      );
      expect(run).toMatchObject({ status: 'FINISHED', user_id: requester, approved_by: approver });
    } finally {
      // Switching the rule off loosens it: a second person approves the switch.
      const off = await call(ctx, approver, 'PUT', '/api/v1/approvals/rules/sales_plan.anticipation_rate', {
        body: { enabled: false, min_amount_cents: null },
        otp: true,
      });
      expect(off.statusCode).toBe(202);
      const switched = await call(ctx, ruleApprover, 'POST', `/api/v1/approvals/${off.json().id}/approve`, {
        otp: true,
      });
      expect(switched.statusCode).toBe(200);
    }
  }, 150_000);

  it('exports the list as CSV', async () => {
    const response = await call(
      ctx,
      requester,
      'GET',
      '/api/v1/sales_plan/anticipation_rate/export/csv?anticipation_rate=2.75',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Taxa ARV (%)');
    expect(response.body).toMatch(/;2,75;/);
  });
});
