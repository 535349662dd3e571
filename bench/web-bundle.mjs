#!/usr/bin/env node
/**
 * Console bundle budget (docs: ARCHITECTURE "Budgets"). Run after `vite build` of apps/web.
 * Sums the gzip size of the JavaScript loaded before the first screen (the entry script and
 * its modulepreload chunks listed in dist/index.html) and of every other (lazy) chunk, prints
 * a table and exits non-zero when the initial JavaScript exceeds the budget.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = 150;
const AREA_BUDGET_KB = 100;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const initialFiles = new Set();
for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) initialFiles.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
  initialFiles.add(match[1]);
for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g))
  initialFiles.add(match[1]);

const kb = (bytes) => bytes / 1024;
const gzipKb = (file) => kb(gzipSync(readFileSync(file), { level: 9 }).length);
const toDistPath = (url) => join(dist, url.replace(/^\//, ''));

const initial = [...initialFiles].map((url) => ({
  name: url.replace(/^\/assets\//, ''),
  gzip: gzipKb(toDistPath(url)),
}));
const initialNames = new Set(initial.map((entry) => entry.name));

const assetsDir = join(dist, 'assets');
const lazy = readdirSync(assetsDir)
  .filter((name) => name.endsWith('.js') && !initialNames.has(name))
  .map((name) => ({
    name,
    gzip: gzipKb(join(assetsDir, name)),
    raw: kb(statSync(join(assetsDir, name)).size),
  }))
  .sort((a, b) => b.gzip - a.gzip);

const pad = (text, width) => String(text).padEnd(width);
const num = (value) => value.toFixed(1).padStart(9);

console.log('Initial JavaScript (entry + modulepreload)');
for (const entry of initial) console.log(`  ${pad(entry.name, 48)}${num(entry.gzip)} KB gzip`);
const initialTotal = initial.reduce((sum, entry) => sum + entry.gzip, 0);
console.log(`  ${pad('TOTAL', 48)}${num(initialTotal)} KB gzip   (budget ${INITIAL_BUDGET_KB} KB)`);
console.log('');
console.log('Lazy chunks (loaded on demand)');
for (const entry of lazy) {
  const isFrame = entry.name.startsWith('start-app-');
  const flag = !isFrame && entry.gzip > AREA_BUDGET_KB ? `   over the ${AREA_BUDGET_KB} KB area budget` : '';
  console.log(`  ${pad(entry.name, 48)}${num(entry.gzip)} KB gzip${flag}`);
}
console.log(`  ${pad('TOTAL', 48)}${num(lazy.reduce((sum, entry) => sum + entry.gzip, 0))} KB gzip`);

// The console frame loads right after start-up for a signed-in user: the start-app chunk and
// everything it imports statically. Shown apart so its weight is not hidden by the split.
const staticImports = (name) => {
  const code = readFileSync(join(assetsDir, name), 'utf8');
  return [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]);
};
const shellEntry = lazy.find((entry) => entry.name.startsWith('start-app-'));
if (shellEntry) {
  const seen = new Set();
  const queue = [shellEntry.name];
  while (queue.length > 0) {
    const name = queue.shift();
    if (seen.has(name) || initialNames.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(name));
  }
  const shellTotal = [...seen].reduce((sum, name) => sum + gzipKb(join(assetsDir, name)), 0);
  console.log('');
  console.log(`Console frame after start-up (start-app + static imports, ${seen.size} chunks)`);
  console.log(`  ${pad('TOTAL', 48)}${num(shellTotal)} KB gzip`);
  console.log(`  ${pad('start-up + frame', 48)}${num(shellTotal + initialTotal)} KB gzip`);
}

if (initialTotal > INITIAL_BUDGET_KB) {
  console.error(
    `\nInitial JavaScript ${initialTotal.toFixed(1)} KB gzip exceeds the ${INITIAL_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
