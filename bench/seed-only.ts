import { parseArgs } from 'node:util';
import { openBenchDatabase, topUpReceivables } from './bench-database.ts';

/**
 * Seeds (or tops up) the benchmark database without measuring:
 * `npx tsx bench/seed-only.ts --rows N [--receivables]` (with `--receivables`, the installments
 * of every generated transaction too).
 */
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000000' },
    receivables: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(line);
const db = await openBenchDatabase(Number(values.rows), log);
if (values.receivables) {
  const started = Date.now();
  const made = await topUpReceivables(db.handle, log);
  log(`${made} recebíveis em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await db.handle.close();
await db.embedded.stop();
