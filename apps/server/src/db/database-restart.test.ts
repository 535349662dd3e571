import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import {
  addStaffMember,
  buildServer,
  cleanUpServers,
  dataDirectory,
  exited,
  postgresFor,
  postgresLeftFor,
  postmaster,
  startServer,
  waitHealthy,
} from '../../test/server-process.ts';
import { freePort } from './embedded-postgres.ts';

/**
 * The built server (`npm start` runs `dist/server.js` with plain Node) on an embedded
 * PostgreSQL of its own, through the failures of real processes: its postmaster killed with
 * SIGKILL, and the server itself killed with SIGKILL.
 */
const STAFF = 'plantao';
const PASSWORD = 'senha-de-plantao';

async function status(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let dataDir = '';
let pgDir = '';
let port = 0;

beforeAll(async () => {
  buildServer();
  dataDir = dataDirectory('mentor-restart-');
  pgDir = path.join(dataDir, 'pg');
  port = await freePort();
});
afterAll(cleanUpServers);

describe('the built server and its embedded PostgreSQL', () => {
  it('answers 503 while its killed postmaster is away and 200 once it restarted it, in the same process', async () => {
    const server = startServer('built', dataDir, port, { SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    await waitHealthy(server);
    // One line says how long the start took.
    expect(server.stdout()).toMatch(
      new RegExp(`"msg":"listening on http://127\\.0\\.0\\.1:${port} in \\d+ ms"`),
    );

    await addStaffMember(pgDir, STAFF, PASSWORD);
    const { accessToken } = await loginWithPassword(server.baseUrl, STAFF, PASSWORD);
    const me = (language = 'pt-BR') =>
      status(`${server.baseUrl}/api/v1/me`, {
        headers: { authorization: `Bearer ${accessToken}`, 'accept-language': language },
      });
    expect((await me()).status).toBe(200);

    const killed = postmaster(pgDir);
    process.kill(killed.pid, 'SIGKILL');
    const killedAt = Date.now();

    const health = await until('/healthz answering 503', 10_000, async () => {
      const res = await status(`${server.baseUrl}/healthz`);
      return res.status === 503 ? res : null;
    });
    expect(health.body).toMatchObject({ error: 'Service Unavailable' });
    // An API call is refused at once with the error body, in the caller's language.
    const refused = await me();
    const refusedInEnglish = await me('en-US,en;q=0.9');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
      error: 'Service Unavailable',
      detail: 'O servidor está reconectando ao banco de dados; nenhuma alteração foi feita.',
      errors: null,
    });
    expect(refusedInEnglish.status).toBe(503);
    expect(refusedInEnglish.body).toMatchObject({
      message: 'The database is unavailable at the moment. Try again shortly.',
    });

    // The server restarts its postmaster and finds it again by itself, within 30 s.
    await until('/healthz answering 200 again', 30_000, async () =>
      (await status(`${server.baseUrl}/healthz`)).status === 200 ? true : null,
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect((await me()).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(postmaster(pgDir).pid).not.toBe(killed.pid);
    expect(server.stdout()).toContain('embedded PostgreSQL restarted');

    server.child.kill('SIGTERM');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(await postgresLeftFor(pgDir)).toEqual([]);
  }, 180_000);

  it('stops the PostgreSQL a killed server left running before starting its own', async () => {
    const first = startServer('built', dataDir, port, { SEED_DEMO: 'false' });
    await waitHealthy(first);
    const orphans = postgresFor(pgDir);
    expect(orphans).toHaveLength(1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    // The database outlives its killed parent.
    expect(postgresFor(pgDir)).toEqual(orphans);

    const second = startServer('built', dataDir, port, { SEED_DEMO: 'false' });
    await waitHealthy(second);
    const owned = postgresFor(pgDir);
    expect(owned).toHaveLength(1);
    expect(owned).not.toEqual(orphans);
    expect(postmaster(pgDir).pid).toBe(owned[0]);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(await postgresLeftFor(pgDir)).toEqual([]);
  }, 180_000);
});
