import { createServer } from 'node:net';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed.ts';
import type { App } from '../src/http/app-types.ts';
import { lastSpentStep } from '../src/modules/otp/otp-repository.ts';
import { currentCode, demoTotpSecret } from '../src/modules/otp/otp-service.ts';
import { loginWithPassword } from './oidc-login.ts';

async function freePort(): Promise<number> {
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

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  baseUrl: string;
  /** A real access token from the built-in provider, through the login page (cached per user). */
  token(username: string, password?: string): Promise<string>;
  /** A code of a time step later than any the user spent (waits for the next step when needed). */
  otp(username: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Builds the real app on the test database, listening on loopback so sign-in works over HTTP.
 * `settings` adds configuration variables (e.g. a short signing-key check interval).
 */
export async function startTestApp(settings: Record<string, string> = {}): Promise<TestContext> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    DATABASE_URL: inject('databaseUrl'),
    ...settings,
  });
  const handle = createDatabase(inject('databaseUrl'), 10);
  const app = await buildApp({ env, db: handle.db, webDist: '/nonexistent' });
  await app.listen({ port, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  const spent = new Map<string, number>();

  return {
    app,
    handle,
    baseUrl,
    async token(username, password = DEMO_PASSWORD) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const { accessToken } = await loginWithPassword(baseUrl, username, password);
      tokens.set(username, accessToken);
      return accessToken;
    },
    async otp(username) {
      // A code must belong to a time step later than the last one the user spent (in this
      // run or by earlier test files, kept in the database).
      const stored = await lastSpentStep(handle.db, username);
      let last = Math.max(spent.get(username) ?? -1, stored ?? -1);
      for (;;) {
        const now = Date.now();
        const step = Math.floor(now / 30_000);
        // The previous step's code only while it has time left to reach the server.
        const candidates = now % 30_000 > 5_000 ? [step - 1, step, step + 1] : [step, step + 1];
        const next = candidates.find((candidate) => candidate > last);
        if (next !== undefined) {
          spent.set(username, next);
          return currentCode(demoTotpSecret(username), next * 30_000 + 1000);
        }
        await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
        last = Math.max(last, (await lastSpentStep(handle.db, username)) ?? -1);
      }
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
