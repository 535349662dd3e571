import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the server tests under Stryker (vitest.mutation.config.ts): the demo database
 * was seeded once by test/mutation-run.ts (`MUTATION_DATABASE_URL`, never connected to by a
 * test); this worker gets two copies of it, one its files write to and one they may only read
 * (`seededDatabaseUrl`), dropped at the end. Each file then starts from a fresh copy
 * (test/mutation-setup.ts).
 */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

function withName(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}

export async function adminQuery(url: string, statements: string[]): Promise<void> {
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

/** Replaces database `name` by a copy of the seeded template. */
export async function copyTemplate(template: string, name: string): Promise<void> {
  await adminQuery(template, [
    `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`,
    `CREATE DATABASE ${quote(name)} TEMPLATE ${quote(nameOf(template))}`,
  ]);
}

export default async function setup(project: TestProject) {
  const template = process.env.MUTATION_DATABASE_URL;
  if (!template)
    throw new Error('run the mutation tests with `npm run test:mutation` (test/mutation-run.ts)');
  const worker = process.env.STRYKER_MUTATOR_WORKER ?? 'main';
  const writable = `${nameOf(template)}_w${worker}`;
  const seeded = `${nameOf(template)}_s${worker}`;
  await copyTemplate(template, writable);
  await copyTemplate(template, seeded);
  project.provide('databaseUrls', [withName(template, writable)]);
  project.provide('seededDatabaseUrl', withName(template, seeded));
  return async () => {
    await adminQuery(template, [
      `DROP DATABASE IF EXISTS ${quote(writable)} WITH (FORCE)`,
      `DROP DATABASE IF EXISTS ${quote(seeded)} WITH (FORCE)`,
    ]);
  };
}
