import path from 'node:path';
import { loadEnv } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';

/** Opens the same database `npm start` uses (embedded unless DATABASE_URL is set), migrated. */
export async function openCliDatabase(): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const env = loadEnv();
  const root = path.resolve(process.env.INIT_CWD ?? process.cwd());
  if (env.DATABASE_URL) {
    const handle = createDatabase(env.DATABASE_URL, 4);
    await migrate(handle.pool);
    return { handle, close: () => handle.close() };
  }
  const embedded = await startEmbeddedPostgres(path.resolve(root, env.DATA_DIR, 'pg'), env.EMBEDDED_PG_PORT);
  await embedded.ensureDatabase('mentor');
  const handle = createDatabase(embedded.connectionString('mentor'), 4);
  await migrate(handle.pool);
  return {
    handle,
    close: async () => {
      await handle.close();
      await embedded.stop();
    },
  };
}
