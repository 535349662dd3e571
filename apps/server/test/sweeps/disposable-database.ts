import pg from 'pg';
import { seededDatabaseUrl } from '../test-database.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function admin(url: string, statements: string[]): Promise<void> {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the seeded demo database for one test file that writes everywhere (a sweep over
 * every write): its changes never reach the worker's database the next files use. `drop()` in
 * the file's `afterAll` removes it.
 */
export async function disposableDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const seeded = seededDatabaseUrl();
  const source = decodeURIComponent(new URL(seeded).pathname.slice(1));
  const name = `${source}_${label}_${process.env.VITEST_POOL_ID ?? '1'}`;
  const url = new URL(seeded);
  url.pathname = `/${encodeURIComponent(name)}`;
  // The template must have no other session at that moment: a reader of the seeded data may hold
  // one for a few milliseconds, so the copy is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin(seeded, [
        `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`,
        `CREATE DATABASE ${quote(name)} TEMPLATE ${quote(source)}`,
      ]);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url: url.toString(),
    drop: () => admin(seeded, [`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`]),
  };
}
