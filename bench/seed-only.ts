import { parseArgs } from 'node:util';
import { openBenchDatabase } from './bench-database.ts';

/** Seeds (or tops up) the benchmark database without measuring: `npx tsx bench/seed-only.ts --rows N`. */
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000000' } } });
const db = await openBenchDatabase(Number(values.rows), (line) => console.log(line));
await db.handle.close();
await db.embedded.stop();
