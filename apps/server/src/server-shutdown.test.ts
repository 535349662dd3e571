import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, cleanUpServers, dataDirectory, startServer } from '../test/server-process.ts';
import { startTestApp } from '../test/test-app.ts';
import { testDatabaseUrl } from '../test/test-database.ts';
import { freePort } from './db/embedded-postgres.ts';

/**
 * What a balancer and an orchestrator see of a server: liveness, readiness, and a SIGTERM that
 * takes the server out of rotation before it stops, then ends it cleanly.
 */
// The built server, as `npm start` and the cluster run it.
beforeAll(buildServer);
afterAll(cleanUpServers);

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('liveness and readiness', () => {
  it('answer ready until the server drains, then not ready while it still lives and closes its connections', async () => {
    const ctx = await startTestApp();
    try {
      const live = await fetch(`${ctx.baseUrl}/healthz/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${ctx.baseUrl}/healthz/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
      expect(ready.headers.get('connection')).not.toBe('close');

      await ctx.app.drain({ graceMs: 0, deadlineMs: 1_000 });
      const draining = await fetch(`${ctx.baseUrl}/healthz/ready`);
      expect(draining.status).toBe(503);
      expect(draining.headers.get('connection')).toBe('close');
      const stillLive = await fetch(`${ctx.baseUrl}/healthz/live`);
      expect(stillLive.status).toBe(200);
      await stillLive.arrayBuffer();
    } finally {
      await ctx.close();
    }
  });
});

describe('a server stopped by SIGTERM', () => {
  it('turns not ready at once, keeps answering through its grace, then exits cleanly', async () => {
    const port = await freePort();
    const server = startServer('built', dataDirectory('mentor-drain-'), port, {
      DATABASE_URL: testDatabaseUrl(),
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
    await until('ready', 120_000, async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
      return (await fetch(`${server.baseUrl}/healthz/ready`)).status === 200 ? true : null;
    });
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    await until('not ready', 1_500, async () =>
      (await fetch(`${server.baseUrl}/healthz/ready`)).status === 503 ? true : null,
    );
    // Requests the balancer sends before it notices are still answered.
    const during = await fetch(`${server.baseUrl}/healthz/live`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(2_000);

    expect(await exit).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(15_000);
    await expect(fetch(`${server.baseUrl}/healthz/live`)).rejects.toThrow();
    expect(server.stdout()).toContain('"msg":"stopped"');
  });
});
