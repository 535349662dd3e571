import pg from 'pg';
import { seededDatabaseUrl, testDatabaseUrl } from './test-database.ts';

/**
 * Mutation testing only (vitest.mutation.config.ts): Stryker runs the same test files again for
 * every mutant in one process, so each file starts from a fresh copy of the seeded demo database,
 * as it does in a normal run. Without it a file's second run would meet the rows its first run
 * wrote and fail for that reason, counting a mutant as caught when no rule caught it.
 */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

const admin = new URL(testDatabaseUrl());
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${quote(nameOf(testDatabaseUrl()))} WITH (FORCE)`);
  await client.query(
    `CREATE DATABASE ${quote(nameOf(testDatabaseUrl()))} TEMPLATE ${quote(nameOf(seededDatabaseUrl()))}`,
  );
} finally {
  await client.end();
}
