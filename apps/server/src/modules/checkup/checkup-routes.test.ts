import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, createOtpStaff, until, WRONG_CODE } from '../../../test/test-support.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/errors.ts';
import {
  idempotentJobId,
  type JobContext,
  type JobInfo,
  type JobRunner,
} from '../../platform/jobs/job-runner.ts';
import { lastSpentStep } from '../../platform/otp/otp-repository.ts';
import { DEMO_ACQUIRER_FILE } from '../../seed/billets-seed.ts';
import { createRun, markRunFailed } from './checkup-repository.ts';
import { CHECKUP_QUEUE, checkupJobId, requestRun, runCheckupJob } from './checkup-service.ts';

let ctx: TestContext;
let operator: string;

async function api(
  user: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { body?: unknown; otp?: boolean | string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${await ctx.token(user)}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.otp === true) headers['x-otp'] = await ctx.otp(user);
  else if (typeof options.otp === 'string') headers['x-otp'] = options.otp;
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** Re-runs the check-up through the endpoint and waits for the job to finish. */
async function rerun(user: string) {
  const res = await api(user, 'POST', '/api/v1/checkup/transactions', { otp: true });
  expect(res.statusCode).toBe(202);
  const run = await runEnded(res.json().run_id);
  expect(run.failed_at, 'the check-up job failed').toBeNull();
  return run;
}

/**
 * A PROCESSING run whose job is queued for an hour from now, so that no worker takes it while
 * the test looks at the run (the job as `requestRun` sends it: same queue, same id).
 */
async function pendingRun(requestedBy: string) {
  const runId = await createRun(ctx.handle.db, requestedBy);
  await sql`
    INSERT INTO pgboss.job (id, name, data, start_after)
    VALUES (${checkupJobId(runId)}::uuid, ${CHECKUP_QUEUE}, ${JSON.stringify({ runId })}::jsonb,
            now() + interval '1 hour')`.execute(ctx.handle.db);
  return runId;
}

/** Cancels a run's job as an administrator would (pg-boss's own cancel statement). */
async function cancelJob(runId: number) {
  await sql`
    UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
     WHERE name = ${CHECKUP_QUEUE} AND id = ${checkupJobId(runId)}::uuid
       AND state < 'completed'`.execute(ctx.handle.db);
}

/** Ends a run the test left PROCESSING, so that no later re-run (of any test) is refused. */
async function endRun(runId: number) {
  await cancelJob(runId);
  await markRunFailed(ctx.handle.db, runId);
}

/** Waits until the run's job ended it (DONE or FAILED). */
function runEnded(runId: number) {
  return until(
    () =>
      ctx.handle.db.selectFrom('checkup_run').selectAll().where('id', '=', runId).executeTakeFirstOrThrow(),
    (run) => run.finished_at !== null || run.failed_at !== null,
  );
}

async function findingsOf(file: string) {
  return ctx.handle.db
    .selectFrom('checkup_transaction as c')
    .innerJoin('acquirer_file_row as r', 'r.id', 'c.acquirer_file_row_id')
    .innerJoin('acquirer_file as f', 'f.id', 'r.acquirer_file_id')
    .select([
      'c.id',
      'c.checkup_type',
      'c.sync_status',
      'c.transaction_id',
      'c.original_transaction_id',
      'r.line_number',
    ])
    .where('f.file_name', '=', file)
    .orderBy('r.line_number')
    .orderBy('c.id')
    .execute();
}

/** An acquirer file of the test: sale 1 imported once, sale 2 never imported, sale 3 imported twice. */
async function acquirerFile(name: string) {
  const db = ctx.handle.db;
  const merchant = await db
    .selectFrom('merchant')
    .select(['id', 'project_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('acquirer_file')
    .values({ file_name: name, acquirer: 'Rede', reference_date: '2026-01-10' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const suffix = String(Date.now()).slice(-6);
  const sale = (n: number) => ({
    project_id: merchant.project_id,
    merchant_id: merchant.id,
    channel_id: 1,
    operation_id: 1,
    card_brand_id: 2,
    amount: 10_000 + n,
    nsu: `55${suffix}${n}`,
    nsu_acquirer: `66${suffix}${n}`,
    authorization_number: `B${n}`,
    status: 'CONFIRMED' as const,
    transaction_date: new Date(),
  });
  const sales = [sale(1), sale(2), sale(3)];
  await db
    .insertInto('acquirer_file_row')
    .values(sales.map((s, i) => ({ ...s, acquirer_file_id: file.id, line_number: i + 1 })))
    .execute();
  const tx = (s: ReturnType<typeof sale>) => ({ ...s, payment_date: new Date(Date.now() + 86_400_000) });
  const inserted = await db
    .insertInto('card_transaction')
    .values([tx(sales[0] as never), tx(sales[2] as never), tx(sales[2] as never)])
    .returning('id')
    .execute();
  return { ids: inserted.map((r) => r.id) };
}

beforeAll(async () => {
  ctx = await startTestApp();
  operator = await createOtpStaff(ctx, 'checkup.operador', ['mentor_financial']);
});
afterAll(async () => {
  await ctx.close();
});

describe('check-up re-run job', () => {
  it('finds the seeded anomalies and those of a new acquirer file', async () => {
    const { ids } = await acquirerFile('REDE_TEST_1.csv');
    const run = await rerun('superadmin');
    expect(run.not_imported_found).toBeGreaterThanOrEqual(1);
    expect(run.duplicated_found).toBeGreaterThanOrEqual(1);

    const seeded = await findingsOf(DEMO_ACQUIRER_FILE);
    expect(seeded.filter((f) => f.checkup_type === 'NOT_IMPORTED').map((f) => f.line_number)).toEqual([
      9, 10, 11, 12,
    ]);
    expect(seeded.filter((f) => f.checkup_type === 'DUPLICATED').map((f) => f.line_number)).toEqual([
      1, 2, 3,
    ]);

    const mine = await findingsOf('REDE_TEST_1.csv');
    expect(mine.map((f) => [f.checkup_type, f.line_number])).toEqual([
      ['NOT_IMPORTED', 2],
      ['DUPLICATED', 3],
    ]);
    expect(mine[1]).toMatchObject({ transaction_id: ids[2], original_transaction_id: ids[1] });

    // A second run finds nothing new and keeps the decisions.
    const again = await rerun('superadmin');
    expect(again.not_imported_found).toBe(0);
    expect(again.duplicated_found).toBe(0);
    expect(await auditRows(ctx, 'checkup_run', run.id)).toHaveLength(1);
  });

  it('needs a one-time code and rerun_checkup', async () => {
    const none = await api('superadmin', 'POST', '/api/v1/checkup/transactions');
    expect(none.statusCode).toBe(403);
    const wrong = await api('superadmin', 'POST', '/api/v1/checkup/transactions', { otp: WRONG_CODE });
    expect(wrong.statusCode).toBe(403);
    const assistant = await api('assistente', 'POST', '/api/v1/checkup/transactions', { otp: true });
    expect(assistant.statusCode).toBe(403);
  });
});

describe('GET /api/v1/checkup/transaction', () => {
  it("lists one type; another type is refused with 'Invalid type' and the type", async () => {
    const list = await api(operator, 'GET', '/api/v1/checkup/transaction?type=NOT_IMPORTED&perPage=100');
    expect(list.statusCode).toBe(200);
    const data = list.json().data as { type: string; amount: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => r.type === 'NOT_IMPORTED')).toBe(true);
    const paged = await api(operator, 'GET', '/api/v1/checkup/transaction?type=DUPLICATED');
    expect(paged.json().data.length).toBeLessThanOrEqual(10);
    const bad = await api(operator, 'GET', '/api/v1/checkup/transaction?type=CANCELLED');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Invalid type CANCELLED');
    const badDate = await api(
      operator,
      'GET',
      '/api/v1/checkup/transaction?type=DUPLICATED&created_at_start=2026-13-01',
    );
    expect(badDate.statusCode).toBe(422);
  });

  it('filters by the acquirer NSU and the sale day', async () => {
    const all = await api(operator, 'GET', '/api/v1/checkup/transaction?type=DUPLICATED&perPage=100');
    const first = all.json().data[0] as { nsu_acquirer: string; transaction_date: string };
    const one = await api(
      operator,
      'GET',
      `/api/v1/checkup/transaction?type=DUPLICATED&nsu_acquirer=${first.nsu_acquirer}`,
    );
    expect(
      one.json().data.every((r: { nsu_acquirer: string }) => r.nsu_acquirer === first.nsu_acquirer),
    ).toBe(true);
    const past = await api(
      operator,
      'GET',
      '/api/v1/checkup/transaction?type=DUPLICATED&created_at_start=2000-01-01&created_at_end=2000-01-02',
    );
    expect(past.json().total).toBe(0);
  });
});

describe('authorise and delete', () => {
  it('authorises a not-imported finding with a one-time code, audited', async () => {
    const [finding] = (await findingsOf(DEMO_ACQUIRER_FILE)).filter(
      (f) => f.checkup_type === 'NOT_IMPORTED' && f.sync_status === 'UNAVAILABLE',
    );
    if (!finding) throw new Error('no seeded finding');
    const noCode = await api(operator, 'PUT', '/api/v1/checkup/transaction/authorize', {
      body: { transaction_ids: [finding.id] },
    });
    expect(noCode.statusCode).toBe(403);
    const res = await api(operator, 'PUT', '/api/v1/checkup/transaction/authorize', {
      body: { transaction_ids: [finding.id] },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      id: finding.id,
      sync_status: 'AVAILABLE',
      updated_by: operator,
    });
    const audits = await auditRows(ctx, 'checkup_transaction', finding.id);
    expect(audits[0]?.before).toMatchObject({ sync_status: 'UNAVAILABLE' });
    expect(audits[0]?.after).toMatchObject({ sync_status: 'AVAILABLE' });
    const again = await api(operator, 'PUT', '/api/v1/checkup/transaction/authorize', {
      body: { transaction_ids: [finding.id] },
      otp: true,
    });
    expect(again.statusCode).toBe(409);
  });

  it('deletes only duplicated findings', { timeout: 90_000 }, async () => {
    const findings = await findingsOf(DEMO_ACQUIRER_FILE);
    const duplicated = findings.find(
      (f) => f.checkup_type === 'DUPLICATED' && f.sync_status === 'UNAVAILABLE',
    );
    const notImported = findings.find((f) => f.checkup_type === 'NOT_IMPORTED');
    if (!duplicated || !notImported) throw new Error('no seeded findings');
    const second = await createOtpStaff(ctx, 'checkup.operador2', ['mentor_financial']);
    const third = await createOtpStaff(ctx, 'checkup.operador3', ['mentor_financial']);
    const refused = await api(second, 'PUT', '/api/v1/checkup/transaction/delete', {
      body: { transaction_ids: [notImported.id] },
      otp: true,
    });
    expect(refused.statusCode).toBe(409);
    const res = await api(third, 'PUT', '/api/v1/checkup/transaction/delete', {
      body: { transaction_ids: [duplicated.id] },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].sync_status).toBe('DELETED');
    // Refused items spent no code: the same person's next call waits for a new time step.
    const missing = await api(second, 'PUT', '/api/v1/checkup/transaction/delete', {
      body: { transaction_ids: [999_999_999] },
      otp: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an empty selection with a field error', { timeout: 60_000 }, async () => {
    const res = await api(operator, 'PUT', '/api/v1/checkup/transaction/authorize', {
      body: { transaction_ids: [] },
      otp: true,
    });
    expect(res.statusCode).toBe(422);
  });
});

/** The job's context as the runner gives it, for running the handler in the test itself. */
function jobContext(runId: number, progress: JobContext<{ runId: number }>['progress']) {
  return {
    id: `test-${runId}`,
    queue: 'checkup_run',
    data: { runId },
    attempt: 3,
    lastAttempt: true,
    signal: new AbortController().signal,
    progress,
  } satisfies JobContext<{ runId: number }>;
}

describe('GET /api/v1/checkup/runs/{id}', () => {
  const read = (user: string, id: number | string) => api(user, 'GET', `/api/v1/checkup/runs/${id}`);

  it('follows a re-run from PROCESSING to DONE with what it found', { timeout: 60_000 }, async () => {
    await acquirerFile('REDE_TEST_RUN.csv');
    const res = await api('superadmin', 'POST', '/api/v1/checkup/transactions', { otp: true });
    expect(res.statusCode).toBe(202);
    const runId = res.json().run_id as number;
    let body = (await read(operator, runId)).json();
    for (let i = 0; i < 120 && body.status === 'PROCESSING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      body = (await read(operator, runId)).json();
    }
    expect(body).toMatchObject({ id: runId, status: 'DONE', requested_by: 'superadmin' });
    expect(body.not_imported_found).toBeGreaterThanOrEqual(1);
    expect(body.duplicated_found).toBeGreaterThanOrEqual(1);
    expect(typeof body.finished_at).toBe('string');
  });

  it('answers PROCESSING before the job ran and DONE with the counts after', async () => {
    await acquirerFile('REDE_TEST_PENDING.csv');
    const runId = await pendingRun('superadmin');
    const before = await read(operator, runId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      id: runId,
      status: 'PROCESSING',
      finished_at: null,
      not_imported_found: null,
      duplicated_found: null,
    });
    const result = await runCheckupJob(
      ctx.handle.db,
      jobContext(runId, async () => {}),
    );
    const after = (await read(operator, runId)).json();
    expect(after).toMatchObject({
      status: 'DONE',
      not_imported_found: result.notImported,
      duplicated_found: result.duplicated,
      resolved: result.resolved,
    });
    expect(result.notImported).toBe(1);
    expect(result.duplicated).toBe(1);
    await cancelJob(runId);
  });

  it('answers FAILED once the last attempt of its job failed', async () => {
    const runId = await pendingRun('superadmin');
    const failing = jobContext(runId, async () => {
      throw new Error('acquirer files unreachable');
    });
    // An earlier attempt that fails leaves the run to its retry.
    await expect(runCheckupJob(ctx.handle.db, { ...failing, lastAttempt: false })).rejects.toThrow(
      'acquirer files unreachable',
    );
    expect((await read(operator, runId)).json().status).toBe('PROCESSING');
    await expect(runCheckupJob(ctx.handle.db, failing)).rejects.toThrow('acquirer files unreachable');
    const failed = (await read(operator, runId)).json();
    expect(failed).toMatchObject({ id: runId, status: 'FAILED', not_imported_found: null });
    expect(typeof failed.finished_at).toBe('string');
    await cancelJob(runId);
  });

  it('answers FAILED, and records it, once its job was cancelled or is gone', async () => {
    const runId = await pendingRun('superadmin');
    expect((await read(operator, runId)).json().status).toBe('PROCESSING');
    await cancelJob(runId);
    const cancelled = (await read(operator, runId)).json();
    expect(cancelled).toMatchObject({ id: runId, status: 'FAILED', not_imported_found: null });
    expect(typeof cancelled.finished_at).toBe('string');
    const row = await ctx.handle.db
      .selectFrom('checkup_run')
      .select(['failed_at', 'finished_at'])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(row.failed_at).toBeInstanceOf(Date);
    expect(row.finished_at).toBeNull();
    // Read again, it stays as it was recorded.
    expect((await read(operator, runId)).json()).toEqual(cancelled);

    // A run whose job the queue no longer keeps (purged, or never queued) ends FAILED too.
    const orphan = await createRun(ctx.handle.db, 'superadmin');
    expect((await read(operator, orphan)).json()).toMatchObject({ id: orphan, status: 'FAILED' });
  });

  it('is a 404 for an unknown run, a 422 for a bad id and a 403 without read_checkup', async () => {
    const unknown = await read(operator, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Execução do checkup não encontrada.');
    expect((await read(operator, 'abc')).statusCode).toBe(422);
    const runId = await createRun(ctx.handle.db, 'superadmin');
    expect((await read('assistente', runId)).statusCode).toBe(403);
    await markRunFailed(ctx.handle.db, runId);
  });
});

describe('GET /api/v1/checkup/runs/latest', () => {
  const latest = (user: string) => api(user, 'GET', '/api/v1/checkup/runs/latest');

  it('answers the newest run, with its job looked at, and needs read_checkup', async () => {
    const runId = await pendingRun('superadmin');
    try {
      // Served by its own route, not read as a run id ('latest' would be a 422 there).
      const res = await latest(operator);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: runId, status: 'PROCESSING', requested_by: 'superadmin' });
      expect((await latest('assistente')).statusCode).toBe(403);
      await cancelJob(runId);
      expect((await latest(operator)).json()).toMatchObject({ id: runId, status: 'FAILED' });
    } finally {
      await endRun(runId);
    }
  });
});

describe('one re-run at a time', () => {
  const post = (user: string, otp: string) => api(user, 'POST', '/api/v1/checkup/transactions', { otp });

  it('refuses a re-run while one is PROCESSING, naming it, and gives the code back', {
    timeout: 60_000,
  }, async () => {
    const runId = await pendingRun('superadmin');
    let code = '';
    try {
      code = await ctx.otp(operator);
      const refused = await post(operator, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(
        /^Já há um checkup em execução, pedido por superadmin às \d{2}:\d{2}\.$/,
      );
      expect(
        await ctx.handle.db.selectFrom('checkup_run').select('id').where('id', '>', runId).execute(),
      ).toEqual([]);
    } finally {
      await endRun(runId);
    }
    // The run's job is gone: the same code (given back on the 409) now queues a run.
    const spentBefore = await lastSpentStep(ctx.handle.db, operator);
    const accepted = await post(operator, code);
    expect(accepted.statusCode).toBe(202);
    expect(await lastSpentStep(ctx.handle.db, operator)).toBeGreaterThan(spentBefore ?? -1);
    await runEnded(accepted.json().run_id);
  });

  it('of two re-runs asked at once, queues exactly one', { timeout: 60_000 }, async () => {
    const second = await createOtpStaff(ctx, 'checkup.operador4', ['mentor_financial']);
    const codes = [await ctx.otp('superadmin'), await ctx.otp(second)];
    const answers = await Promise.all([
      post('superadmin', codes[0] as string),
      post(second, codes[1] as string),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    const queued = answers.find((a) => a.statusCode === 202);
    const ended = await runEnded(queued?.json().run_id);
    expect(ended.finished_at).toBeInstanceOf(Date);
  });

  it('is race-safe: a request that finds no run in progress keeps it so until it commits', async () => {
    const actor = (username: string): Actor => ({
      user: {
        username,
        fullName: username,
        realmRoles: ['mentor_financial'],
        permissions: ['rerun_checkup'],
        multiProject: true,
        projectId: null,
      },
      reason: null,
      approvedBy: null,
      requestId: `test-${username}`,
      clock: ctx.clock,
    });
    // Queuing is made slow: both requests are inside their transaction at the same time.
    const queued = new Set<string>();
    const jobs: Pick<JobRunner, 'send' | 'get'> = {
      async send(queue, _data, options = {}) {
        await new Promise((r) => setTimeout(r, 300));
        const id = idempotentJobId(queue, options.idempotencyKey ?? '');
        queued.add(id);
        return { id, created: true };
      },
      async get(_queue, id) {
        return queued.has(id) ? ({ id, state: 'created' } as JobInfo) : null;
      },
    };
    const answers = await Promise.allSettled([
      requestRun(ctx.handle.db, jobs, actor('superadmin')),
      requestRun(ctx.handle.db, jobs, actor(operator)),
    ]);
    const created = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value.runId] : []));
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    for (const runId of created) await markRunFailed(ctx.handle.db, runId);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(HttpError);
    expect((refused[0] as HttpError).status).toBe(409);
  });
});
