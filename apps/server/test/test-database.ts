import { inject } from 'vitest';

/**
 * The database of this test worker: server test files run on several workers at once, each on
 * its own copy of the demo data (test/global-setup.ts), one file after another within a worker.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(Math.max(worker, 1) - 1) % urls.length];
  if (!url) throw new Error('the server test project provides no database');
  return url;
}

/**
 * The demo database as seeded, which no test changes: for checks that compare with the data a
 * fresh start has (read it, never write).
 */
export function seededDatabaseUrl(): string {
  return inject('seededDatabaseUrl');
}
