#!/usr/bin/env node
// The whole test suite in phases: lint, type-check, each unit project, the build (the console and
// the server) and the browser tests. Each phase is timed and its tests counted; a table of them
// ends the run. The first failing phase stops the run (its table still prints).
//
//   node scripts/test-phases.mjs                 every phase
//   node scripts/test-phases.mjs unit:server     only the named phases (comma or space separated)
//
// `TEST_PHASES_BEFORE` adds rows measured before this script ran (`.ci/run` passes its install
// time as `install=SECONDS`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data', 'test-reports');

/** Total and passed tests of a Vitest JSON report. */
function vitestCount(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { tests: report.numTotalTests, passed: report.numPassedTests };
}

/** Total and passed tests of a Playwright JSON report (each test once, whatever its retries). */
function playwrightCount(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const tests = (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0);
  return { tests, passed: stats.expected ?? 0 };
}

const vitest = (project) => ({
  name: `unit:${project}`,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${project}.json`)}`,
  ],
  count: () => vitestCount(path.join(reports, `${project}.json`)),
});

const PHASES = [
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-b'] },
  vitest('contract'),
  vitest('server'),
  vitest('web'),
  vitest('web-mocks'),
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  {
    name: 'browser',
    command: ['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'browser.json') },
    count: () => playwrightCount(path.join(reports, 'browser.json')),
  },
];

function run(phase) {
  return new Promise((resolve) => {
    const [command, ...args] = phase.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function table(rows) {
  const lines = [
    '',
    '| phase | seconds | tests | passed | result |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) => `| ${r.name} | ${r.seconds.toFixed(0)} | ${r.tests ?? '—'} | ${r.passed ?? '—'} | ${r.result} |`,
    ),
  ];
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  const tests = rows.reduce((sum, r) => sum + (r.tests ?? 0), 0);
  lines.push(`| total | ${total.toFixed(0)} | ${tests} | | |`);
  return lines.join('\n');
}

const wanted = process.argv
  .slice(2)
  .flatMap((a) => a.split(','))
  .filter(Boolean);
const unknown = wanted.filter((w) => !PHASES.some((p) => p.name === w));
if (unknown.length) {
  console.error(`Unknown phase(s): ${unknown.join(', ')}. Phases: ${PHASES.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? PHASES.filter((p) => wanted.includes(p.name)) : PHASES;

const rows = (process.env.TEST_PHASES_BEFORE ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name = '', seconds = '0'] = entry.split('=');
    return { name, seconds: Number(seconds), result: 'ok' };
  });
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let failed = false;
for (const phase of selected) {
  console.log(`\n=== ${phase.name}: ${phase.command.join(' ')}`);
  const started = performance.now();
  const code = await run(phase);
  const row = {
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    result: code === 0 ? 'ok' : 'FAILED',
  };
  if (phase.count) {
    try {
      Object.assign(row, phase.count());
    } catch {
      row.result = code === 0 ? 'no report' : row.result;
      if (code === 0) failed = true;
    }
  }
  rows.push(row);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log(table(rows));
if (existsSync(reports)) console.log(`\nReports: ${path.relative(root, reports)}/`);
process.exit(failed ? 1 : 0);
