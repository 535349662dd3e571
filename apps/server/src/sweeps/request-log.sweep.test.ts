import { Writable } from 'node:stream';
import { operationId } from '@mentor/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { disposableDatabase } from '../../test/sweeps/disposable-database.ts';
import { createSweepStaff } from '../../test/sweeps/sweep-fixtures.ts';
import { declaredOperations, requestFor, type SweepRequest, send } from '../../test/sweeps/sweep-kit.ts';
import { VALID_CNPJ, VALID_CPF } from '../../test/sweeps/valid-input.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { PLATFORM_ADMIN_ROLES } from '../seed/demo-seed.ts';

/**
 * The server's log holds one JSON line per request (request id, operation, staff member's id,
 * status, time) and no personal data: every declared operation whose generated input carries a
 * document, an e-mail or a phone is called with it (on a copy of the demo data: the writes act),
 * the sign-in page is sent an e-mail and a wrong password, and the log is searched for each of
 * those values and for the staff member's name and e-mail.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const USERNAME = 'varredura.registro';
const PERSONAL = {
  document: [VALID_CPF, VALID_CNPJ, '529.982.247-25', '11.222.333/0001-81'],
  email: ['sweep@mentor.test', 'maria.registro@exemplo.test'],
  phone: ['11987654321', '(11) 98765-4321', '98765-4321'],
} as const;
const ALL = Object.values(PERSONAL).flat();

let database: Awaited<ReturnType<typeof disposableDatabase>>;
let ctx: TestContext;
let staffId = 0;
let token = '';

beforeAll(async () => {
  database = await disposableDatabase('log');
  ctx = await startTestApp({}, { databaseUrl: database.url, logger: { level: 'info', stream } });
  staffId = await createSweepStaff(ctx, USERNAME, [...PLATFORM_ADMIN_ROLES], null);
  token = await ctx.token(USERNAME);
});
afterAll(async () => {
  await ctx?.close();
  await database?.drop();
});

/** Which kinds of personal value a request carries in its URL or body. */
function carried(request: SweepRequest): string[] {
  const text = `${request.url} ${JSON.stringify(request.body ?? null)}`;
  return Object.entries(PERSONAL)
    .filter(([, values]) => values.some((v) => text.includes(v) || text.includes(encodeURIComponent(v))))
    .map(([kind]) => kind);
}

describe('the request log', () => {
  it('has one line per request with its id, operation, staff id, status and time, and no personal data', async () => {
    const requests = declaredOperations()
      .filter((op) => !op.upload)
      .map((op) => requestFor(op))
      .filter((request) => carried(request).length > 0);
    const search = declaredOperations().find((op) => operationId(op) === 'search.searchRecords');
    if (!search) throw new Error('the search operation is not declared');
    for (const q of [VALID_CPF, 'maria.registro@exemplo.test', '11987654321'])
      requests.push(requestFor(search, { query: { q } }));
    const kinds = new Set(requests.flatMap(carried));
    expect(requests.length).toBeGreaterThan(10);
    expect([...kinds].sort()).toEqual(['document', 'email', 'phone']);

    const sent = new Map<string, { operation: string; status: number }>();
    for (const request of requests) {
      const answer = await send(ctx, request, { token });
      sent.set(String(answer.headers['x-request-id']), {
        operation: operationId(request.op),
        status: answer.statusCode,
      });
    }
    // A sign-in with an e-mail for a username and a wrong password.
    await expect(loginWithPassword(ctx.baseUrl, 'maria.registro@exemplo.test', 'errada')).rejects.toThrow();

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const [id, expected] of sent) {
      const own = entries.filter((e) => e.msg === 'request' && e.reqId === id);
      expect(own, `${expected.operation} ${id}`).toHaveLength(1);
      expect(own[0]).toMatchObject({ ...expected, staff: String(staffId) });
      expect(typeof own[0]?.ms).toBe('number');
    }
    const text = lines.join('\n');
    for (const value of [
      ...ALL,
      USERNAME,
      `contato.${USERNAME.replace(/\W/g, '')}@exemplo.test`,
      'Pessoa VARREDURA',
    ]) {
      expect(text, `log holds ${value}`).not.toContain(value);
    }
    expect(text).not.toContain('"url"');
  });
});
