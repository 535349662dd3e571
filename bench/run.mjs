#!/usr/bin/env node
// `npm run bench [-- --rows N --requests R]`: seeds (or reuses) the benchmark database and
// measures the transaction list, deep pages, the TPV dashboard and a 1M-row streamed export.
// `npm run bench -- web [--runs N] [--url URL]`: menu click → rows visible in Chromium
// (bench/web-navigation.mjs; run `npm run build` first).
// `npm run bench -- receivables [--rows N --requests R --block N]`: receivables first pages with
// total and sum, and blocking 100 000 receivables in one action (bench/receivables-bench.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [first, ...rest] = process.argv.slice(2);
// `npm run bench -- plans [--plans N --update M]`: the anticipation-rate pull and bulk update
// (bench/plans-bench.ts); the default run measures it after the transactions.
const command =
  first === 'web'
    ? ['node', ['bench/web-navigation.mjs', ...rest]]
    : first === 'plans'
      ? ['npx', ['tsx', 'bench/plans-bench.ts', ...rest]]
      : first === 'receivables'
        ? ['npx', ['tsx', 'bench/receivables-bench.ts', ...rest]]
        : ['npx', ['tsx', 'bench/transactions-bench.ts', ...process.argv.slice(2)]];
const child = spawn(command[0], command[1], { cwd: root, stdio: 'inherit' });
child.on('exit', (code) => {
  if (code !== 0 || first === 'web' || first === 'plans') process.exit(code ?? 1);
  const plans = spawn('npx', ['tsx', 'bench/plans-bench.ts'], { cwd: root, stdio: 'inherit' });
  plans.on('exit', (plansCode) => process.exit(plansCode ?? 1));
});
