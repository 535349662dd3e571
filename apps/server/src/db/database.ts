import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

// bigint columns hold cents and counts, far below 2^53: read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric columns (rates, percentages) as numbers.
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(connectionString: string, max = 20): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, application_name: 'mentor-server' });
  // An idle connection ended by the server (a restart, a shutdown) is dropped, not a crash.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    close: () => db.destroy(),
  };
}
