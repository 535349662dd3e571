import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import type { StoredUser } from './stored-user';
import { checkToken } from './token-check';

const NOW = 1_700_000_000_000;
const userWith = (secondsLeft: number): StoredUser => ({
  access_token: 'a',
  expires_at: NOW / 1000 + secondsLeft,
  profile: {},
});

function session(user: StoredUser | null, renew: () => Promise<unknown>) {
  const manager = { signinSilent: vi.fn(renew), removeUser: vi.fn(async () => undefined) };
  const load = vi.fn(async () => manager as unknown as UserManager);
  return { manager, load, session: { getUser: () => user, userManager: load } };
}

describe('the 10-second token check', () => {
  it('leaves a token with a minute or more alone, without fetching the client', async () => {
    const { load, session: s } = session(userWith(60), async () => ({}));
    const onExpired = vi.fn();
    await checkToken(s, onExpired, NOW);
    expect(load).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('renews a token with under a minute left', async () => {
    const { manager, session: s } = session(userWith(59), async () => ({ access_token: 'b' }));
    const onExpired = vi.fn();
    await checkToken(s, onExpired, NOW);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('clears the user and sends them to sign in when renewal fails', async () => {
    const { manager, session: s } = session(userWith(-5), async () => {
      throw new Error('invalid_grant');
    });
    const onExpired = vi.fn();
    await checkToken(s, onExpired, NOW);
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('sends a user with no stored session to sign in', async () => {
    const { load, session: s } = session(null, async () => ({}));
    const onExpired = vi.fn();
    await checkToken(s, onExpired, NOW);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
