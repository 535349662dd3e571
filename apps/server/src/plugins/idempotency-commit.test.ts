import { type KyselyPlugin, type PluginTransformQueryArgs, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantWithSales } from '../../test/fixtures/receivables-fixtures.ts';
import { createTestClock, startTestApp, type TestContext } from '../../test/test-app.ts';
import { answerLoss, createOtpStaff } from '../../test/test-support.ts';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from './idempotency-policy.ts';

/**
 * An Idempotency-Key's answer commits in the transaction of its request's effect, on the real
 * database and with three servers on it: an answer lost after the commit is replayed (never
 * acted again, never freed, also once the claim is old); an answer that cannot be recorded
 * takes its effect with it; a stale claim is re-run only when no transaction of its request
 * runs or committed; answers with a secret are kept nowhere and never replayed.
 */
const MINUTE = 60_000;
const ADJUST = '/api/v1/financial/manualadjust';

/** Fails the next `UPDATE idempotency_key` made through the app's database when armed. */
function failingAnswerWrite() {
  let armed = false;
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs) {
      if (
        armed &&
        node.kind === 'UpdateQueryNode' &&
        JSON.stringify(node.table).includes('idempotency_key')
      ) {
        armed = false;
        throw new Error('answer not recorded (test)');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, arm: () => (armed = true) };
}

const clock = createTestClock();
const lossA = answerLoss();
const lossB = answerLoss();
const answerWrite = failingAnswerWrite();
/** Three servers on one database, one clock (a cluster). */
let a: TestContext;
let b: TestContext;
let c: TestContext;
let adjuster: string;
let shop: Awaited<ReturnType<typeof merchantWithSales>>;

beforeAll(async () => {
  a = await startTestApp({}, { clock, idempotency: { afterCommit: lossA.afterCommit } });
  b = await startTestApp(
    {},
    { clock, idempotency: { afterCommit: lossB.afterCommit }, plugins: [answerWrite.plugin] },
  );
  // The third answers a repeat whose first request still runs after a short wait.
  c = await startTestApp({}, { clock, idempotency: { waitMs: 400 } });
  adjuster = await createOtpStaff(a, 'idem.commit.fin', ['mentor_financial']);
  shop = await merchantWithSales(
    a.handle.db,
    'IDEM-COMMIT',
    Array.from({ length: 7 }, (_, i) => ({ operation: 0, installments: 1, amount: 40_000 + i * 1000 })),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close()]);
});

function receivable(index: number): number {
  const row = shop.receivables[index];
  if (!row) throw new Error(`no receivable ${index}`);
  return row.id;
}

async function adjustmentsOf(receivableId: number) {
  return a.handle.db
    .selectFrom('receivable_adjustment')
    .select(['id', 'amount'])
    .where('receivable_id', '=', receivableId)
    .execute();
}

async function keyRow(key: string) {
  return a.handle.db
    .selectFrom('idempotency_key')
    .selectAll()
    .where('username', '=', adjuster)
    .where('idem_key', '=', key)
    .executeTakeFirst();
}

/** A manual adjustment sent to one server with a key and, when asked, a fresh one-time code. */
async function adjust(server: TestContext, body: unknown, key: string, withCode = true) {
  return server.app.inject({
    method: 'POST',
    url: ADJUST,
    headers: {
      authorization: `Bearer ${await server.token(adjuster)}`,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(withCode ? { 'x-otp': await server.otp(adjuster) } : {}),
    },
    payload: JSON.stringify(body),
  });
}

describe('an answer lost after its commit', () => {
  it('is replayed to the retry, on the same server or another, and the adjustment is made once', async () => {
    const target = receivable(0);
    const body = { financial_id: target, amount: -410, reason: 'Resposta perdida' };
    lossA.loseNext();
    const first = await adjust(a, body, 'lost-answer-0001');
    expect(first.statusCode).toBe(500);
    expect(lossA.lost).toBe(1);
    // The effect and the key's answer committed together.
    expect(await adjustmentsOf(target)).toHaveLength(1);
    const row = await keyRow('lost-answer-0001');
    expect(row?.status_code).toBe(200);
    expect(row?.body).not.toBeNull();

    // The client retries (with a new code, as the console asks for one after an error).
    const again = await adjust(a, body, 'lost-answer-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(row?.body?.toString());
    const elsewhere = await adjust(c, body, 'lost-answer-0001');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.headers[REPLAYED_HEADER]).toBe('true');
    expect(elsewhere.body).toBe(again.body);
    expect(await adjustmentsOf(target)).toHaveLength(1);
  });

  it('is replayed, never re-run, however old its claim (past the stale window)', async () => {
    const target = receivable(1);
    const body = { financial_id: target, amount: -420, reason: 'Resposta perdida antiga' };
    lossA.loseNext();
    expect((await adjust(a, body, 'lost-answer-0002')).statusCode).toBe(500);
    clock.advance(6 * MINUTE);
    const later = await adjust(b, body, 'lost-answer-0002');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers[REPLAYED_HEADER]).toBe('true');
    clock.advance(23 * 60 * MINUTE);
    const nextDay = await adjust(c, body, 'lost-answer-0002');
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(nextDay.headers[REPLAYED_HEADER]).toBe('true');
    expect(await adjustmentsOf(target)).toHaveLength(1);
  });

  it('takes its effect with it when the answer cannot be recorded: the retry acts once', async () => {
    const target = receivable(2);
    const body = { financial_id: target, amount: -430, reason: 'Resposta não gravada' };
    answerWrite.arm();
    const first = await adjust(b, body, 'unrecorded-0001');
    expect(first.statusCode).toBe(500);
    expect(await adjustmentsOf(target)).toHaveLength(0);
    expect(await keyRow('unrecorded-0001')).toBeUndefined();
    const retry = await adjust(b, body, 'unrecorded-0001');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await adjustmentsOf(target)).toHaveLength(1);
  });
});

describe('a change sent for approval', () => {
  it('is stored with its 202 in one transaction: a lost answer is replayed, one pending change', async () => {
    const requester = await createOtpStaff(a, 'idem.commit.limit', ['mentor_comercial_admin']);
    const url = '/api/v1/project/2/parameter';
    const base = {
      max_installments: 10,
      min_installment_amount: 1_000,
      daily_limit_amount: 1_000_000,
      support_email: 'suporte@mentor.com.br',
      support_phone: '(11) 3333-4444',
    };
    const put = async (
      server: TestContext,
      method: 'POST' | 'PUT',
      body: unknown,
      key: string,
      user: string,
    ) =>
      server.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${await server.token(user)}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        payload: JSON.stringify(body),
      });
    const created = await put(a, 'POST', base, 'limit-base-0001', 'superadmin');
    expect([201, 409]).toContain(created.statusCode);
    try {
      const pending = () =>
        a.handle.db
          .selectFrom('approval_request')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('action', '=', 'project.parameters')
          .where('record_id', '=', '2')
          .execute();
      expect(await pending()).toHaveLength(0);
      // Raising the daily limit to R$ 600.000,00 waits for a second person (rule on by default).
      const raise = { ...base, daily_limit_amount: 60_000_000 };
      lossA.loseNext();
      expect((await put(a, 'PUT', raise, 'limit-raise-0001', requester)).statusCode).toBe(500);
      const stored = await pending();
      expect(stored).toHaveLength(1);
      const retry = await put(b, 'PUT', raise, 'limit-raise-0001', requester);
      expect(retry.statusCode, retry.body).toBe(202);
      expect(retry.headers[REPLAYED_HEADER]).toBe('true');
      expect(retry.json().id).toBe(stored[0]?.id);
      expect(await pending()).toHaveLength(1);
    } finally {
      // Project 2 as the files after this one on the database expect it: no pending change of
      // its parameters, and none of its own unless they were there before.
      await a.handle.db
        .updateTable('approval_request')
        .set({ status: 'WITHDRAWN' })
        .where('status', '=', 'PENDING')
        .where('action', '=', 'project.parameters')
        .where('record_id', '=', '2')
        .execute();
      if (created.statusCode === 201)
        await a.handle.db.deleteFrom('project_parameter').where('project_id', '=', 2).execute();
    }
  });
});

describe('a stale claim', () => {
  /** The row a request leaves when its process dies after claiming the key. */
  async function orphanClaim(key: string, body: unknown, createdAt: Date) {
    const { requestFingerprint } = await import('./idempotency-store.ts');
    return a.handle.db
      .insertInto('idempotency_key')
      .values({
        username: adjuster,
        method: 'POST',
        route: ADJUST,
        idem_key: key,
        fingerprint: requestFingerprint({ params: {}, query: {}, body, reason: null }),
        created_at: createdAt,
        expires_at: new Date(createdAt.getTime() + 24 * 60 * MINUTE),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('whose request died before committing is run again once it is old enough', async () => {
    const target = receivable(3);
    const body = { financial_id: target, amount: -440, reason: 'Processo interrompido' };
    const claimedAt = new Date(clock.now());
    await orphanClaim('orphan-claim-0001', body, claimedAt);
    // Young, it may still be running: a repeat waits, then is told so.
    const early = await adjust(c, body, 'orphan-claim-0001');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    clock.advance(6 * MINUTE);
    const rerun = await adjust(c, body, 'orphan-claim-0001');
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await adjustmentsOf(target)).toHaveLength(1);
  });

  it('whose transaction still runs is never taken over, and its answer is what the repeat gets', async () => {
    const target = receivable(4);
    const body = { financial_id: target, amount: -450, reason: 'Solicitação lenta' };
    const { id } = await orphanClaim('slow-claim-0001', body, new Date(clock.now()));
    // The first request's transaction: it holds its claim's row while it works.
    const slow = await a.handle.db.startTransaction().execute();
    try {
      await slow.selectFrom('idempotency_key').select('id').where('id', '=', id).forUpdate().execute();
      clock.advance(6 * MINUTE);
      const repeat = await adjust(c, body, 'slow-claim-0001');
      expect(repeat.statusCode, repeat.body).toBe(409);
      expect(repeat.json().message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
      expect(await adjustmentsOf(target)).toHaveLength(0);
      // It commits its answer.
      await slow
        .updateTable('idempotency_key')
        .set({
          status_code: 200,
          content_type: 'application/json; charset=utf-8',
          body: Buffer.from('{"slow":true}'),
          completed_at: new Date(clock.now()),
        })
        .where('id', '=', id)
        .execute();
      await slow.commit().execute();
    } catch (error) {
      await slow.rollback().execute();
      throw error;
    }
    const after = await adjust(c, body, 'slow-claim-0001');
    expect(after.statusCode).toBe(200);
    expect(after.headers[REPLAYED_HEADER]).toBe('true');
    expect(after.json()).toEqual({ slow: true });
    expect(await adjustmentsOf(target)).toHaveLength(0);
  });
});

describe('three servers on one database', () => {
  it('make one adjustment for one key sent to each at once, then to each again', async () => {
    const target = receivable(5);
    const body = { financial_id: target, amount: -460, reason: 'Três réplicas' };
    const code = await a.otp(adjuster);
    const tokens = new Map<TestContext, string>();
    for (const server of [a, b, c]) tokens.set(server, await server.token(adjuster));
    const together = await Promise.all(
      [a, b, c].map((server) =>
        server.app.inject({
          method: 'POST',
          url: ADJUST,
          headers: {
            authorization: `Bearer ${tokens.get(server)}`,
            'content-type': 'application/json',
            'idempotency-key': 'replicas-0001',
            'x-otp': code,
          },
          payload: JSON.stringify(body),
        }),
      ),
    );
    for (const answer of together) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(together.map((r) => r.body)).size).toBe(1);
    for (const server of [c, b, a]) {
      const again = await adjust(server, body, 'replicas-0001');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.body).toBe(together[0]?.body);
    }
    expect(await adjustmentsOf(target)).toHaveLength(1);
  });

  it('make one adjustment when the first server loses the answer and the others get the retries', async () => {
    const target = receivable(6);
    const body = { financial_id: target, amount: -470, reason: 'Réplica perdeu a resposta' };
    lossA.loseNext();
    expect((await adjust(a, body, 'replicas-0002')).statusCode).toBe(500);
    const retries = await Promise.all([adjust(b, body, 'replicas-0002'), adjust(c, body, 'replicas-0002')]);
    for (const retry of retries) {
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    }
    expect(await adjustmentsOf(target)).toHaveLength(1);
    const rows = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM idempotency_key WHERE idem_key = 'replicas-0002'`.execute(a.handle.db);
    expect(rows.rows[0]?.n).toBe(1);
  });
});

describe('answers carrying a secret', () => {
  /** The key's row as stored, every column as text: what anyone reading the table sees. */
  async function storedRow(username: string, key: string): Promise<string> {
    const result = await sql<{ row: string }>`
      SELECT row_to_json(k)::text AS row FROM idempotency_key k
       WHERE username = ${username} AND idem_key = ${key}`.execute(a.handle.db);
    const row = result.rows[0]?.row;
    if (!row) throw new Error(`no key ${key}`);
    return row;
  }

  it('a new authenticator is not kept with its key, and a repeat is refused without a second one', async () => {
    const username = 'idem.commit.enrol';
    await a.handle.db
      .insertInto('staff_user')
      .values({
        username,
        email: `${username}@mentor.test`,
        full_name: 'Sem Autenticador',
        password_hash: await (await import('../oidc/password.ts')).hashPassword('demo'),
        realm_roles: ['mentor_assistant'],
        multi_project: true,
        project_id: null,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    const enrol = async () =>
      a.app.inject({
        method: 'POST',
        url: '/api/v1/otp/enrollment',
        headers: {
          authorization: `Bearer ${await a.token(username)}`,
          'content-type': 'application/json',
          'idempotency-key': 'enrol-secret-0001',
        },
        // A first enrolment needs the member's own password.
        payload: JSON.stringify({ password: 'demo' }),
      });
    const first = await enrol();
    expect(first.statusCode, first.body).toBe(201);
    const { secret, otpauth_uri } = first.json() as { secret: string; otpauth_uri: string };
    expect(secret.length).toBeGreaterThan(10);
    const stored = await storedRow(username, 'enrol-secret-0001');
    expect(stored).not.toContain(secret);
    expect(stored).toContain('"status_code":201');
    expect(stored).toContain('"body":null');
    expect(stored).toContain('"answer_withheld":"secret"');
    expect(stored).not.toContain(Buffer.from(otpauth_uri).toString('hex'));
    const sealed = async () =>
      (
        await a.handle.db
          .selectFrom('staff_user')
          .select('totp_secret')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).totp_secret;
    const enrolled = await sealed();

    const repeat = await enrol();
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json().message).toBe(IDEMPOTENCY_MESSAGES.secretWithheld);
    expect(repeat.body).not.toContain(secret);
    expect(await sealed()).toBe(enrolled);
  });

  it('a new API-client secret is not kept with its key, and a repeat makes no second credential', async () => {
    const admin = await createOtpStaff(a, 'idem.commit.cred', ['mentor_super_admin']);
    const body = {
      project_id: 1,
      client_name: 'Segredo Mostrado Uma Vez',
      client_roles: ['pix:read'],
      realm_roles: [],
    };
    const create = async () =>
      a.app.inject({
        method: 'POST',
        url: '/api/v1/credential/mentor',
        headers: {
          authorization: `Bearer ${await a.token(admin)}`,
          'content-type': 'application/json',
          'idempotency-key': 'credential-secret-0001',
          'x-otp': await a.otp(admin),
        },
        payload: JSON.stringify(body),
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    const secret = (first.json() as { client_secret: string }).client_secret;
    expect(secret.length).toBeGreaterThan(10);
    const stored = await storedRow(admin, 'credential-secret-0001');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString('hex'));
    expect(stored).toContain('"answer_withheld":"secret"');

    const repeat = await create();
    expect(repeat.statusCode, repeat.body).toBe(409);
    expect(repeat.json().message).toBe(IDEMPOTENCY_MESSAGES.secretWithheld);
    expect(repeat.body).not.toContain(secret);
    const made = await a.handle.db
      .selectFrom('credential')
      .select('id')
      .where('client_name', '=', body.client_name)
      .execute();
    expect(made).toHaveLength(1);
  });
});
