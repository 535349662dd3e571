#!/usr/bin/env node
// The tests a change touches, for the loop while working:
//   - the unit tests that import a changed file, directly or not (`vitest related`), and changed
//     test files themselves;
//   - the browser files of the business areas the change touches (apps/web/src/features/<area>,
//     apps/server/src/modules/<area>, packages/contract/src/<area>) and changed browser files,
//     after rebuilding the console when its sources changed (and the server every time).
//
//   npm run test:changed                  changes against HEAD (staged, unstaged, untracked)
//   npm run test:changed -- --since main  changes since a ref as well (a branch's commits)
//   npm run test:changed -- --unit        unit tests only
//   npm run test:changed -- --dry-run     says what it would run
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const since = args.includes('--since') ? args[args.indexOf('--since') + 1] : undefined;
const unitOnly = args.includes('--unit');
const dryRun = args.includes('--dry-run');

const git = (...a) =>
  execFileSync('git', a, { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const changed = [
  ...new Set([
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
    ...(since ? git('diff', '--name-only', `${since}...HEAD`) : []),
  ]),
].filter((file) => existsSync(path.join(root, file)));

if (changed.length === 0) {
  console.log('No changed files: nothing to run.');
  process.exit(0);
}

const E2E_DIR = 'apps/web/e2e';
const e2eFiles = readdirSync(path.join(root, E2E_DIR)).filter((f) => f.endsWith('.e2e.ts'));

/** The business area a file belongs to, when it sits in one. */
function areaOf(file) {
  const match =
    /^apps\/web\/src\/features\/([^/]+)\//.exec(file) ??
    /^apps\/server\/src\/modules\/([^/]+)\//.exec(file) ??
    /^packages\/contract\/src\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** Browser files of an area: `<area>.e2e.ts` and `<area in the singular>-….e2e.ts`. */
function e2eOfArea(area) {
  const singular = area.replace(/s$/, '');
  return e2eFiles.filter((f) => {
    const base = f.replace(/\.e2e\.ts$/, '');
    return base === area || base.startsWith(`${area}-`) || base.startsWith(`${singular}-`);
  });
}

/** The console's frame and kit: the shell's and the lists' browser files cover them. */
const KIT = /^apps\/web\/src\/(app|shared)\//;
const KIT_E2E = ['shell.e2e.ts', 'lists.e2e.ts'];

const unitSources = changed.filter((f) => /\.(ts|tsx|json)$/.test(f) && !f.startsWith(E2E_DIR));
const browser = new Set();
for (const file of changed) {
  if (file.startsWith(`${E2E_DIR}/`) && file.endsWith('.e2e.ts')) browser.add(path.basename(file));
  const area = areaOf(file);
  if (area) for (const f of e2eOfArea(area)) browser.add(f);
  if (KIT.test(file)) for (const f of KIT_E2E) browser.add(f);
}
const webChanged = changed.some(
  (f) => f.startsWith('apps/web/src/') || f.startsWith('packages/contract/src/'),
);

console.log(`Changed: ${changed.length} file(s).`);
console.log(`Unit: tests related to ${unitSources.length} file(s).`);
console.log(unitOnly ? 'Browser: skipped (--unit).' : `Browser: ${[...browser].join(', ') || 'none'}.`);
if (dryRun) process.exit(0);

function run(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * The browser files expect the demo data as seeded: their server starts on a database of its own
 * (`E2E_DATA_DIR`, with `E2E_PORT` and `E2E_PG_PORT` to run two loops side by side).
 */
const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e-changed';

let status = 0;
if (unitSources.length) {
  status ||= run('npx', ['vitest', 'related', '--run', '--passWithNoTests', ...unitSources]);
}
if (!unitOnly && browser.size && status === 0) {
  if (webChanged || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    status ||= run('npm', ['run', '-s', 'build']);
  } else {
    // The browser tests' server runs the built server: a second to rebuild it from the sources.
    status ||= run('npm', ['run', '-s', 'build', '-w', 'apps/server']);
  }
  if (status === 0) {
    rmSync(path.join(root, E2E_DATA_DIR), { recursive: true, force: true });
    status ||= run(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'apps/web/playwright.config.ts',
        ...[...browser].map((f) => `${E2E_DIR}/${f}`),
      ],
      { E2E_DATA_DIR },
    );
  }
}
process.exit(status);
