import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('failed sign-in throttle', () => {
  it('blocks a username and address after the limit, until the window passes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000, now: () => now });
    const key = LoginThrottle.key('Ana.Operadora ', '10.0.0.1');
    expect(key).toBe(LoginThrottle.key('ana.operadora', '10.0.0.1'));

    for (let i = 0; i < 3; i++) {
      expect(throttle.isBlocked(key)).toBe(false);
      throttle.recordFailure(key);
    }
    expect(throttle.isBlocked(key)).toBe(true);
    expect(throttle.isBlocked(LoginThrottle.key('ana.operadora', '10.0.0.2'))).toBe(false);

    now += 60_000;
    expect(throttle.isBlocked(key)).toBe(false);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 });
    const key = LoginThrottle.key('bruno', '10.0.0.1');
    throttle.recordFailure(key);
    throttle.reset(key);
    throttle.recordFailure(key);
    expect(throttle.isBlocked(key)).toBe(false);
  });
});
