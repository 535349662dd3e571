import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The data folder of the tests' server (its embedded PostgreSQL, uploads), inside the repository. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const dataPath = path.resolve(repoRoot, DATA_DIR);
if (!dataPath.startsWith(`${path.join(repoRoot, '.data')}${path.sep}`)) {
  throw new Error(`E2E_DATA_DIR must be a folder under .data/ (it is removed before each run): ${DATA_DIR}`);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  // Files run side by side on two workers (the tests of a file in order, unless the file says
  // otherwise). Tests share the demo database and the demo staff: they pick records of their
  // own, and one-time codes are handed out across workers (e2e/support/otp.ts).
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A test that passes only on a second try has a defect to fix, in CI too.
  retries: 0,
  // A focused test (`test.only`) left in a commit fails CI instead of running alone.
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot.
    // The trace's screencast is left out: encoding its frames for every test that passes costs
    // about as much CPU as the rest of the tracing together.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs each demo console user in once through the login page and saves the session
    // (e2e/support/session.ts), and checks the in-process one-time codes.
    { name: 'setup', testMatch: 'auth.setup.ts', use: { browserName: 'chromium' } },
    { name: 'chromium', dependencies: ['setup'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    // Every run starts from a fresh data folder, locally as in CI: the tests expect the demo data
    // as seeded, not what an earlier run left. Removed here, once, just before the server starts
    // (the config itself is also loaded by every worker).
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(dataPath)} && npm run start -w apps/server`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataPath,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54335',
      NODE_ENV: 'production',
      // Production mode loads no demo staff unless asked: the browser tests sign in as them.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The server ends a sign-in idle this long: the sessions the setup project saves are used
      // for the whole run (the idle logout's own test moves the console's clock instead).
      IDLE_LIMIT_SECONDS: '3600',
      // Exports above this many rows run in the background (the download centre's flow).
      EXPORT_STREAM_MAX_ROWS: '2000',
    },
  },
});
