import { createServer } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/config/clock.ts';
import { loadEnv } from '../src/config/env.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import type { App } from '../src/http/app-types.ts';
import { lastSpentStep } from '../src/platform/otp/otp-repository.ts';
import { currentCode, demoTotpSecret, timeStep } from '../src/platform/otp/otp-service.ts';
import type { IdempotencyConfig } from '../src/plugins/idempotency-policy.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-seed.ts';
import { loginWithPassword } from './oidc-login.ts';
import { testDatabaseUrl } from './test-database.ts';

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

const STEP_MS = 30_000;

/** A clock that runs with the system's and that a test moves forward instead of sleeping. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (ms < 0) throw new Error('a test clock only moves forward');
      offset += ms;
    },
  };
}

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  baseUrl: string;
  /** The app's clock: one-time codes and approval expiry are decided on it. */
  clock: TestClock;
  /** A real access token from the built-in provider, through the login page (cached per user). */
  token(username: string, password?: string): Promise<string>;
  /**
   * A code of a time step later than any the user spent: when the app's clock has no such step
   * inside the accepted window yet, the clock moves forward to it (nobody waits for it).
   */
  otp(username: string): Promise<string>;
  close(): Promise<void>;
}

/** How the app is built beyond its settings. */
export interface TestAppOptions {
  /** Kysely plugins on the app's database only (e.g. a query log); `handle.db` stays without them. */
  plugins?: readonly KyselyPlugin[];
  /**
   * Idempotency-Key settings, e.g. `afterCommit` (see `loseAnswersAfterCommit` in
   * test-support.ts) to lose the answer of a request that committed.
   */
  idempotency?: IdempotencyConfig;
  /** The app's clock: several apps of one test share one to play servers of one cluster. */
  clock?: TestClock;
  /** Another database than the worker's (a disposable copy a file writes freely). */
  databaseUrl?: string;
  /** Logger options of the app (e.g. `{ level: 'info', stream }` to read its log); silent by default. */
  logger?: { level: string; stream: NodeJS.WritableStream };
}

/**
 * Builds the real app on the test database, listening on loopback so sign-in works over HTTP.
 * `settings` adds configuration variables (e.g. a short signing-key check interval).
 */
export async function startTestApp(
  settings: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    DATABASE_URL: options.databaseUrl ?? testDatabaseUrl(),
    ...settings,
  });
  const handle = createDatabase(options.databaseUrl ?? testDatabaseUrl(), 10);
  const clock = options.clock ?? createTestClock();
  const appDb = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), handle.db);
  const app = await buildApp({
    env,
    db: appDb,
    webDist: '/nonexistent',
    clock,
    pool: handle.pool,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.idempotency ? { idempotency: options.idempotency } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  const spent = new Map<string, number>();

  return {
    app,
    handle,
    baseUrl,
    clock,
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
      const own = spent.get(username) ?? -1;
      const current = timeStep(clock.now());
      let stored = await lastSpentStep(handle.db, username);
      // A step another test file spent on its own clock, ahead of this app's (it moved its clock
      // by hours or days): forgotten in this test database, so that one file's clock never
      // carries into the next one's (pending changes expire on it). Steps this app spent stay.
      if (stored !== null && stored > own && stored >= current - 1) {
        stored = current - 2;
        await handle.db
          .updateTable('otp_state')
          .set({ last_step: stored })
          .where('username', '=', username)
          .execute();
      }
      const last = Math.max(own, stored ?? -1);
      const next = Math.max(last + 1, current);
      // The server accepts the current step and its neighbours: move the clock to `next`.
      if (next > current) clock.advance((next - current) * STEP_MS);
      spent.set(username, next);
      return currentCode(demoTotpSecret(username), next * STEP_MS + 1000);
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
