import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-database.ts';
import { createDatabase } from '../db/database.ts';
import { LoginThrottle } from './login-throttle.ts';

const handle = createDatabase(testDatabaseUrl(), 4);
afterAll(async () => {
  await handle.close();
});

describe('failed sign-in throttle (PostgreSQL)', () => {
  it('blocks a username after the limit, whatever its spelling, until the window passes', async () => {
    const throttle = new LoginThrottle(handle.db, { maxFailures: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(await throttle.isBlocked('Ana.Operadora ')).toBe(false);
      await throttle.recordFailure(i % 2 ? 'ana.operadora' : ' ANA.operadora');
    }
    expect(await throttle.isBlocked('ana.operadora')).toBe(true);
    // Another replica (another instance on the same database) sees the same lock.
    const replica = new LoginThrottle(handle.db, { maxFailures: 3, windowMs: 60_000 });
    expect(await replica.isBlocked('Ana.Operadora')).toBe(true);
    // The window ends.
    await handle.db
      .updateTable('login_throttle')
      .set({ window_start: new Date(Date.now() - 61_000) })
      .where('username', '=', 'ana.operadora')
      .execute();
    expect(await throttle.isBlocked('ana.operadora')).toBe(false);
    expect(await throttle.recordFailure('ana.operadora')).toBe(1);
  });

  it('counts concurrent failures one by one and forgets them after a successful sign-in', async () => {
    const throttle = new LoginThrottle(handle.db, { maxFailures: 50, windowMs: 60_000 });
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => throttle.recordFailure('bruno.paralelo')),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await throttle.reset('bruno.paralelo');
    expect(await throttle.recordFailure('bruno.paralelo')).toBe(1);
  });
});
