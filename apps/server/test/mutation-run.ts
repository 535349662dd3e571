import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo-seed.ts';

/**
 * `npm run test:mutation [-- stryker options]`: Stryker on the safety rules (stryker.config.mjs).
 * The demo database is migrated and seeded once, here, on an embedded PostgreSQL of its own
 * (`.data/pg-mutation`, port TEST_PG_PORT or a free one); every Stryker worker, including one
 * restarted after a mutant that hung, copies it in a second (test/mutation-global-setup.ts)
 * instead of seeding again.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const TEMPLATE = 'mentor_mutation';

const embedded = await startEmbeddedPostgres(
  path.join(root, '.data', 'pg-mutation'),
  process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : undefined,
);
let code = 1;
try {
  await embedded.ensureDatabase(TEMPLATE, { recreate: true });
  const url = embedded.connectionString(TEMPLATE);
  // Copies left by workers of an interrupted run.
  const admin = new pg.Client({ connectionString: embedded.connectionString('postgres') });
  await admin.connect();
  try {
    const left = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE}_%'`,
    );
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const handle = createDatabase(url, 2);
  console.log('Migrating and seeding the demo database for the mutation run...');
  await migrate(handle.pool);
  await seedDemo(handle.db);
  await handle.close();
  code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['stryker', 'run', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_DATABASE_URL: url },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
} finally {
  await embedded.stop();
}
process.exit(code);
