import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import {
  addStaffMember,
  cleanUpServers,
  dataDirectory,
  exited,
  postgresFor,
  postgresLeftFor,
  startServer,
  waitHealthy,
} from '../../test/server-process.ts';
import { freePort } from './embedded-postgres.ts';

/**
 * The real server process from its sources (`node --import tsx src/server.ts`), without the demo
 * data: the staff member who signs in is written into its database.
 */
const PASSWORD = 'senha-de-plantao';
afterAll(cleanUpServers);

describe('embedded PostgreSQL across a SIGKILL', () => {
  it('restarts after kill -9 owning the leftover database, keeps acknowledged writes, stops cleanly', async () => {
    const dataDir = dataDirectory('mentor-kill-');
    const pgDir = path.join(dataDir, 'pg');
    const port = await freePort();
    const first = startServer('sources', dataDir, port, { SEED_DEMO: 'false' });
    await waitHealthy(first);
    await addStaffMember(pgDir, 'plantao', PASSWORD);

    const baseUrl = `http://127.0.0.1:${port}`;
    const name = `visao-${Date.now()}`;
    const { accessToken } = await loginWithPassword(baseUrl, 'plantao', PASSWORD);
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

    const second = startServer('sources', dataDir, port, { SEED_DEMO: 'false' });
    await waitHealthy(second);
    const again = await loginWithPassword(baseUrl, 'plantao', PASSWORD);
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
        const server = startServer('sources', dataDir, port, { SEED_DEMO: 'false' });
        return { dataDir, port, server };
      }),
    );
    for (const run of runs) await waitHealthy(run.server);
    for (const run of runs) {
      run.server.child.kill('SIGTERM');
      await exited(run.server.child);
      expect(await postgresLeftFor(path.join(run.dataDir, 'pg'))).toEqual([]);
    }
  }, 300_000);
});
