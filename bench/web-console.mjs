// What the console benchmarks share: their options, the built console they start on a port and
// data folder of their own, the Chromium of the browser tests, and the demo staff's sign-in.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from the command line, or the fallback. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** Same Chromium and flags as the browser tests (apps/web/playwright.config.ts). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const median = (values) => percentile(values, 50);

async function healthy(baseURL) {
  try {
    return (await fetch(`${baseURL}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * The console to measure: the one at `--url` (or BENCH_URL) when given, otherwise the built
 * console (`npm run build` first; WEB_DIST picks another build folder) started on its own port
 * and data folder, with the demo staff loaded. `stop()` ends what was started here.
 */
export async function openConsole() {
  const port = Number(option('port', process.env.BENCH_WEB_PORT ?? '3190'));
  const pgPort = option('pg-port', process.env.BENCH_WEB_PG_PORT ?? '54391');
  const givenUrl = option('url', process.env.BENCH_URL);
  const baseURL = givenUrl ?? `http://localhost:${port}`;
  if (givenUrl || (await healthy(baseURL))) {
    if (!(await healthy(baseURL))) throw new Error(`no console at ${baseURL}`);
    return { baseURL, stop: () => {} };
  }
  const server = spawn('npm', ['run', 'start', '-w', 'apps/server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.BENCH_WEB_DATA_DIR ?? '.data/bench-web',
      EMBEDDED_PG_PORT: pgPort,
      NODE_ENV: 'production',
      // Production mode loads no demo staff unless asked: the bench signs in as one of them.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await healthy(baseURL)) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error(`the console did not answer on ${baseURL}/healthz within 180 s`);
}

/** Signs in through the console's own form as a demo staff member (password `demo`). */
export async function signIn(page, baseURL, user) {
  await page.goto(`${baseURL}/`);
  await page.getByLabel('Usuário').fill(user);
  await page.getByLabel('Senha').fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
}

/** The machine's 1-minute load average, printed beside every figure. */
export async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}
