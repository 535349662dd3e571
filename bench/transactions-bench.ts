import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { addDays, todaySaoPaulo } from '../apps/server/src/http/date-bounds.ts';
import { loginWithPassword } from '../apps/server/test/oidc-login.ts';
import { openBenchDatabase, recordResults } from './bench-database.ts';

/**
 * Measures the transaction list, deep pages and the TPV dashboard against a database of
 * generated transactions, beside the bare SQL's execution time (the export's memory is
 * bench/export-memory.ts, with the server in a process of its own).
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000000' },
    requests: { type: 'string', default: '30' },
    port: { type: 'string', default: '3190' },
  },
});
const rows = Number(values.rows);
const requests = Number(values.requests);
const port = Number(values.port);
const log = (line: string) => console.log(line);

const bench = await openBenchDatabase(rows, log);
// Connections closed by the database's shutdown at the end are expected.
bench.handle.pool.on('error', () => undefined);
const captured: { sql: string; parameters: readonly unknown[] }[] = [];
let capturing = false;
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool: bench.handle.pool }),
  log(event: LogEvent) {
    if (capturing && event.level === 'query') {
      captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    }
  },
});
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
const headers = { authorization: `Bearer ${accessToken}` };

async function call(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${url}`, { headers });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) };
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** EXPLAIN ANALYZE of every SELECT one request ran; the longest execution time (they run side by side). */
async function sqlTime(url: string): Promise<number> {
  captured.length = 0;
  capturing = true;
  await call(url);
  capturing = false;
  let longest = 0;
  for (const q of captured.filter((c) => /^\s*(select|with)/i.test(c.sql))) {
    const plan = await bench.handle.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`, [...q.parameters]);
    const first: unknown = plan.rows[0]?.['QUERY PLAN'];
    const entry = Array.isArray(first) ? first[0] : undefined;
    const time =
      typeof entry === 'object' && entry !== null && 'Execution Time' in entry
        ? Number(entry['Execution Time'])
        : 0;
    longest = Math.max(longest, time);
  }
  return longest;
}

interface Result {
  name: string;
  url: string;
  p50: number;
  p95: number;
  sql: number;
  target: number | null;
  note: string;
}
const results: Result[] = [];

async function measure(name: string, url: string, target: number | null, note = '') {
  await call(url); // warm
  const times: number[] = [];
  let last: unknown;
  for (let i = 0; i < requests; i++) {
    const r = await call(url);
    times.push(r.ms);
    last = r.body;
  }
  const extra =
    typeof last === 'object' && last !== null && 'total' in last
      ? `total ${String(last.total)}${'total_is_estimate' in last && last.total_is_estimate ? ' (estimativa)' : ''}`
      : '';
  const result = {
    name,
    url,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    sql: await sqlTime(url),
    target,
    note: [note, extra].filter(Boolean).join('; '),
  };
  results.push(result);
  log(
    `${name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  SQL ${result.sql.toFixed(1).padStart(7)} ms  ${result.note}`,
  );
}

const today = todaySaoPaulo();
const d30 = addDays(today, -29);
const d90 = addDays(today, -89);
const merchant = await db
  .selectFrom('merchant')
  .select('merchant_code')
  .where('merchant_code', 'like', 'SCALE%')
  .orderBy('id')
  .offset(10)
  .executeTakeFirstOrThrow();
const sample = await sql<{
  nsu: string;
}>`SELECT nsu FROM card_transaction ORDER BY id DESC LIMIT 1 OFFSET 12345`.execute(db);
const nsu = sample.rows[0]?.nsu ?? '0';

log('\nPrimeira página com total (filtros comuns)');
await measure('lista: padrão (CONFIRMED)', '/api/v1/transaction?status=CONFIRMED', 100);
await measure(
  'lista: CONFIRMED, últimos 30 dias',
  `/api/v1/transaction?status=CONFIRMED&start=${d30}&end=${today}`,
  100,
);
await measure(
  'lista: projeto 1, CONFIRMED, 30 dias',
  `/api/v1/transaction?project=1&status=CONFIRMED&start=${d30}&end=${today}`,
  100,
);
await measure(
  'lista: lojista (código), 90 dias',
  `/api/v1/transaction?merchant=${merchant.merchant_code}&start=${d90}&end=${today}`,
  100,
);
await measure(
  'lista: canal 3 + bandeira 2 + CONFIRMED',
  '/api/v1/transaction?channel=3&card_brand=2&status=CONFIRMED',
  100,
);
await measure('lista: NSU exato', `/api/v1/transaction?nsu=${nsu}`, 100);
await measure(
  'lista: aplicativo (estimativa do planner)',
  '/api/v1/transaction?app_code=MENTOR_POS&status=CONFIRMED',
  100,
);

log('\nPágina 1.000');
await measure('página 1.000 (OFFSET)', '/api/v1/transaction?status=CONFIRMED&page=1000', 300);
const p999 = (await call('/api/v1/transaction?status=CONFIRMED&page=999')).body;
const next =
  typeof p999 === 'object' &&
  p999 !== null &&
  'cursor' in p999 &&
  typeof p999.cursor === 'object' &&
  p999.cursor &&
  'next' in p999.cursor
    ? String(p999.cursor.next)
    : '';
await measure(
  'página 1.000 (cursor a partir da 999)',
  `/api/v1/transaction?status=CONFIRMED&cursor=${next}`,
  300,
);

log('\nDashboard de TPV');
await measure('dashboard TPV, 90 dias', `/api/v1/dashboard/tpv?start=${d90}&end=${today}`, 200);
await measure(
  'dashboard TPV, 90 dias, projeto 2',
  `/api/v1/dashboard/tpv?project=2&start=${d90}&end=${today}`,
  200,
);
await measure(
  'dashboard TPV, 90 dias, lojista',
  `/api/v1/dashboard/tpv?merchant=${(await db.selectFrom('merchant').select('id').where('merchant_code', '=', merchant.merchant_code).executeTakeFirstOrThrow()).id}&start=${d90}&end=${today}`,
  200,
);
await measure('top projetos, 90 dias', `/api/v1/dashboard/top_tpv_project?start=${d90}&end=${today}`, 200);
await measure('top lojistas, 90 dias', `/api/v1/dashboard/top_tpv_merchant?start=${d90}&end=${today}`, 200);
await measure(
  'comportamental: aquisição/perda, 90 dias',
  `/api/v1/behavioral/acquisition_loss_retention?start=${d90}&end=${today}`,
  null,
);

await app.close();
await db.destroy();
await bench.embedded.stop();

const loadAvg = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ');
const table = results
  .map(
    (r) =>
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.sql.toFixed(1)} | ${r.target === null ? '-' : `≤ ${r.target}`} | ${r.target === null ? '' : r.p95 <= r.target ? 'ok' : 'acima'} | ${r.note} |`,
  )
  .join('\n');
const report = `# Benchmarks: transactions, TPV dashboard, export

Measured by \`npm run bench -- --rows ${rows}\` on this machine (${os.cpus().length} CPUs, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}; load average at the end ${loadAvg}). The database is the
benchmark's own embedded PostgreSQL (\`.data/bench-pg\`, port 54340), never the application's.

- Transactions in the database: ${bench.rows.toLocaleString('en-US')} generated (plus the demo year).
- Seeding: ${bench.seedSeconds === null ? 'reused from an earlier run' : `${bench.seedSeconds.toFixed(0)} s for the ${bench.seededRows.toLocaleString('en-US')} rows this run added (${Math.round(bench.seededRows / bench.seedSeconds).toLocaleString('en-US')} rows/s including the rollup rebuild)`}.
- Requests: ${requests} per scenario after one warm-up, sequential, over HTTP on loopback with a real token.
  "SQL" is the longest EXPLAIN ANALYZE execution time among the statements the request ran
  (list and count run side by side).

| Scenario | p50 ms | p95 ms | SQL ms | Target p95 | | Notes |
|---|---|---|---|---|---|---|
${table}

The memory of a streamed export is measured on the server's own process by
\`npm run bench -- export\` (bench/export-memory.ts; its figures under "Streamed exports" below).

Run it again with \`npm run bench\` (10 million rows) or \`npm run bench -- --rows 1000000\`; an existing
benchmark database with enough rows is reused, a smaller one is topped up.
`;
// Only this benchmark's section (the file's first, up to the next heading) is replaced.
const readme = path.join(import.meta.dirname, 'README.md');
const previous = await readFile(readme, 'utf8').catch(() => '');
const rest = previous.indexOf('\n## ');
await recordResults(readme, rest >= 0 ? `${report}${previous.slice(rest)}` : report);
