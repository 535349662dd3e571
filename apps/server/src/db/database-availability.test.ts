import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-database.ts';
import { databaseUnavailable } from '../http/database-unavailable.ts';
import { createDatabase } from './database.ts';
import { isDatabaseUnreachable } from './database-availability.ts';
import { freePort } from './embedded-postgres.ts';

const handles: ReturnType<typeof createDatabase>[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

describe('database availability', () => {
  it('tells an unreachable database from a refused statement', async () => {
    const live = createDatabase(testDatabaseUrl(), 1);
    const gone = createDatabase(`postgres://nobody:x@127.0.0.1:${await freePort()}/none`, 1);
    handles.push(live, gone);

    const refused = await gone.pool.query('SELECT 1').catch((e: unknown) => e);
    expect(isDatabaseUnreachable(refused)).toBe(true);
    const invalid = await live.pool.query('SELECT 1/0').catch((e: unknown) => e);
    expect(isDatabaseUnreachable(invalid)).toBe(false);
    const terminated = await live.pool
      .query('SELECT pg_terminate_backend(pg_backend_pid())')
      .catch((e: unknown) => e);
    expect(isDatabaseUnreachable(terminated)).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });

  it('is away once a probe finds the database unreachable, and back when one reaches it', async () => {
    const port = await freePort();
    const gone = createDatabase(`postgres://nobody:x@127.0.0.1:${port}/none`, 1);
    const live = createDatabase(testDatabaseUrl(), 1);
    handles.push(gone, live);

    // A call that could not reach the database starts a probe, which confirms it.
    expect(gone.availability.available).toBe(true);
    gone.availability.report(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    await expect.poll(() => gone.availability.available).toBe(false);
    expect(await gone.availability.check()).toBe(false);

    // On a database that answers, the same report is only a probe that finds it there.
    live.availability.report(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(await live.availability.check()).toBe(true);
    expect(live.availability.available).toBe(true);
  });

  it('answers 503 in the API error body', () => {
    expect(databaseUnavailable().status).toBe(503);
    expect(databaseUnavailable().toBody()).toMatchObject({
      message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
      error: 'Service Unavailable',
    });
  });
});
