#!/usr/bin/env node
/**
 * Console bundle budgets (docs: ARCHITECTURE "Budgets"). Run after `npm run build`.
 *
 * - Start-up: the entry script and its modulepreload chunks listed in dist/index.html.
 * - Frame: the start-app chunk and everything it imports statically (React, Mantine, router,
 *   i18next, the shell), loaded right after start-up for a signed-in user.
 *   Start-up + frame is what a signed-in user loads before the first screen: budget 230 KB
 *   (the stack's own floor, about 193 KB, plus the console's frame; ADR 0500).
 * - Areas: what opening a screen adds on top of start-up and frame, i.e. its page chunk and
 *   the chunks it imports statically that the frame has not loaded. A screen's budget is the
 *   frame and its area together, what a signed-in user loads to see it: 460 KB (ADR 0620,
 *   replacing ADR 0290's 100 KB per area). The dashboards (TPV, behavioural, TPV report) are
 *   shown on their own lines.
 *
 * All sizes are gzip level 9 of the built files. Exits non-zero when a budget is exceeded.
 * Pass `--json` for a machine-readable summary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const FIRST_SCREEN_BUDGET_KB = 230;
/** Start-up + frame + the screen's area: everything loaded to see one screen (ADR 0620). */
const SCREEN_BUDGET_KB = 460;
/** Reference figures: JavaScript (gzip) before the first screen of two public admin demos. */
const REFERENCES = [
  { name: "react-admin's demo (Posters Galore)", kb: 555 },
  { name: "refine's finefoods demo", kb: 895 },
];
const DASHBOARD_PAGES = ['tpv-dashboard-page', 'behavioral-dashboard-page', 'tpv-report-page'];

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(root, 'apps/web/dist'));
const assetsDir = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const sizeCache = new Map();
const gzipKb = (name) => {
  if (!sizeCache.has(name))
    sizeCache.set(name, gzipSync(readFileSync(join(assetsDir, name)), { level: 9 }).length / 1024);
  return sizeCache.get(name);
};
const staticImports = (name) => {
  const code = readFileSync(join(assetsDir, name), 'utf8');
  return [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]);
};
/** A chunk and its static imports, minus what is already loaded. */
const closure = (start, loaded) => {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.shift();
    if (seen.has(name) || loaded.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(name));
  }
  return seen;
};
const total = (names) => [...names].reduce((sum, name) => sum + gzipKb(name), 0);

const startup = new Set();
for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)"/g))
  startup.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+)"/g))
  startup.add(match[1]);
for (const match of html.matchAll(/<link[^>]+href="\/assets\/([^"]+)"[^>]+rel="modulepreload"/g))
  startup.add(match[1]);

const chunks = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
const shellEntry = chunks.find((name) => name.startsWith('start-app-'));
const frame = shellEntry ? closure(shellEntry, startup) : new Set();
const beforeFirstScreen = new Set([...startup, ...frame]);

const startupKb = total(startup);
const frameKb = total(frame);
const firstScreenKb = startupKb + frameKb;

const areas = chunks
  .filter((name) => /-page-[\w-]+\.js$/.test(name))
  .map((name) => {
    const names = closure(name, beforeFirstScreen);
    const kb = total(names);
    return { name: name.replace(/-[\w-]{8}\.js$/, ''), chunks: names.size, kb, screenKb: firstScreenKb + kb };
  })
  .sort((a, b) => b.kb - a.kb);
const dashboards = areas.filter((area) => DASHBOARD_PAGES.includes(area.name));
const largestArea = areas[0];
const dashboardsKb = Math.max(0, ...dashboards.map((area) => area.kb));

const failures = [];
if (firstScreenKb > FIRST_SCREEN_BUDGET_KB)
  failures.push(`start-up + frame ${firstScreenKb.toFixed(1)} KB > ${FIRST_SCREEN_BUDGET_KB} KB`);
for (const area of areas)
  if (area.screenKb > SCREEN_BUDGET_KB)
    failures.push(`${area.name}: frame + screen ${area.screenKb.toFixed(1)} KB > ${SCREEN_BUDGET_KB} KB`);

if (asJson) {
  console.log(
    JSON.stringify(
      {
        startupKb,
        frameKb,
        firstScreenKb,
        screenBudgetKb: SCREEN_BUDGET_KB,
        dashboards,
        largestArea,
        references: REFERENCES,
        failures,
      },
      null,
      2,
    ),
  );
} else {
  const pad = (text, width) => String(text).padEnd(width);
  const num = (value) => `${value.toFixed(1).padStart(7)} KB`;
  const verdict = (value, budget) => (value <= budget ? 'met' : 'NOT met');
  console.log('Console JavaScript, gzip (level 9)');
  console.log('');
  console.log(`  ${pad(`start-up (entry + ${startup.size - 1} preloads)`, 52)}${num(startupKb)}`);
  console.log(`  ${pad(`console frame (start-app + ${frame.size - 1} static imports)`, 52)}${num(frameKb)}`);
  console.log(
    `  ${pad('before the first screen, signed in', 52)}${num(firstScreenKb)}   budget ${FIRST_SCREEN_BUDGET_KB} KB: ${verdict(firstScreenKb, FIRST_SCREEN_BUDGET_KB)}`,
  );
  for (const reference of REFERENCES)
    console.log(`  ${pad(`  for comparison: ${reference.name}`, 52)}${num(reference.kb)}`);
  console.log('');
  console.log('Screens: what opening a screen adds after the frame, and frame + screen');
  const screenLine = (label, area) =>
    console.log(
      `  ${pad(label, 52)}${num(area.kb)}   frame + screen ${area.screenKb.toFixed(1)} KB, budget ${SCREEN_BUDGET_KB} KB: ${verdict(area.screenKb, SCREEN_BUDGET_KB)}`,
    );
  for (const area of dashboards) screenLine(`${area.name} (${area.chunks} chunks)`, area);
  if (largestArea && !dashboards.includes(largestArea))
    screenLine(`largest other: ${largestArea.name} (${largestArea.chunks} chunks)`, largestArea);
  console.log(`  ${pad('dashboards, largest', 52)}${num(dashboardsKb)}`);
  console.log('');
  console.log('Largest chunks before the first screen');
  for (const name of [...beforeFirstScreen].sort((a, b) => gzipKb(b) - gzipKb(a)).slice(0, 8))
    console.log(`  ${pad(name, 52)}${num(gzipKb(name))}`);
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}
