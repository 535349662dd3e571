#!/usr/bin/env node
// `npm run bench [-- --rows N --requests R]`: seeds (or reuses) the benchmark database and
// measures the transaction list, deep pages, the TPV dashboard and a 1M-row streamed export.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn('npx', ['tsx', 'bench/transactions-bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
