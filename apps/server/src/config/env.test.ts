import { describe, expect, it } from 'vitest';
import { listenHost, loadEnv } from './env.ts';

describe('where the server listens', () => {
  it('answers only on this machine while the demo staff are loaded', () => {
    expect(listenHost(loadEnv({ NODE_ENV: 'development' }))).toBe('localhost');
    expect(listenHost(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe('localhost');
  });

  it('listens on every interface without the demo staff, and where HOST says when given', () => {
    expect(listenHost(loadEnv({ NODE_ENV: 'production' }))).toBe('0.0.0.0');
    expect(listenHost(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }))).toBe('0.0.0.0');
    expect(listenHost(loadEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' }))).toBe('0.0.0.0');
  });
});
