import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { isDatabaseUnreachable } from '../../db/database-availability.ts';
import { jobsFinished } from '../../http/metrics.ts';
import { readProgress, removeProgress, writeProgress } from './job-progress-repository.ts';

/** The states pg-boss keeps a job in. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler receives: the job's data, how it reports progress and how it learns it was cancelled. */
export interface JobContext<T> {
  id: string;
  queue: string;
  data: T;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
  /** Aborted when the job is cancelled or the server shuts down; check it between steps. */
  signal: AbortSignal;
  /** Stores 0-100 (and an optional detail) where `get()` reads it; throws when the job was cancelled. */
  progress(percent: number, detail?: unknown): Promise<void>;
}

export type JobHandler<T> = (ctx: JobContext<T>) => Promise<unknown>;

export interface QueueOptions {
  /** Retries after the first failure (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5); doubled at every retry when `retryBackoff`. */
  retryDelaySeconds?: number;
  /** Exponential backoff with jitter (default true). */
  retryBackoff?: boolean;
  /** A run longer than this is failed (and retried) by the supervisor (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy: `standard`; `short` (one queued job per singleton key); `singleton`
   * (one running per key); `stately` (one queued and one running per key).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** A cron expression (UTC): the job is sent on that schedule, once across all servers. */
  cron?: string;
}

export interface SendOptions {
  /** The same key on the same queue always names the same job: sending it again creates nothing. */
  idempotencyKey?: string;
  /**
   * Grouping key for the queue's policy (`short`: one queued job per key; `singleton`: one
   * running). When the policy refuses a second job, `send` answers the existing one.
   */
  singletonKey?: string;
  startAfterSeconds?: number;
  /**
   * The transaction the job belongs to: the job is inserted through it, so it exists only if and
   * when that transaction commits (rolled back, it never existed; before the commit, no worker
   * sees it). Idle workers find it at their next poll after the commit.
   */
  db?: Database;
}

export interface JobInfo {
  id: string;
  queue: string;
  state: JobState;
  progress: number;
  detail: unknown;
  /** Runs so far that failed and were retried. */
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  output: unknown;
}

/** Thrown by `progress()` (and the reason of `signal`) when the job was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super('Job cancelled');
    this.name = 'JobCancelledError';
  }
}

class ShutdownError extends Error {
  constructor() {
    super('Interrupted by server shutdown');
    this.name = 'ShutdownError';
  }
}

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Jobs this process runs at once, across every queue (default 2). */
  concurrency?: number;
  /** How often an idle worker looks for new jobs (default 1000 ms, at least 500). */
  pollIntervalMs?: number;
  /** How often a running job's cancellation is checked (default 1000 ms). */
  cancelCheckMs?: number;
  schema?: string;
}

/** A UUID derived from the queue and an idempotency key, so the same key always names the same job. */
export function idempotentJobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** Two servers creating the same new queue at once may deadlock in pg-boss; the loser tries again. */
async function withDeadlockRetry(action: () => Promise<void>, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await action();
    } catch (error) {
      const deadlock =
        typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
      if (!deadlock || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

/** pg-boss's view of a database (the pool, or a caller's transaction): runs its SQL through Kysely. */
function sqlExecutor(db: Database) {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one job runner of the server: pg-boss on the application's database (schema `pgboss`),
 * a pool of `concurrency` workers shared by every registered queue, progress in `job_progress`,
 * cooperative cancellation. Several server processes on one database share the queues; pg-boss
 * hands each job to one of them (`FOR UPDATE SKIP LOCKED`).
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const pollIntervalMs = Math.max(500, options.pollIntervalMs ?? 1000);
  const cancelCheckMs = options.cancelCheckMs ?? 1000;
  const handlers = new Map<string, { handler: JobHandler<never>; options: QueueOptions }>();
  const running = new Map<string, AbortController>();
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    db: sqlExecutor(db),
    schema,
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => {
    if (isDatabaseUnreachable(error)) log.warn({ err: error }, 'job queue waiting for the database');
    else log.error({ err: error }, 'job queue error');
  });

  let state: 'idle' | 'starting' | 'started' | 'stopping' | 'stopped' = 'idle';
  const stopping = new AbortController();
  let slots: Promise<void>[] = [];
  let wake = new AbortController();

  async function run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const entry = handlers.get(job.name);
    if (!entry) return;
    const controller = new AbortController();
    // Fetched while the server began to stop: hand it back at once for another process.
    if (stopping.signal.aborted) controller.abort(new ShutdownError());
    running.set(job.id, controller);
    const watch = setInterval(() => {
      boss
        .getJobById(job.name, job.id)
        .then((current) => {
          if (current?.state === 'cancelled') controller.abort(new JobCancelledError());
        })
        .catch(() => {});
    }, cancelCheckMs);
    const ctx: JobContext<unknown> = {
      id: job.id,
      queue: job.name,
      data: job.data,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: controller.signal,
      async progress(percent, detail) {
        controller.signal.throwIfAborted();
        await writeProgress(db, { jobId: job.id, queue: job.name, progress: percent, detail });
      },
    };
    try {
      controller.signal.throwIfAborted();
      const output = await (entry.handler as JobHandler<unknown>)(ctx);
      if (controller.signal.aborted) throw controller.signal.reason;
      const data = output && typeof output === 'object' ? output : { value: output ?? null };
      await boss.complete(job.name, job.id, data);
      jobsFinished.inc({ queue: job.name, outcome: 'completed' });
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      const outcome =
        reason instanceof JobCancelledError
          ? 'cancelled'
          : reason instanceof ShutdownError
            ? 'interrupted'
            : 'failed';
      jobsFinished.inc({ queue: job.name, outcome });
      if (reason instanceof JobCancelledError) {
        log.info({ job: job.id, queue: job.name }, 'job cancelled');
      } else {
        if (!(reason instanceof ShutdownError))
          log.warn({ err: error, job: job.id, queue: job.name, attempt: ctx.attempt }, 'job failed');
        await boss
          .fail(job.name, job.id, { message: errorMessage(reason) })
          .catch((e: unknown) => log.error({ err: e, job: job.id }, 'could not record job failure'));
      }
    } finally {
      clearInterval(watch);
      running.delete(job.id);
    }
  }

  async function slot(n: number): Promise<void> {
    while (!stopping.signal.aborted) {
      const queues = [...handlers.keys()];
      let ran = false;
      for (let i = 0; i < queues.length && !stopping.signal.aborted; i++) {
        const queue = queues[(i + n) % queues.length] as string;
        try {
          const [job] = await boss.fetch<unknown>(queue, { includeMetadata: true, batchSize: 1 });
          if (!job) continue;
          ran = true;
          await run(job);
          break;
        } catch (error) {
          // While the database is away the server reports the outage once; the slot waits.
          if (isDatabaseUnreachable(error)) break;
          if (!stopping.signal.aborted) log.error({ err: error, queue }, 'job fetch failed');
        }
      }
      if (!ran) {
        await sleep(pollIntervalMs, AbortSignal.any([stopping.signal, wake.signal]));
        if (wake.signal.aborted) wake = new AbortController();
      }
    }
  }

  return {
    /** Declares a queue and the function that runs its jobs. Call before `start()`. */
    register<T>(queue: string, handler: JobHandler<T>, queueOptions: QueueOptions = {}): void {
      if (state !== 'idle') throw new Error(`Queue ${queue} registered after the job runner started`);
      if (handlers.has(queue)) throw new Error(`Queue ${queue} registered twice`);
      handlers.set(queue, { handler: handler as JobHandler<never>, options: queueOptions });
    },

    async start(): Promise<void> {
      if (state !== 'idle') return;
      state = 'starting';
      await boss.start();
      for (const [queue, { options: q }] of handlers) {
        const settings = {
          name: queue,
          policy: q.policy ?? 'standard',
          retryLimit: q.retryLimit ?? 2,
          retryDelay: q.retryDelaySeconds ?? 5,
          retryBackoff: q.retryBackoff ?? true,
          expireInSeconds: q.expireInSeconds ?? 15 * 60,
        };
        await withDeadlockRetry(() => boss.createQueue(queue, settings));
        await boss.updateQueue(queue, settings);
        if (q.cron) await boss.schedule(queue, q.cron, {}, { tz: 'UTC' });
      }
      state = 'started';
      slots = Array.from({ length: concurrency }, (_, n) => slot(n));
    },

    /**
     * Stops fetching and waits up to `timeoutMs` for the running jobs to finish (a server that
     * drains before it exits); true when none is left running. `stop()` then interrupts the rest.
     */
    async drain(timeoutMs: number): Promise<boolean> {
      if (state !== 'started') return running.size === 0;
      stopping.abort();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
      });
      const finished = await Promise.race([Promise.all(slots).then(() => true as const), timedOut]);
      clearTimeout(timer);
      return finished;
    },

    /** Jobs running on this server now. */
    runningCount(): number {
      return running.size;
    },

    /** Stops fetching, interrupts running jobs (they fail and are retried later) and stops pg-boss. */
    async stop(): Promise<void> {
      if (state === 'idle' || state === 'stopped' || state === 'stopping') {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      stopping.abort();
      for (const controller of running.values()) controller.abort(new ShutdownError());
      await Promise.race([Promise.all(slots), new Promise((r) => setTimeout(r, 10_000).unref())]);
      await boss.stop({ graceful: false, close: false, wait: true }).catch(() => {});
      state = 'stopped';
    },

    /**
     * Queues a job. With an `idempotencyKey` the job's id is derived from it, so a retried or
     * double-clicked request finds the job the first one created (`created: false`). With `db`
     * (a transaction) the job is part of that transaction: it commits or rolls back with it.
     */
    async send<T extends object>(
      queue: string,
      data: T,
      sendOptions: SendOptions = {},
    ): Promise<{ id: string; created: boolean }> {
      if (state !== 'started') throw new Error(`Job runner not started: cannot queue on ${queue}`);
      const id = sendOptions.idempotencyKey ? idempotentJobId(queue, sendOptions.idempotencyKey) : undefined;
      const through = sendOptions.db ? sqlExecutor(sendOptions.db) : boss.getDb();
      const created = await boss.send(queue, data, {
        ...(id ? { id } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.db ? { db: through } : {}),
      });
      if (created) {
        // A job still inside an open transaction is invisible to the workers: waking them now
        // would find nothing; they fetch it at their next poll once it has committed.
        if (!sendOptions.db) wake.abort();
        return { id: created, created: true };
      }
      if (id) {
        // The key's job already exists (a retried request), unless the policy refused the id for
        // another job of the same singleton key: that one is answered below.
        const { rows } = await through.executeSql(
          `SELECT id FROM ${schema}.job WHERE name = $1 AND id = $2`,
          [queue, id],
        );
        if (rows.length > 0) return { id, created: false };
      }
      if (sendOptions.singletonKey) {
        // The queue's policy refused a second job for this key: answer the one it keeps.
        const { rows } = await through.executeSql(
          `SELECT id FROM ${schema}.job WHERE name = $1 AND singleton_key = $2
             AND state IN ('created', 'retry', 'active') ORDER BY created_on DESC LIMIT 1`,
          [queue, sendOptions.singletonKey],
        );
        const existing = (rows[0] as { id?: string } | undefined)?.id;
        if (existing) return { id: existing, created: false };
      }
      throw new Error(`Job not queued on ${queue} (the queue policy refused it)`);
    },

    /** A job's state and stored progress (also after it finished and was archived). */
    async get(queue: string, id: string): Promise<JobInfo | null> {
      // Progress first: a job's state only moves forward, so the state read after it is never
      // older than the progress (no 'created' job shown at 40 %).
      const progress = await readProgress(db, id);
      const job = await boss.getJobById<unknown>(queue, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        queue: job.name,
        state: job.state,
        progress: job.state === 'completed' ? 100 : (progress?.progress ?? 0),
        detail: progress?.detail ?? null,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        createdOn: job.createdOn,
        startedOn: job.startedOn ?? null,
        completedOn: job.completedOn ?? null,
        output: job.output ?? null,
      };
    },

    /** Cancels a queued job, or asks a running one to stop (its `signal` aborts within a second). */
    async cancel(queue: string, id: string): Promise<void> {
      await boss.cancel(queue, id);
      running.get(id)?.abort(new JobCancelledError());
    },

    /** Removes stored progress of jobs not updated for this many days. */
    async purgeProgress(olderThanDays: number): Promise<number> {
      return removeProgress(db, olderThanDays);
    },

    /** pg-boss itself, for tests and maintenance tools. */
    boss,
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
