import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { consoleClientUris, parseExtraOrigins } from './console-client.ts';

describe('console client registration', () => {
  it('allows the public URL, its local variants and extra origins', () => {
    const env = loadEnv({ PORT: '3000', PUBLIC_URL: 'https://mentor.example.com.br/' });
    const uris = consoleClientUris(
      env,
      parseExtraOrigins(' http://localhost:5173/ ,https://dev.example.com.br'),
    );
    expect(uris.origins).toEqual([
      'https://mentor.example.com.br',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'https://dev.example.com.br',
    ]);
    expect(uris.redirectUris).toContain('https://mentor.example.com.br/oidc-callback');
    expect(uris.redirectUris).toContain('https://mentor.example.com.br/en/oidc-callback');
    expect(uris.redirectUris).toContain('http://127.0.0.1:3000/oidc-callback');
    expect(uris.redirectUris).toContain('http://localhost:5173/en/oidc-callback');
    expect(uris.redirectUris).toHaveLength(10);
    expect(uris.postLogoutRedirectUris.slice(0, 2)).toEqual([
      'https://mentor.example.com.br/',
      'https://mentor.example.com.br/en',
    ]);
  });

  it('does not repeat the public URL when it is a local one', () => {
    const uris = consoleClientUris(loadEnv({ PORT: '3000' }), []);
    expect(uris.origins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('rejects an extra origin that is not http(s)', () => {
    expect(() => parseExtraOrigins('ftp://files.example.com')).toThrow(/OIDC_EXTRA_ORIGINS/);
    expect(() => parseExtraOrigins('not a url')).toThrow(/OIDC_EXTRA_ORIGINS/);
  });
});
