import type { ConsoleConfig } from '@mentor/contract/platform';
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { isCallbackPath, isUnexpired, parseStoredUser, readStoredUser, secondsLeft } from './stored-user';

const config = {
  auth: {
    authority: 'http://localhost:3000/auth/realms/mentor',
    clientId: 'mentor-console',
    scope: 'openid',
    realm: 'mentor',
    redirectPath: '/oidc-callback',
    postLogoutRedirectPath: '/',
  },
} as unknown as ConsoleConfig;

describe('the stored user', () => {
  it('is read from where the OpenID Connect client stores it', async () => {
    const manager = new UserManager({
      authority: config.auth.authority,
      client_id: config.auth.clientId,
      redirect_uri: 'http://localhost/oidc-callback',
      userStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    await manager.storeUser(
      new User({
        access_token: 'access.token.value',
        id_token: 'id.token.value',
        refresh_token: 'refresh-value',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: 'x', aud: 'y', exp: 0, iat: 0, preferred_username: 'financeiro' },
        expires_at: 2_000_000_000,
      }),
    );
    expect(readStoredUser(config)).toEqual({
      access_token: 'access.token.value',
      id_token: 'id.token.value',
      refresh_token: 'refresh-value',
      expires_at: 2_000_000_000,
      profile: expect.objectContaining({ preferred_username: 'financeiro' }),
    });
    await manager.removeUser();
    expect(readStoredUser(config)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{oops'],
    ['a user without an access token', '{"profile":{}}'],
    ['an expiry that is not a number', '{"access_token":"a","expires_at":"soon"}'],
  ])('counts %s as no user', (_case, text) => {
    expect(parseStoredUser(text)).toBeNull();
  });

  it('knows how long the token has left', () => {
    const user = { access_token: 'a', expires_at: 1_000, profile: {} };
    expect(secondsLeft(user, 940_000)).toBe(60);
    expect(isUnexpired(user, 999_000)).toBe(true);
    expect(isUnexpired(user, 1_000_000)).toBe(false);
    expect(isUnexpired({ access_token: 'a', profile: {} }, 5)).toBe(true);
  });

  it('recognises the callback in either language', () => {
    expect(isCallbackPath(config, '/oidc-callback')).toBe(true);
    expect(isCallbackPath(config, '/en/oidc-callback')).toBe(true);
    expect(isCallbackPath(config, '/management/tpv')).toBe(false);
  });
});
