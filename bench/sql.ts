import pg from 'pg';
import { BENCH_DATABASE, startBenchServer } from './bench-database.ts';

/** Runs SQL statements (arguments) against the benchmark database and prints their rows. */
const embedded = await startBenchServer();
const client = new pg.Client(embedded.connectionString(BENCH_DATABASE));
await client.connect();
try {
  for (const statement of process.argv.slice(2)) {
    const started = performance.now();
    const result = await client.query(statement);
    const rows = Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows;
    for (const row of rows) console.log(Object.values(row).join(' | '));
    console.log(`-- ${(performance.now() - started).toFixed(1)} ms`);
  }
} finally {
  await client.end();
  await embedded.stop();
}
