import { paymentListQuerySchema } from '@mentor/contract/payments';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { todaySaoPaulo } from '../apps/server/src/http/date-bounds.ts';
import { paymentTabQuery } from '../apps/server/src/modules/payments/payments-repository.ts';
import { BENCH_DATABASE, startBenchServer } from './bench-database.ts';

/**
 * The plans of the payments tabs on the benchmark database (`npm run bench -- payments` seeds it):
 * `npx tsx bench/payments-explain.ts [QUERY ...]` prints EXPLAIN (ANALYZE, BUFFERS) of each
 * statement the first page of a tab runs (its rows with the count and sum of the whole filter),
 * exactly as the list sends it. A QUERY is the list's
 * query string (`payment_type=TED&status=PAID&project=2`); 30 days by payment date unless it
 * says otherwise; by default the first page of each tab. The database is migrated first.
 */
const given = process.argv.slice(2);
const queries =
  given.length > 0
    ? given
    : ['TED', 'SLC', 'LBK', 'INVALID', 'CONSOLIDATED'].map((tab) => `payment_type=${tab}`);
const embedded = await startBenchServer();
const url = embedded.connectionString(BENCH_DATABASE);
const handle = createDatabase(url, 2);
// The plans of this release's indexes.
await migrate(handle.pool);
const client = new pg.Client(url);
await client.connect();
const today = todaySaoPaulo();
const start = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
try {
  for (const query of queries) {
    const params = new URLSearchParams(query);
    const raw: Record<string, string | string[]> = { start, end: today };
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      raw[key] = all.length > 1 ? all : (all[0] ?? '');
    }
    const q = paymentListQuerySchema.parse(raw);
    const compiled = paymentTabQuery(handle.db, q, q.project).compile();
    // Twice: the second run is the one shown (the first warms the cache, as the bench's warm-up).
    await client.query(`EXPLAIN (ANALYZE) ${compiled.sql}`, [...compiled.parameters]);
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, [...compiled.parameters]);
    console.log(`\n-- ${query}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}\n`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
} finally {
  await client.end();
  await handle.close();
  await embedded.stop();
}
