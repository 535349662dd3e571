import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/oidc/password.ts';

/**
 * The real server as a process of its own, on its own DATA_DIR and PORT (its embedded
 * PostgreSQL on a port nobody chose), for tests that kill processes.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** How the server is started: from its sources through tsx, or the built bundle (`npm start`). */
export type ServerCommand = 'sources' | 'built';

/** Builds `dist/server.js` as `npm run build -w apps/server` does. */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  stdout(): string;
  stderr(): string;
}

const started: ChildProcess[] = [];
const directories: string[] = [];

/** A fresh data directory the database's system user can enter (tests may run as root). */
export function dataDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  directories.push(dir);
  return dir;
}

export function startServer(
  command: ServerCommand,
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): ServerProcess {
  const args =
    command === 'built' ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      INIT_CWD: SERVER_DIR,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout = (stdout + String(chunk)).slice(-20_000);
  });
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  started.push(child);
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

export async function waitHealthy(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited ${server.child.exitCode}: ${server.stderr()}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy in time: ${server.stderr()}`);
}

/** Pids of the PostgreSQL processes whose command line names this data directory (postmasters). */
export function postgresFor(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmdline[0]?.endsWith('postgres') && cmdline.includes(dataDir)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * The PostgreSQL processes still running on a data directory once they have had up to
 * `timeoutMs` to finish shutting down (a loaded machine takes a moment to reap them).
 */
export async function postgresLeftFor(dataDir: string, timeoutMs = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let left = postgresFor(dataDir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    left = postgresFor(dataDir);
  }
  return left;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Kills what the tests left running and removes their data directories (for `afterAll`). */
export function cleanUpServers(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of directories) {
    for (const pid of postgresFor(path.join(dir, 'pg'))) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pid and port of the postmaster serving `pgDir`, from its postmaster.pid. */
export function postmaster(pgDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/**
 * A staff member (mentor_assistant, every project) who can sign in with `password`, written
 * straight into the embedded database of `pgDir`: servers started without the demo data start
 * in seconds instead of minutes.
 */
export async function addStaffMember(pgDir: string, username: string, password: string): Promise<void> {
  const client = new pg.Client(`postgres://mentor:mentor@127.0.0.1:${postmaster(pgDir).port}/mentor`);
  await client.connect();
  try {
    await client.query(
      `INSERT INTO staff_user (username, email, full_name, password_hash, realm_roles, multi_project)
       VALUES ($1, $2, $3, $4, $5, true)`,
      [username, `${username}@mentor.test`, username, await hashPassword(password), ['mentor_assistant']],
    );
  } finally {
    await client.end();
  }
}
