import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { freePort } from './embedded-postgres.ts';
import { DEMO_PASSWORD } from './seed/demo-seed.ts';

/**
 * The real server process (`node --import tsx src/server.ts`) on its own DATA_DIR and PORT,
 * with the embedded PostgreSQL on a port nobody chose.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');
const started: ChildProcess[] = [];

/** A fresh data directory the database's system user can enter (tests may run as root). */
function dataDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];

function startServer(dataDir: string, port: number, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      INIT_CWD: serverDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  started.push(child);
  return { child, stderr: () => stderr };
}

async function waitHealthy(port: number, child: ChildProcess, stderr: () => string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy in time: ${stderr()}`);
}

/** Pids of postgres processes serving this data directory. */
/**
 * The PostgreSQL processes still running on a data directory once they have had up to
 * `timeoutMs` to finish shutting down (a loaded machine takes a moment to reap them).
 */
async function postgresLeftFor(dataDir: string, timeoutMs = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let left = postgresFor(dataDir);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    left = postgresFor(dataDir);
  }
  return left;
}

function postgresFor(dataDir: string): number[] {
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

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) {
    for (const pid of postgresFor(path.join(dir, 'pg'))) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL across a SIGKILL', () => {
  it('restarts after kill -9 owning the leftover database, keeps acknowledged writes, stops cleanly', async () => {
    const dataDir = dataDirectory('mentor-kill-');
    const pgDir = path.join(dataDir, 'pg');
    const port = await freePort();
    const first = startServer(dataDir, port, { SEED_DEMO: 'true' });
    await waitHealthy(port, first.child, first.stderr);

    const baseUrl = `http://127.0.0.1:${port}`;
    const name = `visao-${Date.now()}`;
    const { accessToken } = await loginWithPassword(baseUrl, 'assistente', DEMO_PASSWORD);
    const saved = await fetch(`${baseUrl}/api/v1/saved-views`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ screen: 'transactions', name, query: { status: 'CONFIRMED' }, shared: false }),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);

    const orphans = postgresFor(pgDir);
    expect(orphans.length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await exited(first.child);
    // The database outlives its killed parent.
    expect(postgresFor(pgDir).length).toBeGreaterThan(0);

    const second = startServer(dataDir, port, { SEED_DEMO: 'false' });
    await waitHealthy(port, second.child, second.stderr);
    const again = await loginWithPassword(baseUrl, 'assistente', DEMO_PASSWORD);
    const list = await fetch(`${baseUrl}/api/v1/saved-views?screen=transactions`, {
      headers: { authorization: `Bearer ${again.accessToken}` },
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(name);
    // The orphan was replaced by a server this instance owns.
    const owned = postgresFor(pgDir);
    expect(owned.some((pid) => orphans.includes(pid))).toBe(false);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(await postgresLeftFor(pgDir)).toEqual([]);
  }, 300_000);

  it('starts a second instance on another DATA_DIR without anyone choosing a database port', async () => {
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = dataDirectory('mentor-two-');
        const port = await freePort();
        const server = startServer(dataDir, port, { SEED_DEMO: 'false' });
        return { dataDir, port, server };
      }),
    );
    for (const run of runs) await waitHealthy(run.port, run.server.child, run.server.stderr);
    for (const run of runs) {
      run.server.child.kill('SIGTERM');
      await exited(run.server.child);
      expect(await postgresLeftFor(path.join(run.dataDir, 'pg'))).toEqual([]);
    }
  }, 300_000);
});
