import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker (`VITEST_POOL_ID` 1, 2, …), each a copy of the migrated demo data. */
    databaseUrls: string[];
    /** The migrated demo database the copies are made from, as seeded: read it, never write. */
    seededDatabaseUrl: string;
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function adminQuery(url: string, statements: string[]): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/**
 * The databases the workers use: copies of the migrated and seeded one (`CREATE DATABASE …
 * TEMPLATE`), named after it with `_w1`, `_w2`…, so test files running side by side never see
 * each other's writes.
 */
async function workerCopies(url: string, workers: number): Promise<string[]> {
  const urls: string[] = [];
  for (let worker = 1; worker <= workers; worker++) {
    const copy = new URL(url);
    const name = `${databaseOf(url)}_w${worker}`;
    copy.pathname = `/${encodeURIComponent(name)}`;
    await adminQuery(url, [
      `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`,
      `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(databaseOf(url))}`,
    ]);
    urls.push(copy.toString());
  }
  return urls;
}

/**
 * Drops and recreates the database named in `url` through the server's `postgres` database
 * (the role in the URL needs CREATEDB). `WITH (FORCE)` ends connections left by an aborted run.
 */
async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!database) throw new Error('TEST_DATABASE_URL / DATABASE_URL must name a database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * The database the suite may drop: `TEST_DATABASE_URL` as given; with only `DATABASE_URL`, a
 * database beside it whose name ends in `_test`, so the suite never wipes the data it serves.
 */
export function externalTestDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.TEST_DATABASE_URL) return env.TEST_DATABASE_URL;
  if (!env.DATABASE_URL) return null;
  const url = new URL(env.DATABASE_URL);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'mentor';
  url.pathname = `/${encodeURIComponent(name.endsWith('_test') ? name : `${name}_test`)}`;
  return url.toString();
}

/**
 * The embedded PostgreSQL library ends the process with code 0 on `beforeExit` (its exit hook),
 * which would turn a failed run into a passing one: the code the runner set is kept.
 */
function keepFailureExitCode(): void {
  let failed: string | number | undefined;
  process.prependListener('beforeExit', () => {
    failed = process.exitCode || undefined;
  });
  process.on('exit', () => {
    if (failed) process.exitCode = failed;
  });
}

/**
 * Server tests run against a real PostgreSQL, in a database recreated for every run, migrated
 * and loaded with the demo data. By default the embedded one, in its own data directory; with
 * `TEST_DATABASE_URL` (or `DATABASE_URL`) any PostgreSQL 15+ server, e.g. Debian's package.
 */
export default async function setup(project: TestProject) {
  keepFailureExitCode();
  const external = externalTestDatabaseUrl();
  let url: string;
  let stop: () => Promise<void> = async () => {};
  if (external) {
    await recreateDatabase(external);
    url = external;
  } else {
    const root = path.resolve(import.meta.dirname, '../../..');
    const port = Number(process.env.TEST_PG_PORT ?? 54330);
    const embedded = await startEmbeddedPostgres(
      path.join(root, process.env.TEST_PG_DIR ?? '.data/pg-test'),
      port,
    );
    await embedded.ensureDatabase('mentor_test', { recreate: true });
    url = embedded.connectionString('mentor_test');
    stop = () => embedded.stop();
  }
  const handle = createDatabase(url, 2);
  await migrate(handle.pool);
  await seedDemo(handle.db);
  await handle.close();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  project.provide('databaseUrls', await workerCopies(url, workers));
  project.provide('seededDatabaseUrl', url);
  return stop;
}
