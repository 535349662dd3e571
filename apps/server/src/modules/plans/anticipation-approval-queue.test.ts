import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { idempotentJobId } from '../../platform/jobs/job-runner.ts';
import { ANTICIPATION_QUEUE } from './anticipation-service.ts';

/**
 * An approved bulk anticipation rate queues its run's job in the approver's transaction: a
 * decision that cannot be recorded leaves neither the run nor its job; approved, the job runs once.
 */
let ctx: TestContext;
let requester: string;
let approver: string;
let planId: number;
const FAULT = `arv_fault_${process.pid}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ctx = await startTestApp({ APPROVAL_RULES: 'sales_plan.anticipation_rate=on' });
  requester = await createOtpStaff(ctx, `arvq.requester.${process.pid}`, ['mentor_financial']);
  approver = await createOtpStaff(ctx, `arvq.approver.${process.pid}`, [
    'mentor_super_admin',
    'bypass_permission',
  ]);
  const plan = await ctx.handle.db
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
  await ctx.close();
});

/** Every job ever queued for anticipation runs in this database (queued, finished or archived). */
async function runJobs(): Promise<{ id: string; state: string }[]> {
  const { rows } = await sql<{ id: string; state: string }>`
    SELECT id, state::text FROM pgboss.job WHERE name = ${ANTICIPATION_QUEUE}
    UNION ALL
    SELECT id, state::text FROM pgboss.archive WHERE name = ${ANTICIPATION_QUEUE}`.execute(ctx.handle.db);
  return rows;
}

const runs = () =>
  ctx.handle.db
    .selectFrom('anticipation_rate_run')
    .select(['id', 'status', 'job_id'])
    .orderBy('id')
    .execute();

describe('an approved bulk anticipation rate', { timeout: 90_000 }, () => {
  it('leaves no job when the decision cannot be recorded, and runs its job once when approved', async () => {
    const pending = await call(ctx, requester, 'PUT', '/api/v1/sales_plan/update_anticipation_rate', {
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
      .execute(ctx.handle.db);
    try {
      const failed = await call(ctx, approver, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
        otp: true,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql
        .raw(`DROP TRIGGER ${FAULT} ON approval_request; DROP FUNCTION ${FAULT}();`)
        .execute(ctx.handle.db);
    }
    // Longer than a worker's poll: a job sent outside the transaction would have been found.
    await sleep(1500);
    expect((await runJobs()).map((j) => j.id).sort()).toEqual(jobsBefore);
    expect(await runs()).toEqual(runsBefore);

    const approved = await call(ctx, approver, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
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
    const rate = await ctx.handle.db
      .selectFrom('sales_plan')
      .select((eb) => eb.cast<string>('anticipation_rate', 'text').as('rate'))
      .where('id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(rate.rate).toBe('2.2500');
  });
});
