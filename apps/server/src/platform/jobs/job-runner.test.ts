import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { until as pollUntil } from '../../../test/test-support.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import { createJobRunner, idempotentJobId, type JobRunner } from './job-runner.ts';

/**
 * The job runner on the real test database: pg-boss in its `pgboss` schema, two runners
 * standing for two server processes.
 */
const log = pino({ level: 'silent' });
const run = Date.now().toString(36);
const q = (name: string) => `t_${run}_${name}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls every 100 ms (jobs here are meant to be caught mid-run), for up to 20 s. */
const until = <T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) =>
  pollUntil(probe, done, timeoutMs, 100);

let first: DatabaseHandle;
let second: DatabaseHandle;
const runners: JobRunner[] = [];

function runner(handle: DatabaseHandle, setup: (r: JobRunner) => void, concurrency = 2): JobRunner {
  const r = createJobRunner({ db: handle.db, log, concurrency, pollIntervalMs: 500, cancelCheckMs: 200 });
  setup(r);
  runners.push(r);
  return r;
}

beforeAll(() => {
  first = createDatabase(testDatabaseUrl(), 5);
  second = createDatabase(testDatabaseUrl(), 5);
});

afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await first.close();
  await second.close();
});

describe('job runner', () => {
  it('retries a failing job with growing delays, then completes it', async () => {
    const attempts: { at: number; attempt: number }[] = [];
    const r = runner(first, (x) =>
      x.register(
        q('retry'),
        async (ctx) => {
          attempts.push({ at: Date.now(), attempt: ctx.attempt });
          if (ctx.attempt < 3) throw new Error(`boom ${ctx.attempt}`);
          return { ok: true };
        },
        { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
      ),
    );
    await r.start();
    const { id } = await r.send(q('retry'), { n: 1 });
    const done = await until(
      () => r.get(q('retry'), id),
      (job) => job?.state === 'completed',
    );
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(done?.retryCount).toBe(2);
    expect(done?.output).toEqual({ ok: true });
    const [a, b, c] = attempts.map((x) => x.at) as [number, number, number];
    // Backoff: the first retry waits 1-2 s, the second 2-4 s (delay doubled, with jitter).
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1900);
  });

  it('fails a job for good once its retries are spent', async () => {
    let calls = 0;
    const r = runner(first, (x) =>
      x.register(
        q('fail'),
        async () => {
          calls++;
          throw new Error('always');
        },
        { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
      ),
    );
    await r.start();
    const { id } = await r.send(q('fail'), {});
    const failed = await until(
      () => r.get(q('fail'), id),
      (job) => job?.state === 'failed',
    );
    expect(calls).toBe(2);
    expect(failed?.output).toMatchObject({ message: 'always' });
  });

  it('creates one job for one idempotency key, however often and concurrently it is sent', async () => {
    const seen: string[] = [];
    const r = runner(first, (x) =>
      x.register(q('idem'), async (ctx) => {
        seen.push(ctx.id);
      }),
    );
    await r.start();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => r.send(q('idem'), { file: 'x' }, { idempotencyKey: 'request-42' })),
    );
    expect(new Set(sends.map((s) => s.id)).size).toBe(1);
    expect(sends.filter((s) => s.created)).toHaveLength(1);
    expect(sends[0]?.id).toBe(idempotentJobId(q('idem'), 'request-42'));
    const other = await r.send(q('idem'), { file: 'x' }, { idempotencyKey: 'request-43' });
    expect(other.id).not.toBe(sends[0]?.id);
    // Sent again after it ran: still the same job, nothing new to run.
    expect(await r.send(q('idem'), { file: 'x' }, { idempotencyKey: 'request-42' })).toMatchObject({
      created: false,
    });
    await until(
      async () => seen.length,
      (n) => n >= 2,
    );
    await sleep(1200);
    expect(seen.sort()).toEqual([sends[0]?.id, other.id].sort());
    const rows = await r.boss
      .getDb()
      .executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [q('idem')]);
    expect(rows.rows[0].n).toBe(2);
  });

  it('keeps one queued job per singleton key on a queue with the short policy', async () => {
    const r = runner(first, (x) => x.register(q('single'), async () => ({}), { policy: 'short' }));
    await r.start();
    const one = await r.send(q('single'), { v: 1 }, { singletonKey: 'merchant-9', startAfterSeconds: 60 });
    const two = await r.send(q('single'), { v: 2 }, { singletonKey: 'merchant-9', startAfterSeconds: 60 });
    const other = await r.send(q('single'), { v: 3 }, { singletonKey: 'merchant-10', startAfterSeconds: 60 });
    expect(one.created).toBe(true);
    expect(two).toEqual({ id: one.id, created: false });
    expect(other.created).toBe(true);
    expect(other.id).not.toBe(one.id);
    await r.cancel(q('single'), one.id);
    await r.cancel(q('single'), other.id);
  });

  it('answers the kept job when the short policy refuses a keyed job for its singleton key', async () => {
    const r = runner(first, (x) => x.register(q('keyed'), async () => ({}), { policy: 'short' }));
    await r.start();
    const options = { singletonKey: 'payment-7', startAfterSeconds: 60 };
    const one = await r.send(q('keyed'), { v: 1 }, { ...options, idempotencyKey: 'request-a' });
    const two = await r.send(q('keyed'), { v: 2 }, { ...options, idempotencyKey: 'request-b' });
    expect(one).toEqual({ id: idempotentJobId(q('keyed'), 'request-a'), created: true });
    expect(two).toEqual({ id: one.id, created: false });
    expect(await r.get(q('keyed'), idempotentJobId(q('keyed'), 'request-b'))).toBeNull();
    // The same request again still answers its own job.
    expect(await r.send(q('keyed'), { v: 1 }, { ...options, idempotencyKey: 'request-a' })).toEqual(two);
    await r.cancel(q('keyed'), one.id);
  });

  it("queues a job in the caller's transaction: gone if it rolls back, unseen until it commits", async () => {
    const seen: unknown[] = [];
    const r = runner(first, (x) =>
      x.register(
        q('tx'),
        async (ctx) => {
          seen.push(ctx.data);
        },
        { policy: 'short' },
      ),
    );
    await r.start();
    const jobCount = async (id: string) =>
      Number(
        (await second.pool.query('SELECT count(*)::int AS n FROM pgboss.job WHERE id = $1', [id])).rows[0].n,
      );

    // Rolled back: the job never existed and never runs.
    let rolledBack = '';
    await expect(
      first.db.transaction().execute(async (trx) => {
        const sent = await r.send(q('tx'), { v: 'rolled back' }, { idempotencyKey: 'rb-1', db: trx });
        rolledBack = sent.id;
        expect(sent.created).toBe(true);
        expect(await jobCount(sent.id)).toBe(0);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(rolledBack).toBe(idempotentJobId(q('tx'), 'rb-1'));
    expect(await jobCount(rolledBack)).toBe(0);
    expect(await r.get(q('tx'), rolledBack)).toBeNull();

    // Committed: invisible to other connections (and the workers) until the commit, then run once.
    let committed = '';
    await first.db.transaction().execute(async (trx) => {
      const sent = await r.send(q('tx'), { v: 'committed' }, { singletonKey: 'k', db: trx });
      committed = sent.id;
      // The caller's transaction sees its own job: the short policy answers it for the same key.
      expect(await r.send(q('tx'), { v: 'again' }, { singletonKey: 'k', db: trx })).toEqual({
        id: sent.id,
        created: false,
      });
      expect(await jobCount(sent.id)).toBe(0);
      await sleep(1200);
      expect(seen).toEqual([]);
    });
    expect(await jobCount(committed)).toBe(1);
    await until(
      () => r.get(q('tx'), committed),
      (job) => job?.state === 'completed',
    );
    await sleep(700);
    expect(seen).toEqual([{ v: 'committed' }]);
  });

  it('stores progress a running job reports and reads it back', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = runner(first, (x) =>
      x.register(q('progress'), async (ctx) => {
        await ctx.progress(40, { rows: 400 });
        await gate;
        return { rows: 1000 };
      }),
    );
    await r.start();
    const { id } = await r.send(q('progress'), {});
    const midway = await until(
      () => r.get(q('progress'), id),
      (job) => job?.progress === 40,
    );
    expect(midway?.state).toBe('active');
    expect(midway?.detail).toEqual({ rows: 400 });
    release();
    const done = await until(
      () => r.get(q('progress'), id),
      (job) => job?.state === 'completed',
    );
    expect(done?.progress).toBe(100);
    expect(done?.output).toEqual({ rows: 1000 });
  });

  it('cancels a queued job before it runs and stops a running one, even from another process', async () => {
    let ran = 0;
    let stoppedBySignal = false;
    const handler = async (ctx: {
      signal: AbortSignal;
      progress: (p: number) => Promise<void>;
      data: unknown;
    }) => {
      ran++;
      for (let i = 0; i < 200; i++) {
        if (ctx.signal.aborted) {
          stoppedBySignal = true;
          ctx.signal.throwIfAborted();
        }
        await sleep(50);
      }
      return { finished: true };
    };
    const a = runner(first, (x) => x.register(q('cancel'), handler, { retryLimit: 0 }));
    const b = runner(second, (x) => x.register(q('cancel'), handler, { retryLimit: 0 }));
    await Promise.all([a.start(), b.start()]);

    const later = await a.send(q('cancel'), {}, { startAfterSeconds: 30 });
    await b.cancel(q('cancel'), later.id);
    expect((await a.get(q('cancel'), later.id))?.state).toBe('cancelled');

    const running = await a.send(q('cancel'), {});
    await until(
      () => a.get(q('cancel'), running.id),
      (job) => job?.state === 'active',
    );
    await b.cancel(q('cancel'), running.id);
    await until(
      async () => stoppedBySignal,
      (v) => v,
      5000,
    );
    await sleep(300);
    expect(ran).toBe(1);
    expect((await a.get(q('cancel'), running.id))?.state).toBe('cancelled');
  });

  it('runs each job once when two processes share the queue', async () => {
    const runs: { id: string; by: string }[] = [];
    const handler = (by: string) => async (ctx: { id: string }) => {
      runs.push({ id: ctx.id, by });
      await sleep(20);
    };
    const a = runner(first, (x) => x.register(q('shared'), handler('a')));
    const b = runner(second, (x) => x.register(q('shared'), handler('b')));
    await Promise.all([a.start(), b.start()]);
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await (i % 2 ? a : b).send(q('shared'), { i })).id);
    await until(
      async () => runs.length,
      (n) => n >= 30,
    );
    await sleep(1500);
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((x) => x.id))).toEqual(ids);
  });

  it('hands a job running on a stopping server back to the queue, where another one finishes it', async () => {
    const runs: { by: string; attempt: number; interrupted: boolean }[] = [];
    const handler = (by: string) => async (ctx: { attempt: number; signal: AbortSignal }) => {
      const entry = { by, attempt: ctx.attempt, interrupted: false };
      runs.push(entry);
      if (by === 'b') return { by };
      await new Promise<void>((resolve) =>
        ctx.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      entry.interrupted = true;
      ctx.signal.throwIfAborted();
      return { by };
    };
    const options = { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false };
    const a = runner(first, (x) => x.register(q('handover'), handler('a'), options));
    await a.start();
    const { id } = await a.send(q('handover'), {});
    await until(
      async () => runs.length,
      (n) => n === 1,
    );
    const stopped = Date.now();
    await a.stop();
    expect(Date.now() - stopped).toBeLessThan(5000);
    expect(runs[0]).toMatchObject({ by: 'a', interrupted: true });

    const b = runner(second, (x) => x.register(q('handover'), handler('b'), options));
    await b.start();
    const done = await until(
      () => b.get(q('handover'), id),
      (job) => job?.state === 'completed',
    );
    expect(done?.output).toEqual({ by: 'b' });
    expect(runs.map((r) => [r.by, r.attempt])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
  it('lets a draining server finish its running job and take no other, within the deadline', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const a = runner(
      first,
      (x) =>
        x.register(q('drain'), async (ctx: { id: string; signal: AbortSignal }) => {
          started.push(ctx.id);
          await gate;
          ctx.signal.throwIfAborted();
          return { done: true };
        }),
      1,
    );
    await a.start();
    const { id } = await a.send(q('drain'), {});
    await until(
      async () => started.length,
      (n) => n === 1,
    );
    // Nothing finishes in time: the drain says so and the job is still running.
    expect(await a.drain(200)).toBe(false);
    expect(a.runningCount()).toBe(1);
    const { id: queued } = await a.send(q('drain'), {});
    const draining = a.drain(10_000);
    release();
    expect(await draining).toBe(true);
    expect((await a.get(q('drain'), id))?.state).toBe('completed');
    // The job queued while draining was not taken here: another server will run it.
    expect(started).toEqual([id]);
    expect((await a.get(q('drain'), queued))?.state).toBe('created');
  });
});
