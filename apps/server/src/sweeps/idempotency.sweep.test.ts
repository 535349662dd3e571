import { operationId } from '@mentor/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { disposableDatabase } from '../../test/sweeps/disposable-database.ts';
import { operationBodyHints, projectBodyHints, projectParams } from '../../test/sweeps/project-records.ts';
import { readyRecordHints } from '../../test/sweeps/ready-records.ts';
import { createSweepStaff } from '../../test/sweeps/sweep-fixtures.ts';
import {
  auditOfRequests,
  declaredOperations,
  isWrite,
  type Operation,
  requestFor,
  type SweepRequest,
  send,
} from '../../test/sweeps/sweep-kit.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { answerLoss } from '../../test/test-support.ts';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from '../plugins/idempotency-policy.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';

/**
 * Every declared write that succeeds with a key answers a repeat of the same key and content with
 * its first answer (at once, 6 minutes and 23 hours later on the app's clock), without acting
 * again (no new audit row) and without a second code, and refuses other content under the key
 * with 422. The writes run on a disposable copy of the demo data, dropped at the end.
 */
let ctx: TestContext;
let database: Awaited<ReturnType<typeof disposableDatabase>>;
/** Loses the answer of the first call of every write, after its commit (a server that died then). */
const loss = answerLoss();
/** Every permission and every project, and no project role a sweep write could take away. */
const USER = 'idempotencia.varredura';
const OWN_PROJECT = 1;

beforeAll(async () => {
  database = await disposableDatabase('idempotency');
  ctx = await startTestApp({}, { databaseUrl: database.url, idempotency: { afterCommit: loss.afterCommit } });
  await createSweepStaff(ctx, USER, ['mentor_super_admin', 'bypass_permission'], null);
  // A role of project 1 nobody holds, for the role writes (the newest role of the project).
  await ctx.handle.db
    .insertInto('role')
    .values({
      role_key: 'mentor_varredura_idempotencia',
      role_name: 'varredura_idempotencia',
      project_id: OWN_PROJECT,
    })
    .execute();
});
afterAll(async () => {
  await ctx?.close();
  await database?.drop();
});

const MINUTE = 60_000;

/** How many writes at least must succeed and be repeated. */
const MIN_SWEPT_WRITES = 90;

/** A write aimed at records of the caller's project, as an operator would send it. */
async function ownRequest(op: Operation): Promise<SweepRequest> {
  const params = await projectParams(ctx, op, OWN_PROJECT);
  const ready = (await readyRecordHints(ctx, operationId(op), OWN_PROJECT)) ?? {};
  const body = {
    ...(await projectBodyHints(ctx, OWN_PROJECT)),
    ...(await operationBodyHints(ctx, operationId(op), OWN_PROJECT)),
    ...ready.body,
  };
  return requestFor(op, { params: { ...params.values, ...ready.params }, query: ready.query, body });
}

/**
 * Another content under the same key that the schemas still accept: one field of the body
 * changed (text lengthened, a number moved by one, a flag flipped), or another query value.
 */
function otherContent(request: SweepRequest): SweepRequest | undefined {
  const body = request.body;
  const schema = request.op.body;
  if (schema && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      const changed =
        typeof value === 'string'
          ? `${value}2`
          : typeof value === 'number'
            ? value + 1
            : typeof value === 'boolean'
              ? !value
              : undefined;
      if (changed === undefined) continue;
      const next = { ...body, [key]: changed };
      if (schema.safeParse(next).success) return { ...request, body: next };
    }
  }
  return undefined;
}

interface Outcome {
  /** The first call succeeded, so the key holds an answer. */
  applied: boolean;
  problems: string[];
  first?: string;
}

/** Sends the write with a key, then the repeats; what went wrong with the repeats. */
async function replayProblems(
  request: SweepRequest,
  key: string,
  planted?: () => Promise<void>,
): Promise<Outcome> {
  const id = operationId(request.op);
  let token = await signedIn();
  const otp = request.op.policy.otp === true ? await ctx.otp(USER) : undefined;
  // The first answer is lost on its way after the write committed: the caller sees a 500 and
  // retries, which must get the committed answer, never a second effect.
  const lostBefore = loss.lost;
  loss.loseNext();
  const first = await send(ctx, request, { token, idempotencyKey: key, ...(otp ? { otp } : {}) });
  const committed = loss.lost > lostBefore;
  if (!committed) {
    loss.disarm();
    return { applied: false, problems: [], first: `${first.statusCode} ${first.body.slice(0, 160)}` };
  }
  // A write that ends its caller's sessions (a role they hold deleted): the key belongs to the
  // staff member, so the repeats come from a new sign-in.
  token = await signedIn();
  if (planted) await planted();
  const problems: string[] = [];
  const repeats: string[] = [];
  if (first.statusCode !== 500)
    problems.push(`${id}: the lost answer reached the caller (${first.statusCode})`);
  // An answer with a secret shown once is never kept: its repeat is refused and acts not.
  const secret = request.op.policy.secretAnswer === true;
  let replayed: { statusCode: number; body: string } | undefined;
  for (const [label, wait] of [
    ['at once', 0],
    ['6 minutes later', 6 * MINUTE],
    ['23 hours later', 23 * 60 * MINUTE - 6 * MINUTE],
  ] as const) {
    if (wait > 0) ctx.clock.advance(wait);
    const again = await send(ctx, request, { token, idempotencyKey: key });
    repeats.push(String(again.headers['x-request-id']));
    const expected = secret
      ? again.statusCode === 409 && again.json().message === IDEMPOTENCY_MESSAGES.secretWithheld
      : again.statusCode >= 200 &&
        again.statusCode < 300 &&
        again.headers[REPLAYED_HEADER] === 'true' &&
        (replayed === undefined ||
          (again.statusCode === replayed.statusCode && again.body === replayed.body));
    if (!expected)
      problems.push(
        `${id} ${label}: ${again.statusCode} ${again.body.slice(0, 160)}${replayed ? ` (first replay ${replayed.statusCode})` : ''}`,
      );
    replayed ??= { statusCode: again.statusCode, body: again.body };
  }
  const changed = otherContent(request);
  if (changed) {
    const other = await send(ctx, changed, { token, idempotencyKey: key });
    repeats.push(String(other.headers['x-request-id']));
    if (other.statusCode !== 422)
      problems.push(`${id} other content: ${other.statusCode} ${other.body.slice(0, 160)}`);
  } else withoutOtherContent.push(id);
  const acted = await auditOfRequests(ctx, repeats);
  if (acted.length > 0) problems.push(`${id}: a repeat acted again (${acted.join(', ')})`);
  return { applied: true, problems };
}

let current = '';

/** A valid token of the sweep's staff member, signing in again when a write ended their sessions. */
async function signedIn(): Promise<string> {
  if (!current) current = await ctx.token(USER);
  const me = await ctx.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${current}` } });
  if (me.statusCode === 401)
    current = (await loginWithPassword(ctx.baseUrl, USER, DEMO_PASSWORD)).accessToken;
  return current;
}

const writes = (): Operation[] => declaredOperations().filter((op) => isWrite(op) && !op.upload);

/** Writes with no field to change (no body, or only lists): their repeats are swept, not other content. */
const withoutOtherContent: string[] = [];

let keys = 0;
const newKey = () => {
  keys += 1;
  return `varredura-${Date.now().toString(36)}-${keys}`;
};

describe('idempotency sweep', () => {
  it('catches a key freed after its write committed', async () => {
    // A planted defect: the store forgets the key once the write is done, so a repeat acts again.
    const op = writes().find((o) => operationId(o) === 'saved-views.createView');
    if (!op) throw new Error('saved-views.createView is not declared');
    const key = newKey();
    const freed = () =>
      ctx.handle.db
        .deleteFrom('idempotency_key')
        .where('idem_key', '=', key)
        .execute()
        .then(() => {});
    const planted = await replayProblems(await ownRequest(op), key, freed);
    expect(planted.applied).toBe(true);
    expect(planted.problems.join('\n')).toMatch(/acted again/);
    // The same check passes where the key is kept.
    expect((await replayProblems(await ownRequest(op), newKey())).problems).toEqual([]);
  });

  it('replays the first answer of every write that succeeded, and never acts twice', async () => {
    const operations = writes();
    expect(operations.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const notApplied: string[] = [];
    let swept = 0;
    for (const op of operations) {
      const request = await ownRequest(op);
      if (request.invalid.length > 0) {
        notApplied.push(`${operationId(op)}: ${request.invalid.join('; ')}`);
        continue;
      }
      const outcome = await replayProblems(request, newKey());
      // A new authenticator (otp.replaceEnrolment) is taken back, so later codes stay known.
      if (op.area === 'otp')
        await createSweepStaff(ctx, USER, ['mentor_super_admin', 'bypass_permission'], null);
      if (outcome.applied) swept += 1;
      else notApplied.push(`${operationId(op)}: ${outcome.first}`);
      problems.push(...outcome.problems);
    }
    console.log(
      `idempotency: swept ${swept} of ${operations.length}\n${notApplied.join('\n')}\nno other content: ${withoutOtherContent.join(', ')}`,
    );
    expect(problems).toEqual([]);
    // The writes whose generated request succeeds on the demo data today (93 of 144, with the
    // records in the state each acts on from test/sweeps/ready-records.ts): a ratchet, raised as
    // hints and fixtures reach more of them.
    expect(swept).toBeGreaterThanOrEqual(MIN_SWEPT_WRITES);
  });
});
