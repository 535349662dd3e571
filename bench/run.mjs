#!/usr/bin/env node
// `npm run bench [-- --rows N --requests R]`: seeds (or reuses) the benchmark database and
// measures the transaction list, deep pages and the TPV dashboard, then the server's memory
// during streamed exports of about 1M rows (bench/export-memory.ts), then the anticipation-rate
// pull of every plan (bench/plans-bench.ts), then prints the last recorded results of plans,
// payments, receivables and exports (bench/*-results.md).
// One area alone: `npm run bench -- <area> [options]`:
//   web          [--runs N --lighthouse-runs N --screens /,/merchants] the frame's weight, menu click →
//                rows in Chromium and Lighthouse on six screens, beside their budgets (bench/web-bench.mjs;
//                `npm run build` first)
//   plans        [--plans N --update M] anticipation-rate pull and bulk update
//   receivables  [--receivables N --requests R --block N] first pages with total and sum, blocking many
//   payments     [--payments N --settle N] payment tabs with their sums, one settlement of many
//   export       [--rows N --export-rows N --slow-mbps N] streamed exports: the server's memory
//                measured on its own process while this one downloads (bench/export-memory.ts)
//   results      prints the last recorded results of plans, payments, receivables and exports
//   cluster      [--replicas 3 --connections 20 --seconds 30] several servers behind HAProxy on one
//                database: what must hold across them, and a kill -9 under load (bench/cluster-bench.ts)
//   observability [--requests 300 --port 3220] the cluster with a real Prometheus scraping its servers:
//                a known workload read back through Prometheus' API (bench/observability-bench.ts)
//   rolling      [--connections 20 --port 3220] the cluster's servers restarted one by one (SIGTERM,
//                drain, start) under load: failed requests, expected 0 (bench/rolling-restart.ts)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = {
  web: ['node', ['bench/web-bench.mjs']],
  plans: ['npx', ['tsx', 'bench/plans-bench.ts']],
  receivables: ['npx', ['tsx', 'bench/receivables-bench.ts']],
  payments: ['npx', ['tsx', 'bench/payments-bench.ts']],
  export: ['npx', ['tsx', 'bench/export-memory.ts']],
  cluster: ['npx', ['tsx', 'bench/cluster-bench.ts']],
  observability: ['npx', ['tsx', 'bench/observability-bench.ts']],
  rolling: ['npx', ['tsx', 'bench/rolling-restart.ts']],
};
const run = ([command, args], extra) =>
  new Promise((resolve) => {
    const child = spawn(command, [...args, ...extra], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** The results each area's benchmark wrote on its last run (also copied into bench/README.md). */
function printResults() {
  for (const name of ['plans', 'payments', 'receivables', 'export']) {
    const file = path.join(root, 'bench', `${name}-results.md`);
    console.log(existsSync(file) ? `\n${readFileSync(file, 'utf8')}` : `\n${name}: not measured yet`);
  }
}

const [first, ...rest] = process.argv.slice(2);
const area = AREAS[first];
if (first === 'results') {
  printResults();
} else if (area) {
  const code = await run(area, rest);
  if (['plans', 'payments', 'receivables', 'export'].includes(first)) printResults();
  process.exit(code);
} else {
  let code = await run(['npx', ['tsx', 'bench/transactions-bench.ts']], process.argv.slice(2));
  const rows = process.argv.indexOf('--rows');
  if (code === 0) code = await run(AREAS.export, rows >= 0 ? ['--rows', process.argv[rows + 1] ?? ''] : []);
  if (code === 0) code = await run(AREAS.plans, []);
  printResults();
  process.exit(code);
}
