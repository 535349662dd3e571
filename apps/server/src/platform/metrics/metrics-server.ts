import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import client from 'prom-client';
import type { Database } from '../../db/database.ts';
import { withStatementTimeout } from '../../db/transaction.ts';
import { collectProcessMetrics, httpDuration, httpRequests, processRegistry } from '../../http/metrics.ts';
import { pendingApprovalFigures } from '../approvals/approvals-repository.ts';
import { queueFigures } from '../jobs/job-progress-repository.ts';

/** The longest a scrape's database queries may take before the figures are given up for this scrape. */
const FIGURES_TIMEOUT_MS = 2_000;

interface QueueRow {
  queue: string;
  waiting: number | string;
  running: number | string;
  failed: number | string;
  oldest: number | string | null;
}

interface ApprovalRow {
  pending: number | string;
  oldest: number | string | null;
}

/**
 * The figures read from the database and the pool at each scrape: the job queues, the pending
 * four-eyes changes and the connections. They are the same on every server of a cluster (one
 * database): aggregate them with `max`, not `sum`.
 */
export function createDatabaseFigures(db: Database, pool?: pg.Pool) {
  const registry = new client.Registry();
  const registers = [registry];
  const up = new client.Gauge({
    name: 'mentor_database_up',
    help: '1 when the last scrape read its figures from the database, 0 when it could not',
    registers,
  });
  const queueJobs = new client.Gauge({
    name: 'mentor_job_queue_jobs',
    help: 'Background jobs per queue: waiting (due, not started), running, failed (not yet archived)',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const oldestWaiting = new client.Gauge({
    name: 'mentor_job_queue_oldest_waiting_seconds',
    help: 'How long the oldest due job of a queue has waited for a worker (0 when none waits)',
    labelNames: ['queue'] as const,
    registers,
  });
  const approvalsPending = new client.Gauge({
    name: 'mentor_approvals_pending',
    help: 'Four-eyes changes waiting for a decision (not yet expired)',
    registers,
  });
  const approvalsOldest = new client.Gauge({
    name: 'mentor_approvals_oldest_pending_seconds',
    help: 'Age of the oldest four-eyes change waiting for a decision (0 when none waits)',
    registers,
  });
  if (pool) {
    new client.Gauge({
      name: 'mentor_db_pool_connections',
      help: 'Connections of the PostgreSQL pool of this server: total, idle',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new client.Gauge({
      name: 'mentor_db_pool_waiting',
      help: 'Calls waiting for a free connection of the PostgreSQL pool of this server',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  async function read(): Promise<{ queues: QueueRow[]; approvals: ApprovalRow | undefined }> {
    return withStatementTimeout(db, FIGURES_TIMEOUT_MS, async (trx) => ({
      queues: await queueFigures(trx),
      approvals: await pendingApprovalFigures(trx),
    }));
  }

  return {
    registry,
    /** Reads the database's figures into the gauges; without the database, `mentor_database_up 0`. */
    async refresh(log?: FastifyBaseLogger): Promise<void> {
      queueJobs.reset();
      oldestWaiting.reset();
      try {
        const { queues, approvals } = await read();
        for (const row of queues) {
          queueJobs.set({ queue: row.queue, state: 'waiting' }, Number(row.waiting));
          queueJobs.set({ queue: row.queue, state: 'running' }, Number(row.running));
          queueJobs.set({ queue: row.queue, state: 'failed' }, Number(row.failed));
          oldestWaiting.set({ queue: row.queue }, Number(row.oldest ?? 0));
        }
        approvalsPending.set(Number(approvals?.pending ?? 0));
        approvalsOldest.set(Number(approvals?.oldest ?? 0));
        up.set(1);
      } catch (error) {
        log?.warn({ err: error }, 'metrics: database figures not read');
        up.set(0);
      }
    },
  };
}

export interface MetricsOptions {
  db: Database;
  pool?: pg.Pool | undefined;
  /** Port of the metrics listener; undefined: no listener (the figures are still counted). */
  port?: number | undefined;
  host: string;
}

/** The declared operation id of a request's route; the route's pattern when it has none. */
export function operationOf(request: {
  routeOptions: { url?: string | undefined; schema?: { operationId?: string } | undefined };
}): string {
  const options = request.routeOptions;
  const declared = options.schema?.operationId;
  if (declared) return declared;
  return options.url ? `route:${options.url}` : 'unmatched';
}

/**
 * Counts every answered request by operation, method and status (and its time); with a port,
 * serves `GET /metrics` on a listener of its own (loopback by default), apart from the public
 * port, started with the app and closed with it. `app.metricsUrl()` tells where it listens.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request);
    const method = request.method;
    httpRequests.inc({ operation, method, status: String(reply.statusCode) });
    httpDuration.observe({ operation, method }, reply.elapsedTime / 1000);
  });

  let server: Server | null = null;
  app.decorate('metricsUrl', () => {
    const address = server?.address() as AddressInfo | null | undefined;
    if (!address) return null;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}/metrics`;
  });
  if (options.port === undefined) return;
  const port = options.port;
  collectProcessMetrics();
  const figures = createDatabaseFigures(options.db, options.pool);

  app.addHook('onReady', async () => {
    const listener = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      void (async () => {
        try {
          await figures.refresh(app.log);
          const text = `${await processRegistry.metrics()}\n${await figures.registry.metrics()}`;
          res.writeHead(200, { 'content-type': processRegistry.contentType }).end(text);
        } catch (error) {
          app.log.error({ err: error }, 'metrics not served');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        }
      })();
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, options.host, () => {
        listener.off('error', reject);
        resolve();
      });
    });
    server = listener;
    app.log.info({ url: app.metricsUrl() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const listener = server;
    if (!listener) return;
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
    listener.closeAllConnections();
    await closed;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where `GET /metrics` answers (null when no metrics port is set). */
    metricsUrl(): string | null;
  }
}
