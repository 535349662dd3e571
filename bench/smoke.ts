import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

/**
 * Every benchmark once at a smoke size (`npx tsx bench/smoke.ts`, the `bench` phase of `npm test`):
 * a benchmark that no longer starts or runs through fails here, the day it breaks, instead of the
 * day someone measures again. Nothing is timed or asserted beyond the exit code, and no recorded
 * result (bench/*.md) is written. The database: in CI (`TEST_DATABASE_URL`, after the server
 * tests) a copy of the seeded test database, dropped at the end; elsewhere an embedded one of its
 * own (`.data/bench-smoke-pg`), kept for the next run. A few thousand transactions are generated.
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '3000' },
    report: { type: 'string' },
    only: { type: 'string' },
  },
});
const rows = values.rows;
const root = path.resolve(import.meta.dirname, '..');
process.env.BENCH_SMOKE = '1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Benchmark {
  name: string;
  command: string[];
}

/** Each benchmark of bench/run.mjs, with options that keep it to seconds. */
async function benchmarks(): Promise<Benchmark[]> {
  const tsx = (file: string, ...args: string[]) => ['npx', 'tsx', `bench/${file}`, ...args];
  return [
    {
      name: 'transactions',
      command: tsx(
        'transactions-bench.ts',
        '--rows',
        rows,
        '--requests',
        '1',
        '--port',
        String(await freePort()),
      ),
    },
    {
      name: 'export',
      command: tsx(
        'export-memory.ts',
        ...['--rows', rows, '--export-rows', rows, '--xlsx-rows', rows, '--slow-mbps', '64'],
        ...['--port', String(await freePort())],
      ),
    },
    {
      name: 'plans',
      command: tsx(
        'plans-bench.ts',
        ...['--plans', '2', '--update', '20', '--runs', '1', '--port', String(await freePort())],
      ),
    },
    {
      name: 'receivables',
      command: tsx(
        'receivables-bench.ts',
        ...['--rows', rows, '--receivables', '2000', '--requests', '1', '--block', '20'],
        ...['--port', String(await freePort())],
      ),
    },
    {
      name: 'payments',
      command: tsx(
        'payments-bench.ts',
        ...['--rows', rows, '--payments', '2000', '--settle', '10', '--requests', '1'],
        ...['--port', String(await freePort())],
      ),
    },
    { name: 'payments-explain', command: tsx('payments-explain.ts', 'payment_type=TED') },
    { name: 'sql', command: tsx('sql.ts', 'SELECT count(*) FROM merchant') },
    { name: 'web-bundle', command: ['node', 'bench/web-bundle.mjs', 'apps/web/dist', '--json'] },
  ];
}

function run(command: string[]): Promise<number> {
  const [bin = '', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs statements on the server of `url` through its `postgres` database. */
async function admin(url: string, statements: string[]): Promise<void> {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A copy of the seeded test database beside it, for CI: no second seeding. */
async function copyOfTestDatabase(testUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = decodeURIComponent(new URL(testUrl).pathname.replace(/^\//, ''));
  const name = `${source}_bench_smoke`;
  await admin(testUrl, [
    `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`,
    `CREATE DATABASE ${quote(name)} TEMPLATE ${quote(source)}`,
  ]);
  const url = new URL(testUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    drop: () => admin(testUrl, [`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`]),
  };
}

let dropCopy = async () => {};
if (process.env.TEST_DATABASE_URL && !process.env.BENCH_DATABASE_URL) {
  const copy = await copyOfTestDatabase(process.env.TEST_DATABASE_URL);
  process.env.BENCH_DATABASE_URL = copy.url;
  dropCopy = copy.drop;
}
const only = values.only?.split(',');
const selected = (await benchmarks()).filter((b) => !only || only.includes(b.name));
// Imported once the variables are set: it picks the smoke database when loaded.
const { openBenchDatabase } = await import('./bench-database.ts');
// The database first, once: each benchmark then finds it running (its data folder names the
// live process that serves it) instead of starting its own.
const database = await openBenchDatabase(Number(rows), (line) => console.log(line));
const outcomes: { name: string; code: number; seconds: number }[] = [];
try {
  for (const benchmark of selected) {
    console.log(`\n--- bench smoke: ${benchmark.name}: ${benchmark.command.join(' ')}`);
    const started = performance.now();
    const code = await run(benchmark.command);
    outcomes.push({ name: benchmark.name, code, seconds: (performance.now() - started) / 1000 });
  }
} finally {
  await database.handle.close();
  await database.embedded.stop();
  await dropCopy();
}
console.log('\n| benchmark | seconds | result |\n| --- | ---: | --- |');
for (const o of outcomes)
  console.log(`| ${o.name} | ${o.seconds.toFixed(0)} | ${o.code === 0 ? 'ok' : 'FAILED'} |`);
const passed = outcomes.filter((o) => o.code === 0).length;
if (values.report) {
  writeFileSync(values.report, JSON.stringify({ tests: outcomes.length, passed, skipped: 0 }));
}
console.log(`${passed} passed, ${outcomes.length - passed} failed`);
process.exit(passed === outcomes.length ? 0 : 1);
