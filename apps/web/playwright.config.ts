import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start -w apps/server',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54335',
      NODE_ENV: 'production',
      // Production mode loads no demo staff unless asked: the browser tests sign in as them.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Exports above this many rows run in the background (the download centre's flow).
      EXPORT_STREAM_MAX_ROWS: '2000',
    },
  },
});
