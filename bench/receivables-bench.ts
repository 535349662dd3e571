import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { addDays, todaySaoPaulo } from '../apps/server/src/http/date-bounds.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { openBenchDatabase, recordResults, topUpReceivables } from './bench-database.ts';

/**
 * Receivables on the benchmark database (the `--scale` seed makes the installments of every
 * generated transaction): the first page with total and sum for the common filter sets
 * (target p95 ≤ 150 ms), and blocking then unblocking 100 000 receivables in one action each.
 * `npm run bench -- receivables [--rows N --requests R]`.
 */
const { values } = parseArgs({
  options: {
    // Transactions: about 2.1 receivables each (a quarter are in 2 to 12 installments).
    rows: { type: 'string', default: '4800000' },
    receivables: { type: 'string', default: '10000000' },
    requests: { type: 'string', default: '30' },
    port: { type: 'string', default: '3191' },
    block: { type: 'string', default: '100000' },
  },
});
const requests = Number(values.requests);
const port = Number(values.port);
const blockSize = Number(values.block);
const log = (line: string) => console.log(line);

const bench = await openBenchDatabase(Number(values.rows), log);
bench.handle.pool.on('error', () => undefined);
const db = bench.handle.db;
const seedStarted = Date.now();
const made = await topUpReceivables(bench.handle, log, Number(values.receivables));
const seedSeconds = (Date.now() - seedStarted) / 1000;
if (made > 0) log(`${made} recebíveis gerados em ${seedSeconds.toFixed(0)} s`);
// The sums are read from the indexes alone once the visibility map covers the table.
await sql`VACUUM (ANALYZE) receivable`.execute(db);
const baseUrl = `http://127.0.0.1:${port}`;
const env = loadEnv({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  DATABASE_URL: bench.url,
  DATA_DIR: path.resolve(import.meta.dirname, '../.data/bench'),
});
const app = await buildApp({ env, db, webDist: '/nonexistent' });
await app.listen({ port, host: '127.0.0.1' });
const { accessToken } = await loginWithPassword(baseUrl, 'superadmin', 'demo');
const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as { total?: number } };
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

let failed = false;
const results: { name: string; p50: number; p95: number; target: number; total: number }[] = [];
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
async function measure(name: string, url: string, target: number) {
  await call('GET', url);
  const times: number[] = [];
  let total: number | undefined;
  for (let i = 0; i < requests; i++) {
    const r = await call('GET', url);
    times.push(r.ms);
    total = r.body.total;
  }
  const p95 = percentile(times, 95);
  if (p95 > target) failed = true;
  results.push({ name, p50: percentile(times, 50), p95, target, total: total ?? 0 });
  log(
    `${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  (alvo ${target})  total ${total}`,
  );
}

const today = todaySaoPaulo();
const count = await sql<{ n: string }>`SELECT count(*) AS n FROM receivable`.execute(db);
log(`\nRecebíveis: ${count.rows[0]?.n} linhas (${os.cpus().length} CPUs)`);
const merchant = await db
  .selectFrom('merchant')
  .select('id')
  .where('merchant_code', 'like', 'SCALE%')
  .orderBy('id')
  .offset(10)
  .executeTakeFirstOrThrow();
const base = '/api/v1/financial/receivable';

log('\nPrimeira página com total e soma');
await measure(
  'vencimento: próximos 7 dias',
  `${base}?date_kind=dt_due&start=${today}&end=${addDays(today, 6)}`,
  150,
);
await measure(
  'projeto 1, vencimento 30 dias',
  `${base}?project=1&date_kind=dt_due&start=${today}&end=${addDays(today, 29)}`,
  150,
);
await measure(
  'lojista, emissão 90 dias',
  `${base}?merchant=${merchant.id}&date_kind=dt_emission&start=${addDays(today, -89)}&end=${today}`,
  150,
);
await measure(
  'emissão 7 dias, não pagos',
  `${base}?date_kind=dt_emission&start=${addDays(today, -6)}&end=${today}&paid=0`,
  150,
);
await measure(
  'bloqueados, data de bloqueio 30 dias',
  `${base}?date_kind=dt_block&start=${addDays(today, -29)}&end=${today}&blocked=1`,
  150,
);

log(`\nBloqueio de ${blockSize} recebíveis numa ação`);
const ids = (
  await sql<{
    id: number;
  }>`SELECT id FROM receivable WHERE NOT blocked AND paid = 0 ORDER BY id LIMIT ${blockSize}`.execute(db)
).rows.map((r) => Number(r.id));
const blocked = await call('POST', '/api/v1/financial/block', {
  ids,
  block_type_id: 17,
  block_description: 'Benchmark',
});
log(`bloquear: ${blocked.ms.toFixed(0)} ms (${JSON.stringify(blocked.body)})`);
// Unblocking names its reason (ADR 61).
const unblocked = await call('POST', '/api/v1/financial/unblock', {
  ids,
  reason_code: 'CUSTOMER_REQUEST',
  reason_comment: null,
});
log(`desbloquear: ${unblocked.ms.toFixed(0)} ms (${JSON.stringify(unblocked.body)})`);

await app.close();
await bench.handle.db.destroy().catch(() => undefined);
await bench.embedded.stop();

const rows = results
  .map(
    (r) =>
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? 'yes' : '**no**'} | ${r.total.toLocaleString('en-US')} |`,
  )
  .join('\n');
const report = `### Receivables (\`npm run bench -- receivables\`)

Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${Number(count.rows[0]?.n).toLocaleString('en-US')} receivables,
${os.cpus().length} CPUs shared with other work, load average ${loadAtStart} at the start and
${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')} at the end. ${requests} requests per scenario after one warm-up, over HTTP.

| First page (10 rows) with total and sum | p50 ms | p95 ms | target p95 | met | total |
|---|---|---|---|---|---|
${rows}

Blocking ${ids.length.toLocaleString('en-US')} receivables in one action: ${blocked.ms.toFixed(0)} ms; unblocking them: ${unblocked.ms.toFixed(0)} ms.
`;
await recordResults(path.join(import.meta.dirname, 'receivables-results.md'), report);
process.exit(failed ? 1 : 0);
