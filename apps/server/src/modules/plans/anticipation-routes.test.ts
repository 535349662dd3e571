import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff, until } from '../../../test/test-support.ts';
import { idempotentJobId } from '../../platform/jobs/job-runner.ts';
import { ANTICIPATION_QUEUE, processRun } from './anticipation-service.ts';

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
      // Masked for staff without reveal_personal_data (financeiro), like every e-mail.
      user_email: 'a•••@m•••.test',
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

/**
 * An approved bulk anticipation rate queues its run's job in the approver's transaction: a
 * decision that cannot be recorded leaves neither the run nor its job; approved, the job runs
 * once. In this file, after the cases above: the rule and the runs are shared state of the
 * database, so these cases must not run beside the ones that switch the rule.
 */
describe('an approved bulk anticipation rate', { timeout: 90_000 }, () => {
  const ARV_RULE = 'sales_plan.anticipation_rate';
  let qctx: TestContext;
  let qrequester: string;
  let qapprover: string;
  let planId: number;
  let priorRule: { enabled: boolean; min_amount_cents: number | null; updated_by: string } | undefined;
  const FAULT = `arv_fault_${process.pid}`;

  beforeAll(async () => {
    qctx = await startTestApp();
    // The rule in force is the stored one (the screen's override): on for these cases, as it was after.
    priorRule = await qctx.handle.db
      .selectFrom('approval_rule')
      .select(['enabled', 'min_amount_cents', 'updated_by'])
      .where('action', '=', ARV_RULE)
      .executeTakeFirst();
    await qctx.handle.db
      .insertInto('approval_rule')
      .values({ action: ARV_RULE, enabled: true, min_amount_cents: null, updated_by: 'test' })
      .onConflict((oc) => oc.column('action').doUpdateSet({ enabled: true, min_amount_cents: null }))
      .execute();
    qrequester = await createOtpStaff(qctx, `arvq.qrequester.${process.pid}`, ['mentor_financial']);
    qapprover = await createOtpStaff(qctx, `arvq.qapprover.${process.pid}`, [
      'mentor_super_admin',
      'bypass_permission',
    ]);
    const plan = await qctx.handle.db
      .insertInto('sales_plan')
      .values({
        project_id: 4,
        channel_id: 1,
        name: `Plano ARV fila ${process.pid}`,
        anticipation_rate: '1.2345',
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    planId = plan.id;
  });
  afterAll(async () => {
    const rules = qctx.handle.db;
    if (priorRule)
      await rules.updateTable('approval_rule').set(priorRule).where('action', '=', ARV_RULE).execute();
    else await rules.deleteFrom('approval_rule').where('action', '=', ARV_RULE).execute();
    await qctx.close();
  });

  /**
   * Every anticipation-run job ever queued in this database (queued, finished or archived) but
   * those of other people's runs (other files' tests queue runs at the same time): a job whose
   * run never committed counts.
   */
  async function runJobs(): Promise<{ id: string; state: string }[]> {
    const { rows } = await sql<{ id: string; state: string }>`
      SELECT j.id, j.state::text FROM (
        SELECT id, state, data FROM pgboss.job WHERE name = ${ANTICIPATION_QUEUE}
        UNION ALL
        SELECT id, state, data FROM pgboss.archive WHERE name = ${ANTICIPATION_QUEUE}) j
      WHERE NOT EXISTS (SELECT 1 FROM anticipation_rate_run r
        WHERE r.id = (j.data->>'runId')::bigint AND r.user_id <> ${qrequester})`.execute(qctx.handle.db);
    return rows;
  }

  /** The runs of this requester. */
  const runs = () =>
    qctx.handle.db
      .selectFrom('anticipation_rate_run')
      .select(['id', 'status', 'job_id'])
      .where('user_id', '=', qrequester)
      .orderBy('id')
      .execute();

  it('leaves no job when the decision cannot be recorded, and runs its job once when approved', async () => {
    const pending = await call(qctx, qrequester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
      body: { anticipation_rate: '2,25', sales_plan_ids: [planId] },
      otp: true,
    });
    expect(pending.statusCode, pending.body).toBe(202);
    const approvalId = (pending.json() as { id: number }).id;
    const jobsBefore = (await runJobs()).map((j) => j.id).sort();
    const runsBefore = await runs();

    // The run, its items and its job are written; then the decision's update fails.
    await sql
      .raw(
        `CREATE FUNCTION ${FAULT}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN IF NEW.id = ${approvalId} AND NEW.status = 'APPROVED' THEN
             RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$;
           CREATE TRIGGER ${FAULT} BEFORE UPDATE ON approval_request
           FOR EACH ROW EXECUTE FUNCTION ${FAULT}();`,
      )
      .execute(qctx.handle.db);
    try {
      const failed = await call(qctx, qapprover, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
        otp: true,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql
        .raw(`DROP TRIGGER ${FAULT} ON approval_request; DROP FUNCTION ${FAULT}();`)
        .execute(qctx.handle.db);
    }
    // Longer than a worker's poll: a job sent outside the transaction would have been found.
    await sleep(1500);
    expect((await runJobs()).map((j) => j.id).sort()).toEqual(jobsBefore);
    expect(await runs()).toEqual(runsBefore);

    const approved = await call(qctx, qapprover, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
      otp: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const run = (await runs()).at(-1);
    expect(run && runsBefore.some((r) => r.id === run.id)).toBe(false);
    const jobId = idempotentJobId(ANTICIPATION_QUEUE, `run-${run?.id}`);
    expect(run?.job_id).toBe(jobId);
    const deadline = Date.now() + 30_000;
    while ((await runs()).at(-1)?.status === 'PROCESSING' && Date.now() < deadline) await sleep(200);
    expect((await runs()).at(-1)?.status).toBe('FINISHED');
    const added = (await runJobs()).filter((j) => !jobsBefore.includes(j.id));
    expect(added).toEqual([{ id: jobId, state: 'completed' }]);
    const rate = await qctx.handle.db
      .selectFrom('sales_plan')
      .select((eb) => eb.cast<string>('anticipation_rate', 'text').as('rate'))
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(rate.rate).toBe('2.2500');
  });
});
