import { servedPath } from '@mentor/contract/common/endpoint';
import { DECLARED_ENDPOINTS } from '@mentor/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validValue } from '../../test/sweeps/valid-input.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import {
  IDEMPOTENCY_HEADER_NAME,
  OTP_HEADER_NAME,
  REASON_HEADER_NAME,
  REPLAYED_HEADER_NAME,
} from './openapi-policy.ts';

/**
 * The served API document says what the server requires: the headers of each operation's policy,
 * the query parameters its validation refuses to go without (and no others), and the reason of
 * the operations that ask for one.
 */

type Parameter = { in: string; name: string; required?: boolean; schema?: { default?: unknown } };
type Schema = { properties?: Record<string, unknown>; required?: string[]; anyOf?: Schema[] };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await startTestApp();
  const res = await ctx.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await ctx.close();
});

/** Fastify's `:param` form of a route as the document writes it. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function routes() {
  return ctx.app.registeredRoutes.flatMap((route) => {
    const op = doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
    return op ? [{ ...route, op }] : [];
  });
}

const header = (op: Operation, name: string) =>
  op.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase());

describe('headers of the policy', () => {
  it('asks for a one-time code exactly where the server checks one', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(300);
    const withCode = all.filter((r) => r.policy.otp);
    expect(withCode.length).toBeGreaterThan(15);
    for (const { method, url, policy, op } of all) {
      expect(header(op, OTP_HEADER_NAME)?.required, `${method} ${url}`).toBe(policy.otp ? true : undefined);
    }
  });

  it('takes an Idempotency-Key on every write, required for money actions, and says when an answer is repeated', () => {
    const writes = routes().filter((r) => r.method !== 'GET' && !r.policy.public);
    expect(writes.filter((r) => r.policy.idempotency === 'required').length).toBeGreaterThanOrEqual(5);
    for (const { method, url, policy, op } of writes) {
      const upload = Boolean(op.requestBody?.content?.['multipart/form-data']);
      const key = header(op, IDEMPOTENCY_HEADER_NAME);
      if (upload) {
        expect(key, `${method} ${url}`).toBeUndefined();
        continue;
      }
      expect(key?.required, `${method} ${url}`).toBe(policy.idempotency === 'required');
      const successes = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      expect(successes.length, `${method} ${url}`).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        expect(Boolean(response.headers?.[REPLAYED_HEADER_NAME]), `${method} ${url} ${status}`).toBe(
          !policy.secretAnswer,
        );
      }
    }
  });

  it('declares no header on reads beyond the one-time code', () => {
    for (const { method, url, op } of routes().filter((r) => r.method === 'GET')) {
      const names = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect(
        names.filter((n) => n !== OTP_HEADER_NAME),
        `${method} ${url}`,
      ).toEqual([]);
    }
  });
});

describe('required is what the server requires', () => {
  const withQuery = DECLARED_ENDPOINTS.filter((e) => e.query);

  it('marks a query parameter required exactly when the call is refused without it', () => {
    expect(withQuery.length).toBeGreaterThan(60);
    for (const endpoint of withQuery) {
      const op = doc.paths[servedPath(endpoint)]?.[endpoint.method.toLowerCase()];
      const where = `${endpoint.method} ${servedPath(endpoint)}`;
      const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
      const required = query.filter((p) => p.required).map((p) => p.name);
      const full = validValue(endpoint.query);
      expect(full.issues, where).toEqual([]);
      const values = (full.value ?? {}) as Record<string, unknown>;
      // Only the required ones: accepted (the optional ones, array filters included, may be left out).
      const minimal = Object.fromEntries(required.map((name) => [name, values[name]]));
      const parsed = endpoint.query?.safeParse(minimal);
      expect(parsed?.error?.issues ?? [], where).toEqual([]);
      // Each required one left out: refused, on that parameter.
      for (const name of required) {
        const { [name]: _left, ...rest } = minimal;
        const refused = endpoint.query?.safeParse(rest);
        expect(
          refused?.error?.issues.some((i) => i.path[0] === name),
          `${where} without ${name}`,
        ).toBe(true);
      }
    }
  });

  it('shows the default a missing filter takes', () => {
    const list = doc.paths['/api/v1/payment']?.get?.parameters ?? [];
    const byName = new Map(list.map((p) => [p.name, p]));
    expect(byName.get('date_kind')).toMatchObject({ required: false, schema: { default: 'dt_payment' } });
    expect(byName.get('status')?.required).toBe(false);
    for (const name of ['payment_type', 'start', 'end']) expect(byName.get(name)?.required, name).toBe(true);
  });

  it('refuses a payment list without its period, as the document says', async () => {
    const token = await ctx.token('superadmin');
    const res = await ctx.app.inject({
      url: '/api/v1/payment?payment_type=TED&start=2026-01-01',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ end: ['O campo Período deve ter uma data final'] });
  });

  it('requires the reason of every operation that asks for one, in its body or headers', async () => {
    const token = await ctx.token('superadmin');
    const reasoned = routes().filter((r) => r.policy.reason);
    expect(reasoned.length).toBeGreaterThanOrEqual(10);
    for (const { method, url, op } of reasoned) {
      const where = `${method} ${url}`;
      const body = op.requestBody?.content?.['application/json']?.schema;
      const objects = body ? [body, ...(body.anyOf ?? [])].filter((s) => s.properties) : [];
      if (objects.length > 0) {
        for (const object of objects) expect(object.required, where).toContain('reason_code');
      } else {
        expect(header(op, REASON_HEADER_NAME)?.required, where).toBe(true);
      }
      // Sent without one, the call is refused on the reason before anything else of its input.
      const res = await ctx.app.inject({
        method: method as 'POST',
        url: url.replace(/:([A-Za-z_]\w*)/g, '1'),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, where).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), where).toContain('reason_code');
    }
  });
});
