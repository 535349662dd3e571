#!/usr/bin/env node
// `npm run bench [-- --rows N --requests R]`: seeds (or reuses) the benchmark database and
// measures the transaction list, deep pages, the TPV dashboard and a 1M-row streamed export.
// `npm run bench -- web [--runs N] [--url URL]`: menu click → rows visible in Chromium
// (bench/web-navigation.mjs; run `npm run build` first).
// `npm run bench -- payments [--payments N --settle N]`: payment tabs with their sums and one
// settlement of many payments (bench/payments-bench.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [first, ...rest] = process.argv.slice(2);
const command =
  first === 'web'
    ? ['node', ['bench/web-navigation.mjs', ...rest]]
    : first === 'payments'
      ? ['npx', ['tsx', 'bench/payments-bench.ts', ...rest]]
      : ['npx', ['tsx', 'bench/transactions-bench.ts', ...process.argv.slice(2)]];
const child = spawn(command[0], command[1], { cwd: root, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
