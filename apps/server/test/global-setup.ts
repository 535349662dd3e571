import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Server tests run against a real PostgreSQL: the embedded one, in its own data directory and
 * a database recreated for every run, migrated and loaded with the demo data.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const port = Number(process.env.TEST_PG_PORT ?? 54330);
  const pg = await startEmbeddedPostgres(path.join(root, process.env.TEST_PG_DIR ?? '.data/pg-test'), port);
  await pg.ensureDatabase('mentor_test', { recreate: true });
  const url = pg.connectionString('mentor_test');
  const handle = createDatabase(url, 2);
  await migrate(handle.pool);
  await seedDemo(handle.db);
  await handle.close();
  project.provide('databaseUrl', url);
  return async () => {
    await pg.stop();
  };
}
