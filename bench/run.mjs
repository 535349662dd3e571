#!/usr/bin/env node
// `npm run bench [-- --rows N --requests R]`: seeds (or reuses) the benchmark database and
// measures the transaction list, deep pages, the TPV dashboard and a 1M-row streamed export,
// then the anticipation-rate pull of every plan (bench/plans-bench.ts).
// One area alone: `npm run bench -- <area> [options]`:
//   web          menu click → rows visible in Chromium (bench/web-navigation.mjs; `npm run build` first)
//   plans        [--plans N --update M] anticipation-rate pull and bulk update
//   receivables  [--rows N --requests R --block N] first pages with total and sum, blocking many
//   payments     [--payments N --settle N] payment tabs with their sums, one settlement of many
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = {
  web: ['node', ['bench/web-navigation.mjs']],
  plans: ['npx', ['tsx', 'bench/plans-bench.ts']],
  receivables: ['npx', ['tsx', 'bench/receivables-bench.ts']],
  payments: ['npx', ['tsx', 'bench/payments-bench.ts']],
};
const run = ([command, args], extra) =>
  new Promise((resolve) => {
    const child = spawn(command, [...args, ...extra], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const [first, ...rest] = process.argv.slice(2);
const area = AREAS[first];
if (area) {
  process.exit(await run(area, rest));
} else {
  const code = await run(['npx', ['tsx', 'bench/transactions-bench.ts']], process.argv.slice(2));
  process.exit(code === 0 ? await run(AREAS.plans, []) : code);
}
