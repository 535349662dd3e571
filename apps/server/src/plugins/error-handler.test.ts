import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('error bodies', () => {
  it('answers an unknown API path with the JSON error body', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Rota GET /api/v1/does-not-exist não encontrada.',
      error: 'Not Found',
      detail: null,
      errors: null,
    });
  });

  it('answers an unknown sign-in path with the JSON error body; the provider still serves its own', async () => {
    for (const url of ['/auth/nao-existe', '/auth/token/x/y', '/auth/interactionx']) {
      const res = await fetch(`${ctx.baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toContain('application/json');
      expect(await res.json()).toMatchObject({ error: 'Not Found', detail: null, errors: null });
    }
    const discovery = await fetch(`${ctx.baseUrl}/auth/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${ctx.baseUrl}/auth`);
    expect((await fetch(`${ctx.baseUrl}/auth/jwks`)).status).toBe(200);
  });

  it('answers a malformed JSON body with 400 and a clear message, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/saved-views',
      headers: {
        authorization: `Bearer ${await ctx.token('assistente')}`,
        'content-type': 'application/json',
      },
      payload: '{"screen": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('answers a body of the wrong shape with 422 and one entry per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/saved-views',
      headers: { authorization: `Bearer ${await ctx.token('assistente')}` },
      payload: { screen: '', name: 'x'.repeat(81), query: 'not-an-object' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Os dados enviados são inválidos.');
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'query', 'screen']);
    expect(body.errors.name).toEqual(['O campo Nome deve ter no máximo 80 caracteres']);
  });

  it('sets security headers and a request id', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('publishes the OpenAPI document with every API route', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/v1/project');
    expect(paths).toContain('/api/v1/history/{table_context}');
  });
});
