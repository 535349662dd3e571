#!/usr/bin/env node
// The whole test suite in phases: lint, type-check, each unit project, the build (the console and
// the server), the benchmarks at a smoke size and the browser tests. Each phase is timed and its
// tests counted; a table of them ends the run. A failing phase stops the run: nothing new starts
// (its table still prints).
//
// Two lanes run side by side until the browser tests: the unit projects in one, and lint,
// type-check, build and the benchmarks in the other (mostly one core each; the benchmarks copy the
// server tests' database, so they wait for those). The side lane's output is printed when each of
// its phases ends. The browser tests start when both lanes are done.
//
// A phase that counts tests cannot pass quietly: it fails when it ran no test, skipped any, or ran
// fewer than its minimum in scripts/test-minimums.json (floors: raise them as tests are added;
// lowering one is a decision to write down in the commit that does it).
//
//   node scripts/test-phases.mjs                 every phase
//   node scripts/test-phases.mjs unit:server     only the named phases (comma or space separated)
//
// `TEST_PHASES_BEFORE` adds rows measured before this script ran (`.ci/run` passes its install
// time as `install=SECONDS`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const STARTED = performance.now();
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data', 'test-reports');

/** The fewest tests each counted phase may run (scripts/test-minimums.json). */
const MINIMUMS = JSON.parse(readFileSync(path.join(root, 'scripts', 'test-minimums.json'), 'utf8'));

/** Total, passed and skipped (skip, todo) tests of a Vitest JSON report. */
function vitestCount(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    tests: report.numTotalTests,
    passed: report.numPassedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Total, passed and skipped tests of a Playwright JSON report (each test once, whatever its retries). */
function playwrightCount(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const tests = (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0);
  return { tests, passed: stats.expected ?? 0, skipped: stats.skipped ?? 0 };
}

/**
 * Why a phase that exited 0 still fails on its counts, or null: no test ran, a test was skipped,
 * or fewer ran than the phase's minimum.
 */
function countProblem({ tests, skipped }, minimum) {
  if (!tests) return 'ran no test';
  if (skipped) return `${skipped} skipped`;
  if (minimum !== undefined && tests < minimum) return `${tests} < minimum ${minimum}`;
  return null;
}

const vitest = (project, needs) => ({
  name: `unit:${project}`,
  needs,
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
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'], side: true, needs: [] },
  { name: 'typecheck', command: ['npx', 'tsc', '-b'], side: true, needs: ['lint'] },
  vitest('contract', []),
  vitest('server', ['unit:contract']),
  vitest('web', ['unit:server']),
  vitest('web-mocks', ['unit:web']),
  { name: 'build', command: ['npm', 'run', '-s', 'build'], side: true, needs: ['typecheck'] },
  {
    // Every benchmark once on a small database (bench/smoke.ts): one that no longer starts fails
    // here. Nothing is timed or written to the recorded results.
    name: 'bench',
    command: ['npx', 'tsx', 'bench/smoke.ts', `--report=${path.join(reports, 'bench.json')}`],
    side: true,
    needs: ['build', 'unit:server'],
    count: () => JSON.parse(readFileSync(path.join(reports, 'bench.json'), 'utf8')),
  },
  {
    // The browser tests' server starts from a fresh data folder (apps/web/playwright.config.ts
    // removes E2E_DATA_DIR before it starts), locally as in CI.
    name: 'browser',
    needs: [
      'lint',
      'typecheck',
      'unit:contract',
      'unit:server',
      'unit:web',
      'unit:web-mocks',
      'build',
      'bench',
    ],
    command: ['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'browser.json') },
    count: () => playwrightCount(path.join(reports, 'browser.json')),
  },
];

/** Runs a phase; a side-lane phase's output is kept and printed at once when it ends. */
function run(phase) {
  return new Promise((resolve) => {
    const [command, ...args] = phase.command;
    const child = spawn(command, args, {
      cwd: root,
      stdio: phase.side ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (phase.side) {
        console.log(`\n=== ${phase.name} (side lane): output`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function table(rows) {
  const lines = [
    '',
    '| phase | seconds | tests | minimum | passed | skipped | result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.seconds.toFixed(0)} | ${r.tests ?? '—'} | ${MINIMUMS[r.name] ?? '—'} | ${r.passed ?? '—'} | ${r.skipped ?? '—'} | ${r.result} |`,
    ),
  ];
  // Phases overlap: the total is the wall clock (the rows measured before this script included).
  const before = rows.filter((r) => r.before).reduce((sum, r) => sum + r.seconds, 0);
  const total = before + (performance.now() - STARTED) / 1000;
  const tests = rows.reduce((sum, r) => sum + (r.tests ?? 0), 0);
  lines.push(`| total (wall clock) | ${total.toFixed(0)} | ${tests} | | | | |`);
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
    return { name, seconds: Number(seconds), result: 'ok', before: true };
  });
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let failed = false;
/** Each selected phase's run, by name: resolves true when it passed. */
const runs = new Map();
const ran = [];

async function runPhase(phase) {
  const needed = (phase.needs ?? []).filter((name) => runs.has(name));
  const ready = await Promise.all(needed.map((name) => runs.get(name)));
  if (failed || ready.includes(false)) return false;
  console.log(
    `\n=== ${phase.name}: ${phase.command.join(' ')}${phase.side ? ' (side lane, output at its end)' : ''}`,
  );
  const started = performance.now();
  const code = await run(phase);
  const row = {
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    result: code === 0 ? 'ok' : 'FAILED',
  };
  let countFailed = false;
  if (phase.count) {
    try {
      Object.assign(row, phase.count());
      const problem = countProblem(row, MINIMUMS[phase.name]);
      if (problem && code === 0) {
        row.result = `FAILED: ${problem}`;
        countFailed = true;
      }
    } catch {
      row.result = code === 0 ? 'FAILED: no report' : row.result;
      if (code === 0) countFailed = true;
    }
  }
  ran.push(row);
  if (code !== 0 || countFailed) {
    failed = true;
    return false;
  }
  return true;
}

// Phases are registered in their order, so each one's needs are registered before it.
for (const phase of selected) runs.set(phase.name, runPhase(phase));
await Promise.all(runs.values());
const order = PHASES.map((phase) => phase.name);
rows.push(...ran.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)));
console.log(table(rows));
if (existsSync(reports)) console.log(`\nReports: ${path.relative(root, reports)}/`);
process.exit(failed ? 1 : 0);
