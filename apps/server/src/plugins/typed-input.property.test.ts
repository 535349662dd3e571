import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Property: whatever a user can type into any route of the OpenAPI document (values of the
 * wrong type, NUL bytes, dates that match the pattern but do not exist, integers beyond what a
 * column holds), the answer is never a 5xx.
 */
let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await startTestApp();
  token = await ctx.token('superadmin');
});
afterAll(async () => {
  await ctx.close();
});

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  bodyProps: Record<string, unknown> | null;
  multipart: boolean;
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, unknown>; items?: unknown };

function operationsOf(doc: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: json ? ((json.properties as Record<string, unknown> | undefined) ?? {}) : null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** Values a user can type that are wrong for some field. */
const nasty = fc.oneof(
  fc.constantFrom(
    '3000000000',
    '1000000000',
    '-1',
    '99999999999999999999',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    'a\u0000b',
    '\u0000',
    'não é número',
    '',
    ' ',
    '1e309',
    'NaN',
    '0x10',
    '1.5',
  ),
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000`),
  fc.integer({ min: 2_147_483_648, max: 9_999_999_999 }).map(String),
);

const nastyJson = fc.oneof(
  nasty,
  fc.constantFrom(3_000_000_000, 1_000_000_000, -5, 1.5, 1e20, true, null, [], {}, ['a\u0000'], {
    a: '\u0000',
  }),
);

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));

describe('typed input never causes a 5xx', () => {
  it('answers the cases of the security review with field errors', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const cases: Array<{ url: string; field: string; method?: 'GET' | 'POST'; body?: unknown }> = [
      { url: '/api/v1/project/3000000000', field: 'id' },
      { url: '/api/v1/transaction?channel=1000000000', field: 'channel' },
      { url: '/api/v1/role?project_id=3000000000', field: 'project_id' },
      { url: '/gateway/spe-n-pre-pix/v1/infraction-reports?startDate=2024-02-30', field: 'startDate' },
      { url: '/gateway/spe-view-n-backoffice/v1/financial-movements?dateEnd=2023-02-29', field: 'dateEnd' },
      { url: '/api/v1/saved-views?screen=a%00b', field: 'screen' },
      {
        url: '/api/v1/role',
        method: 'POST',
        field: 'description',
        body: { role_name: 'mentor_nul', project_id: null, description: 'a\u0000b', permissions: [] },
      },
    ];
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        headers: c.body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(c.body ? { payload: JSON.stringify(c.body) } : {}),
      });
      expect(res.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.url).toBeLessThan(500);
      expect(Object.keys(res.json().errors ?? {}).join(' '), c.url).toContain(c.field);
    }
  });

  it('walks every route of the OpenAPI document with wrong, NUL, impossible and out-of-range values', async () => {
    const doc = ctx.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of ops) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...(op.pathParams.length ? op.pathParams : ['_'])), nasty),
            fc.dictionary(fc.constantFrom(...(op.query.length ? op.query : ['q'])), nasty),
            fc.option(
              fc.dictionary(
                fc.constantFrom(
                  ...(op.bodyProps && Object.keys(op.bodyProps).length ? Object.keys(op.bodyProps) : ['x']),
                ),
                nastyJson,
              ),
            ),
            async (pathValues, queryValues, body) => {
              const url = `${fill(op.path, pathValues)}?${new URLSearchParams(queryValues).toString()}`;
              const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-otp': '000000' };
              const withBody = op.method !== 'GET' && op.method !== 'DELETE' && !op.multipart;
              const res = await ctx.app.inject({
                method: op.method as 'GET',
                url,
                headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
                ...(withBody ? { payload: JSON.stringify(body ?? {}) } : {}),
              });
              if (res.statusCode >= 500) {
                failures.push(
                  `${op.method} ${url} ${withBody ? JSON.stringify(body) : ''} → ${res.statusCode}`,
                );
              }
              return res.statusCode < 500;
            },
          ),
          { numRuns: 20, seed: 20_240_229, endOnFailure: true },
        )
        .catch(() => {});
      // The wrong codes sent above must not lock the user out of the next routes' checks.
      await ctx.handle.db
        .updateTable('otp_state')
        .set({ attempts: 0 })
        .where('username', '=', 'superadmin')
        .execute();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
