import { operationId } from '@mentor/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOfRequests,
  changedTables,
  dataDigest,
  declaredOperations,
  type Operation,
  requestFor,
  type SweepRequest,
  send,
} from '../../test/sweeps/sweep-kit.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { OTP_MESSAGES, resetAttempts } from '../platform/otp/otp-service.ts';

/**
 * Every operation that declares a one-time code, called with input its schemas accept, is refused
 * for the code: without one ("Código OTP não informado.") and with a wrong one ("Código OTP
 * inválido ou expirado."), and changes nothing. A refusal for anything else (validation, a
 * record not found) means the sweep did not reach the code check, and fails.
 */
let ctx: TestContext;
let token = '';
const USER = 'superadmin';

beforeAll(async () => {
  ctx = await startTestApp();
  token = await ctx.token(USER);
});
afterAll(async () => {
  await ctx.close();
});

/** Operations whose code is checked by the route kit, once the input is valid. */
const withCode = (): Operation[] => declaredOperations().filter((op) => op.policy.otp === true);

/**
 * Operations that check their code in the handler, after the uploaded file (multipart, no body
 * schema to generate from): `projects.uploadCertificate`, swept by its own test with a file.
 */
const inHandler = (): Operation[] => declaredOperations().filter((op) => op.policy.otp === 'in-handler');

/** What is wrong with how the operation refused a call without a code and with a wrong one. */
async function codeProblems(request: SweepRequest): Promise<string[]> {
  const id = operationId(request.op);
  const problems: string[] = [];
  const missing = await send(ctx, request, { token });
  if (missing.statusCode !== 403 || missing.json().message !== OTP_MESSAGES.missing)
    problems.push(`${id} without a code: ${missing.statusCode} ${missing.body.slice(0, 300)}`);
  const wrong = await send(ctx, request, { token, otp: '000000' });
  await resetAttempts(ctx.handle.db, USER);
  if (wrong.statusCode !== 403 || wrong.json().message !== OTP_MESSAGES.invalid)
    problems.push(`${id} with a wrong code: ${wrong.statusCode} ${wrong.body.slice(0, 300)}`);
  const acted = await auditOfRequests(
    ctx,
    [missing, wrong].map((a) => String(a.headers['x-request-id'])),
  );
  if (acted.length > 0) problems.push(`${id} acted: ${acted.join(', ')}`);
  return problems;
}

/** The route a declared operation is served by: its policy is the object the plugins read. */
function routeOf(op: Operation) {
  const url = request(op).url.split('?')[0] ?? '';
  const route = ctx.app.registeredRoutes.find(
    (r) => r.method === op.method && new RegExp(`^${r.url.replace(/:[^/]+/g, '[^/]+')}$`).test(url),
  );
  if (!route) throw new Error(`no route for ${operationId(op)}`);
  return route;
}

const request = (op: Operation) => requestFor(op);

describe('one-time code sweep', () => {
  it('catches an operation whose code check was dropped', async () => {
    // A planted defect: the role deletion forgets its code. The sweep's check must see it.
    const op = withCode().find((o) => operationId(o) === 'roles.deleteRole');
    if (!op) throw new Error('roles.deleteRole is no longer declared with a code');
    const route = routeOf(op);
    const planted = route.policy as { otp?: unknown };
    const saved = planted.otp;
    try {
      delete planted.otp;
      expect(await codeProblems(requestFor(op, { params: { id: 999_999 } }))).not.toEqual([]);
    } finally {
      planted.otp = saved;
    }
    expect(await codeProblems(requestFor(op, { params: { id: 999_999 } }))).toEqual([]);
  });

  it('refuses every declared operation for its code, without and with a wrong one, changing nothing', async () => {
    const operations = withCode();
    expect(operations.length).toBeGreaterThan(30);
    const before = await dataDigest(ctx);
    const problems: string[] = [];
    const notValid: string[] = [];
    let swept = 0;
    for (const op of operations) {
      const generated = request(op);
      if (generated.invalid.length > 0) {
        notValid.push(`${operationId(op)}: ${generated.invalid.join('; ')}`);
        continue;
      }
      problems.push(...(await codeProblems(generated)));
      swept += 1;
    }
    expect(notValid).toEqual([]);
    expect(problems).toEqual([]);
    expect(swept).toBe(operations.length);
    expect(changedTables(before, await dataDigest(ctx))).toEqual([]);
    expect(inHandler().map(operationId)).toEqual(['projects.uploadCertificate']);
  });
});
