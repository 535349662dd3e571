#!/usr/bin/env node
// Lighthouse (desktop preset, performance only) on six signed-in screens of the built console.
// Run by `npm run bench -- web` (bench/web-bench.mjs), or alone:
// `node bench/web-lighthouse.mjs [--lighthouse-runs N] [--screens /,/merchants] [--url URL]
// [--lighthouse-user NAME] [--reports DIR]`.
// Chromium is the browser tests' own, started with a profile of its own and a debugging port
// that Lighthouse drives; the demo staff member signs in once through the console's form and
// Lighthouse keeps the stored session (local storage) while the HTTP cache is emptied before
// every run, so each run loads the console's code afresh, as a returning user's first visit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS, loadAverage, median, openConsole, option, signIn } from './web-console.mjs';

export const LIGHTHOUSE_SCREENS = [
  { name: 'Início', path: '/' },
  { name: 'Transações', path: '/financial/transactions' },
  { name: 'Lojistas', path: '/merchants' },
  { name: 'Pagamentos', path: '/financial/payments' },
  { name: 'Dashboard de TPV', path: '/management/tpv' },
  { name: 'Fila de análise', path: '/onboarding/analysis-accounts' },
];

/** Issue budgets: performance score, Total Blocking Time, Cumulative Layout Shift. */
export const LIGHTHOUSE_BUDGETS = { performance: 90, tbtMs: 200, cls: 0.05 };

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  // Keeps the stored session; the HTTP cache is cleared by the bench itself before each run.
  disableStorageReset: true,
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    bootupMs: audit('bootup-time'),
  };
}

/** One Chromium with a debugging port, a signed-in page in its default profile, and a stop. */
export async function openLighthouseBrowser(baseURL, user) {
  const cdpPort = Number(option('cdp-port', process.env.BENCH_WEB_CDP_PORT ?? '9391'));
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-web-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseURL, user);
  // Every screen measured must be the screen itself, not the 403 of a user without its permission.
  for (const screen of LIGHTHOUSE_SCREENS) {
    await page.goto(`${baseURL}${screen.path}`);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (await page.getByText('Você não tem permissão para acessar esta página.').isVisible())
      throw new Error(`${user} may not open ${screen.path}: pick a user who may (--lighthouse-user)`);
  }
  const cdp = await context.newCDPSession(page);
  return {
    cdpPort,
    clearCache: () => cdp.send('Network.clearBrowserCache'),
    reSignIn: () => signIn(page, baseURL, user),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Each screen `runs` times; the median of each figure is kept. A run that did not end on the
 * screen asked for (the session lost) is an error, never a figure of the sign-in page.
 */
export async function measureLighthouse(browser, baseURL, runs, reportsDir) {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  // `--screens /,/merchants` measures only those paths.
  const only = option('screens', undefined)?.split(',');
  const results = [];
  for (const screen of LIGHTHOUSE_SCREENS.filter((item) => !only || only.includes(item.path))) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      await browser.clearCache();
      const url = `${baseURL}${screen.path}`;
      let outcome = await lighthouse(url, { ...FLAGS, port: browser.cdpPort }, desktopConfig);
      if (new URL(outcome.lhr.finalDisplayedUrl).pathname !== screen.path) {
        // The access token ran out between runs: sign in again and repeat the run once.
        await browser.reSignIn();
        await browser.clearCache();
        outcome = await lighthouse(url, { ...FLAGS, port: browser.cdpPort }, desktopConfig);
      }
      if (outcome.lhr.runtimeError) {
        // Lighthouse's own trace failed (e.g. NO_NAVSTART): the run is repeated once, never counted.
        await browser.clearCache();
        outcome = await lighthouse(url, { ...FLAGS, port: browser.cdpPort }, desktopConfig);
      }
      if (outcome.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${screen.path}: ${outcome.lhr.runtimeError.message}`);
      const shown = new URL(outcome.lhr.finalDisplayedUrl).pathname;
      if (shown !== screen.path) throw new Error(`Lighthouse ended on ${shown}, not on ${screen.path}`);
      samples.push(figures(outcome.lhr));
      if (reportsDir) {
        const name = `${screen.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(reportsDir, name), outcome.report);
      }
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    results.push({
      screen,
      samples,
      performance: pick('performance'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      mainThreadMs: pick('mainThreadMs'),
      bootupMs: pick('bootupMs'),
    });
  }
  return results;
}

export const lighthouseMet = (result) =>
  result.performance >= LIGHTHOUSE_BUDGETS.performance &&
  result.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs &&
  result.cls <= LIGHTHOUSE_BUDGETS.cls;

export function printLighthouse(results, { runs, user, baseURL, load }) {
  const { performance, tbtMs, cls } = LIGHTHOUSE_BUDGETS;
  console.log(
    `\nLighthouse 12 (desktop preset), median of ${runs} runs per screen, user ${user}, ${baseURL}, load average ${load}`,
  );
  console.log(
    `(budgets: performance ≥ ${performance}, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls}; LCP shown beside them)\n`,
  );
  console.log(
    '| Screen | Performance | TBT ms | CLS | LCP ms | FCP ms | main thread ms | runs (perf / TBT) | Met |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    const each = result.samples.map((sample) => `${sample.performance}/${sample.tbtMs.toFixed(0)}`).join(' ');
    console.log(
      `| ${result.screen.name} (${result.screen.path}) | ${result.performance} | ${result.tbtMs.toFixed(0)} | ${result.cls.toFixed(3)} | ${result.lcpMs.toFixed(0)} | ${result.fcpMs.toFixed(0)} | ${result.mainThreadMs.toFixed(0)} | ${each} | ${lighthouseMet(result) ? 'yes' : '**no**'} |`,
    );
  }
}

/** The only demo staff member who may open all six screens (nothing is changed, no code is spent). */
export const LIGHTHOUSE_USER = 'superadmin';

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(option('lighthouse-runs', '3'));
  const user = option('lighthouse-user', LIGHTHOUSE_USER);
  const reportsDir = option('reports', undefined);
  const { baseURL, stop } = await openConsole();
  const browser = await openLighthouseBrowser(baseURL, user);
  try {
    const load = await loadAverage();
    const results = await measureLighthouse(browser, baseURL, runs, reportsDir);
    printLighthouse(results, { runs, user, baseURL, load });
    process.exitCode = results.every(lighthouseMet) ? 0 : 1;
  } finally {
    await browser.close();
    stop();
  }
}
