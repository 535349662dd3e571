import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { NUL_MESSAGE, nulPaths, registerInputGuard } from './input-guard.ts';

/** The NUL-byte guard on its own (the typed-input property test walks every route with it). */
let app: FastifyInstance;
let handled = 0;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  registerInputGuard(app);
  app.post('/echo/:name', async (request) => {
    handled += 1;
    return { params: request.params, query: request.query, body: request.body };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('input guard', () => {
  it('finds every string holding a NUL byte, by path, in keys too', () => {
    expect(nulPaths('a\u0000b')).toEqual(['']);
    expect(nulPaths('clean')).toEqual([]);
    expect(nulPaths(null)).toEqual([]);
    expect(nulPaths(42)).toEqual([]);
    expect(nulPaths({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1 })).toEqual(['b.c.1', 'k\u0000']);
    expect(nulPaths(['\u0000', ['\u0000']])).toEqual(['0', '1.0']);
    expect(nulPaths(Buffer.from('a\u0000b'))).toEqual([]);
    expect(nulPaths({ a: { 'k\u0000': 1 } })).toEqual(['a.k\u0000']);
  });

  it('stops after 20 findings and 32 levels deep', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, '\u0000']));
    expect(nulPaths(many)).toHaveLength(20);
    let deep: unknown = '\u0000';
    for (let level = 0; level < 33; level += 1) deep = { d: deep };
    expect(nulPaths(deep)).toEqual([]);
    let within: unknown = '\u0000';
    for (let level = 0; level < 32; level += 1) within = { d: within };
    expect(nulPaths(within)).toHaveLength(1);
    let deepArray: unknown = '\u0000';
    for (let level = 0; level < 33; level += 1) deepArray = [deepArray];
    expect(nulPaths(deepArray)).toEqual([]);
  });

  it('refuses a NUL byte in the path, the query or the body with field errors, before the handler', async () => {
    const before = handled;
    const answer = await app.inject({
      method: 'POST',
      url: '/echo/a%00b?q=x%00&ok=1',
      payload: { name: 'fine', items: ['bad\u0000'] },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ name: [NUL_MESSAGE], q: [NUL_MESSAGE], 'items.0': [NUL_MESSAGE] });
    const whole = await app.inject({
      method: 'POST',
      url: '/echo/x',
      payload: '"\\u0000"',
      headers: { 'content-type': 'application/json' },
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors).toEqual({ body: [NUL_MESSAGE] });
    expect(handled).toBe(before);
  });

  it('lets clean input through', async () => {
    const answer = await app.inject({ method: 'POST', url: '/echo/ok?q=1', payload: { name: 'fine' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ params: { name: 'ok' }, query: { q: '1' }, body: { name: 'fine' } });
  });
});
