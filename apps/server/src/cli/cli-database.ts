import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';

/** A tool asked for a database that is not there (it never creates one to read from). */
export class MissingDatabaseError extends Error {}

/** Where the server keeps its embedded PostgreSQL, as `npm start` resolves `DATA_DIR`. */
export function embeddedDataDir(env = loadEnv()): string {
  const root = path.resolve(process.env.INIT_CWD ?? process.cwd());
  return path.resolve(root, env.DATA_DIR, 'pg');
}

/**
 * Opens the same database `npm start` uses (embedded unless DATABASE_URL is set), migrated, and
 * says which on `describe`. With `existing`, a missing embedded database is an error naming the
 * directory looked in, rather than a new empty one.
 */
export async function openCliDatabase(
  options: { existing?: boolean } = {},
): Promise<{ handle: DatabaseHandle; close: () => Promise<void>; describe: string }> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    const handle = createDatabase(env.DATABASE_URL, 4);
    await migrate(handle.pool);
    const url = new URL(env.DATABASE_URL);
    return { handle, close: () => handle.close(), describe: `${url.host}${url.pathname}` };
  }
  const dataDir = embeddedDataDir(env);
  if (options.existing && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new MissingDatabaseError(
      `Nenhum banco em ${dataDir}. Use o mesmo DATA_DIR (ou DATABASE_URL) do servidor, ou inicie-o antes com npm start.`,
    );
  }
  const embedded = await startEmbeddedPostgres(dataDir, env.EMBEDDED_PG_PORT);
  await embedded.ensureDatabase('mentor');
  const handle = createDatabase(embedded.connectionString('mentor'), 4);
  await migrate(handle.pool);
  return {
    handle,
    describe: dataDir,
    close: async () => {
      await handle.close();
      await embedded.stop();
    },
  };
}
