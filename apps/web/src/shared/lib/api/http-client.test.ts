import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, DEFAULT_ERROR_MESSAGE, NO_RESPONSE_MESSAGE } from './api-error';
import { buildUrl, createHttpClient, type HttpClientSettings } from './http-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(fetchImpl: typeof fetch, overrides: Partial<HttpClientSettings> = {}) {
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn(fetchImpl);
  const client = createHttpClient({
    baseUrl: () => '/api',
    headers: () => ({ 'x-extra': 'yes' }),
    getAccessToken: () => 'token-123',
    onUnauthorized,
    otpHeader: () => 'x-otp',
    confirmOtp: (send) => send('654321'),
    cache: 'no-store',
    fetch: fetchMock,
    ...overrides,
  });
  return { client, fetchMock, onUnauthorized };
}

function requestOf(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const args = fetchMock.mock.calls[call];
  const url = String(args?.[0]);
  const init: RequestInit = args?.[1] ?? {};
  const headers = new Headers(init.headers);
  return { url, init, headers };
}

describe('buildUrl', () => {
  it('joins base and path, repeats list keys and skips empty values', () => {
    expect(
      buildUrl('/api/', '/v1/project', { sortBy: 'trade', status: ['A', 'B'], empty: '', none: null }),
    ).toBe('/api/v1/project?sortBy=trade&status=A&status=B');
    expect(buildUrl('/gateway', 'spe-x/v1/all')).toBe('/gateway/spe-x/v1/all');
  });
});

describe('createHttpClient', () => {
  it('sends the bearer token, JSON body, extra headers and no-store cache, and parses with the schema', async () => {
    const { client, fetchMock } = setup(async () => jsonResponse(200, { id: 7, trade: 'Loja' }));
    const result = await client.post(
      '/v1/project',
      { trade: 'Loja' },
      { schema: z.object({ id: z.number(), trade: z.string() }) },
    );

    expect(result).toEqual({ id: 7, trade: 'Loja' });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/v1/project');
    expect(init.method).toBe('POST');
    expect(init.cache).toBe('no-store');
    expect(init.body).toBe('{"trade":"Loja"}');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-extra')).toBe('yes');
  });

  it('rejects a response that does not match the schema', async () => {
    const { client } = setup(async () => jsonResponse(200, { id: 'not a number' }));
    await expect(client.get('/v1/x', { schema: z.object({ id: z.number() }) })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('asks for a one-time code and sends it in x-otp, or in the header named', async () => {
    let asked = 0;
    const confirmOtp = <R>(send: (code: string) => Promise<R>) => {
      asked += 1;
      return send('123456');
    };
    const { client, fetchMock } = setup(async () => new Response(null, { status: 204 }), { confirmOtp });

    await client.request('PUT', '/v1/terminal/1', { body: { a: 1 }, otp: true });
    await client.request('PUT', '/v1/terminal/1', { body: { a: 1 }, otp: { header: 'x-custom-otp' } });

    expect(asked).toBe(2);
    expect(requestOf(fetchMock, 0).headers.get('x-otp')).toBe('123456');
    expect(requestOf(fetchMock, 1).headers.get('x-custom-otp')).toBe('123456');
    expect(requestOf(fetchMock, 1).headers.get('x-otp')).toBeNull();
  });

  it('rejects HTTP errors with status and body', async () => {
    const body = { message: 'Sem permissão', error: 'Forbidden' };
    const { client, onUnauthorized } = setup(async () => jsonResponse(403, body));
    const error = await client.get('/v1/role').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, data: body, message: 'Sem permissão', response: undefined });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the default message when the error has no body', async () => {
    const { client } = setup(async () => new Response(null, { status: 500 }));
    await expect(client.get('/v1/x')).rejects.toMatchObject({
      status: 500,
      message: DEFAULT_ERROR_MESSAGE,
      data: { message: DEFAULT_ERROR_MESSAGE },
    });
  });

  it('keeps the full response when preserve-response is true', async () => {
    const { client } = setup(async () =>
      jsonResponse(409, { message: 'Conflito' }, { 'preserve-response': 'true' }),
    );
    const error = await client.get('/v1/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    if (error instanceof ApiError) {
      expect(error.response).toBeInstanceOf(Response);
      expect(error.response?.headers.get('preserve-response')).toBe('true');
    }
  });

  it('signals a 401 and still rejects', async () => {
    const { client, onUnauthorized } = setup(async () => jsonResponse(401, { message: 'Unauthorized' }));
    await expect(client.get('/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("rejects with status 0 and the failure's message when no response arrives", async () => {
    const { client } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/v1/x')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });

    const silent = setup(async () => {
      throw new TypeError('');
    });
    await expect(silent.client.get('/v1/x')).rejects.toMatchObject({
      status: 0,
      message: NO_RESPONSE_MESSAGE,
    });
  });
});
