import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDatabaseAvailability, type DatabaseAvailability } from './database-availability.ts';
import type { DB } from './schema.ts';

// bigint columns hold cents and counts, far below 2^53: read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric columns (rates, percentages) as numbers.
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Whether the database answers; API calls answer 503 while it does not. */
  availability: DatabaseAvailability;
  close(): Promise<void>;
}

/**
 * A call waits at most this long for a connection (a new one to a database that does not answer,
 * or a free one of a busy pool), then fails with a 503 instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export function createDatabase(connectionString: string, max = 20): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: 'mentor-server',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const availability = createDatabaseAvailability(connectionString);
  // A connection ended by the server (a crash, a restart, a shutdown) is dropped, not a crash of
  // this process: idle ones through the pool's listener, checked-out ones (a transaction between
  // two statements) through their own, which node-postgres would otherwise throw from. Either
  // one leads to a probe, which tells one ended connection from a database that is gone.
  const probe = () => void availability.check();
  pool.on('error', probe);
  pool.on('connect', (client) => {
    client.on('error', probe);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    availability,
    close: async () => {
      availability.stop();
      await db.destroy();
    },
  };
}
