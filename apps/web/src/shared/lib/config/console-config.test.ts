import { servedPath } from '@mentor/contract/common/endpoint';
import { platform } from '@mentor/contract/platform-endpoints';
import { describe, expect, it, vi } from 'vitest';
import { loadConsoleConfig, parseConsoleConfig } from './console-config';

const document = {
  productName: 'Mentor',
  environment: 'production',
  auth: {
    authority: 'http://localhost/auth',
    clientId: 'console',
    scope: 'openid',
    realm: 'mentor',
    redirectPath: '/oidc-callback',
    postLogoutRedirectPath: '/',
  },
  api: { mainBaseUrl: '/api', backofficeBaseUrl: '/gateway', backofficeClientId: 'bo', otpHeader: 'x-otp' },
  idleLimitSeconds: 900,
  postcodeBaseUrl: 'https://viacep.com.br/ws',
  logoBaseUrl: '/logos',
};

describe('configuration document', () => {
  it('accepts the document the server answers', () => {
    expect(parseConsoleConfig(document)).toEqual(document);
  });

  it.each([
    ['an unknown environment', { ...document, environment: 'staging' }],
    ['a missing auth field', { ...document, auth: { ...document.auth, clientId: undefined } }],
    ['an api field of another type', { ...document, api: { ...document.api, otpHeader: 1 } }],
    ['a negative idle limit', { ...document, idleLimitSeconds: -1 }],
    ['a fractional idle limit', { ...document, idleLimitSeconds: 1.5 }],
    ['no document at all', null],
  ])('refuses %s', (_case, value) => {
    expect(() => parseConsoleConfig(value)).toThrow();
  });

  it('is read where the server serves it, without a token', async () => {
    const fetcher = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(document), { headers: { 'content-type': 'application/json' } }),
    );
    expect(await loadConsoleConfig(fetcher as typeof fetch)).toEqual(document);
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(servedPath(platform.readConfig));
    expect(new Headers(fetcher.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    expect(platform.readConfig.policy.public).toBe(true);
  });

  it('refuses an answer that is not 2xx', async () => {
    const fetcher = (async () => new Response('no', { status: 503 })) as typeof fetch;
    await expect(loadConsoleConfig(fetcher)).rejects.toThrow('503');
  });
});
