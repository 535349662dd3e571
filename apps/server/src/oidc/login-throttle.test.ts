import { afterAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-app.ts';
import { testDatabaseUrl } from '../../test/test-database.ts';
import { createDatabase } from '../db/database.ts';
import { LoginThrottle, type SignInThrottleRules } from './login-throttle.ts';

const handle = createDatabase(testDatabaseUrl(), 8);
afterAll(async () => {
  await handle.close();
});

const RULES: SignInThrottleRules = {
  lock: { limit: 3, windowSeconds: 60, spacingSeconds: 0 },
  perUsername: { limit: 4, windowSeconds: 600, spacingSeconds: 30 },
  perSource: { limit: 100, windowSeconds: 60, spacingSeconds: 1 },
};

describe('sign-in throttle (PostgreSQL)', () => {
  it('locks a username for one client only, whatever its spelling, until the window passes', async () => {
    const clock = createTestClock();
    const throttle = new LoginThrottle(handle.db, RULES, clock);
    for (let i = 0; i < 3; i++) {
      const taken = await throttle.take({
        username: i % 2 ? 'ana.lock' : ' ANA.Lock',
        source: '203.0.113.1',
      });
      expect(taken.allowed).toBe(true);
    }
    expect(await throttle.take({ username: 'ana.lock', source: '203.0.113.1' })).toEqual({
      allowed: false,
      reason: 'locked',
    });
    // Another replica (another instance on the same database) sees the same lock.
    const replica = new LoginThrottle(handle.db, RULES, clock);
    expect((await replica.take({ username: 'Ana.Lock', source: '203.0.113.1' })).allowed).toBe(false);
    // Another address, and the owner's browser at the same address, are not locked.
    expect((await throttle.take({ username: 'ana.lock', source: '198.51.100.9' })).allowed).toBe(true);
    expect(
      (await throttle.take({ username: 'ana.lock', source: '203.0.113.1', knownDevice: 'browser-1' }))
        .allowed,
    ).toBe(true);
    clock.advance(61_000);
    expect((await throttle.take({ username: 'ana.lock', source: '203.0.113.1' })).allowed).toBe(true);
  });

  it('takes exactly the attempts left when many arrive at once', async () => {
    const throttle = new LoginThrottle(handle.db, { ...RULES, lock: { ...RULES.lock, limit: 10 } });
    const locked = await Promise.all(
      Array.from({ length: 40 }, () =>
        throttle.take({ username: 'bruno.rajada', source: '203.0.113.2', knownDevice: 'browser-9' }),
      ),
    );
    expect(locked.filter((v) => v.allowed)).toHaveLength(10);
    // From 40 addresses at once: the username's 4 free attempts and 1 spaced one.
    const slowed = await Promise.all(
      Array.from({ length: 40 }, (_, n) => throttle.take({ username: 'bia.rajada', source: `192.0.2.${n}` })),
    );
    expect(slowed.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('slows a username down from many addresses: one attempt per spacing past the free ones', async () => {
    const clock = createTestClock();
    const throttle = new LoginThrottle(handle.db, RULES, clock);
    const from = (n: number) => ({ username: 'carla.lenta', source: `192.0.2.${n}` });
    for (let n = 1; n <= 4; n++) expect((await throttle.take(from(n))).allowed).toBe(true);
    // Past the free attempts: one goes through, the next waits for the spacing.
    expect((await throttle.take(from(5))).allowed).toBe(true);
    expect(await throttle.take(from(6))).toEqual({ allowed: false, reason: 'slowed' });
    // The refused attempt took nothing from its address's lock.
    const lock = await handle.db
      .selectFrom('sign_in_throttle')
      .select('failures')
      .where('key', '=', LoginThrottle.lockKey(from(6)))
      .executeTakeFirst();
    expect(lock?.failures ?? 0).toBe(0);
    // A browser where the owner signed in before is not slowed.
    expect((await throttle.take({ ...from(6), knownDevice: 'browser-2' })).allowed).toBe(true);
    clock.advance(30_000);
    expect((await throttle.take(from(7))).allowed).toBe(true);
    expect((await throttle.take(from(8))).allowed).toBe(false);
  });

  it('a successful sign-in clears its client and gives its attempt back', async () => {
    const throttle = new LoginThrottle(handle.db, RULES);
    const attempt = { username: 'davi.volta', source: '203.0.113.3' };
    await throttle.take(attempt);
    await throttle.take(attempt);
    const last = await throttle.take(attempt);
    if (!last.allowed) throw new Error('expected the third attempt through');
    expect(throttle.locksClient(last.attempt)).toBe(true);
    await throttle.succeeded(last.attempt);
    expect((await throttle.take(attempt)).allowed).toBe(true);
    const user = await handle.db
      .selectFrom('sign_in_throttle')
      .select('failures')
      .where('key', '=', LoginThrottle.usernameKey('davi.volta'))
      .executeTakeFirstOrThrow();
    expect(user.failures).toBe(3);
  });
});
