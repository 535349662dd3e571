#!/usr/bin/env node
// `npm run bench -- web [--runs N] [--lighthouse-runs N] [--screens /,/merchants] [--url URL]
// [--user NAME] [--lighthouse-user NAME]`
// (after `npm run build`): the console's figures beside their budgets, on one server:
//   1. the frame's weight: JavaScript before the first screen, gzip, and the heaviest screen
//      with the frame (bench/web-bundle.mjs);
//   2. menu click → rows visible, in Chromium (bench/web-navigation.mjs);
//   3. Lighthouse, desktop preset, on six signed-in screens (bench/web-lighthouse.mjs).
// Exits non-zero when a budget is missed. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LAUNCH, loadAverage, openConsole, option, root, signIn } from './web-console.mjs';
import {
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_USER,
  lighthouseMet,
  measureLighthouse,
  openLighthouseBrowser,
  printLighthouse,
} from './web-lighthouse.mjs';
import { measureNavigation, NAVIGATION_BUDGET_MS, printNavigation } from './web-navigation.mjs';

/** The frame's budget (gzip KB before the first screen, signed in). */
export const FRAME_BUDGET_KB = 230;

const runs = Number(option('runs', '20'));
const lighthouseRuns = Number(option('lighthouse-runs', '3'));
const user = option('user', 'financeiro');
const lighthouseUser = option('lighthouse-user', LIGHTHOUSE_USER);
const reportsDir = option('reports', undefined);
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

const bundle = JSON.parse(
  execFileSync('node', [path.join(root, 'bench/web-bundle.mjs'), webDist, '--json'], { encoding: 'utf8' }),
);
const loadAtStart = await loadAverage();
const { baseURL, stop } = await openConsole();
let navigation;
let lighthouse;
let loadAfterNavigation;
try {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await signIn(page, baseURL, user);
    navigation = await measureNavigation(page, baseURL, runs);
  } finally {
    await browser.close();
  }
  loadAfterNavigation = await loadAverage();
  const lighthouseBrowser = await openLighthouseBrowser(baseURL, lighthouseUser);
  try {
    lighthouse = await measureLighthouse(lighthouseBrowser, baseURL, lighthouseRuns, reportsDir);
  } finally {
    await lighthouseBrowser.close();
  }
} finally {
  stop();
}
const loadAtEnd = await loadAverage();

printNavigation(navigation, { runs, user, baseURL });
printLighthouse(lighthouse, {
  runs: lighthouseRuns,
  user: lighthouseUser,
  baseURL,
  load: loadAfterNavigation,
});

const yes = (met) => (met ? 'yes' : '**no**');
const frameMet = bundle.firstScreenKb <= FRAME_BUDGET_KB;
const heaviest = bundle.largestArea;
const screenMet = heaviest ? heaviest.screenKb <= bundle.screenBudgetKb : true;
const navigationMet = navigation.every((result) => result.p50 <= NAVIGATION_BUDGET_MS);
console.log(`\nSummary (load average ${loadAtStart} at the start, ${loadAtEnd} at the end)\n`);
console.log('| Figure | Measured | Budget | Met |');
console.log('| --- | --- | --- | --- |');
console.log(
  `| Frame: JavaScript before the first screen, signed in (gzip) | ${bundle.firstScreenKb.toFixed(1)} KB | ≤ ${FRAME_BUDGET_KB} KB | ${yes(frameMet)} |`,
);
if (heaviest)
  console.log(
    `| Frame + screen, heaviest (${heaviest.name}, gzip) | ${heaviest.screenKb.toFixed(1)} KB | ≤ ${bundle.screenBudgetKb} KB | ${yes(screenMet)} |`,
  );
for (const result of navigation)
  console.log(
    `| Menu click → rows, ${result.screen.name}, median | ${result.p50.toFixed(0)} ms | ≤ ${NAVIGATION_BUDGET_MS} ms | ${yes(result.p50 <= NAVIGATION_BUDGET_MS)} |`,
  );
for (const result of lighthouse)
  console.log(
    `| Lighthouse ${result.screen.path}: performance / TBT / CLS (LCP) | ${result.performance} / ${result.tbtMs.toFixed(0)} ms / ${result.cls.toFixed(3)} (${result.lcpMs.toFixed(0)} ms) | ≥ ${LIGHTHOUSE_BUDGETS.performance} / ≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms / ≤ ${LIGHTHOUSE_BUDGETS.cls} | ${yes(lighthouseMet(result))} |`,
  );
process.exitCode = frameMet && screenMet && navigationMet && lighthouse.every(lighthouseMet) ? 0 : 1;
