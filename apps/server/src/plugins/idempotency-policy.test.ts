import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantWithSales } from '../../test/fixtures/receivables-fixtures.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { call, createOtpStaff } from '../../test/test-support.ts';
import { resetAttempts } from '../platform/otp/otp-repository.ts';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from './idempotency-policy.ts';

/**
 * The Idempotency-Key rule on the real database: a repeat gets the stored answer and acts
 * once (also when the repeats arrive together), other content under the same key is refused,
 * a failed request frees its key, money actions refuse a call without a key, and a repeat
 * neither needs nor spends a second one-time code.
 */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof merchantWithSales>>;
let adjuster: string;

beforeAll(async () => {
  ctx = await startTestApp();
  adjuster = await createOtpStaff(ctx, 'idem.financeiro', ['mentor_financial']);
  shop = await merchantWithSales(ctx.handle.db, 'IDEM-KEYS', [
    { operation: 0, installments: 1, amount: 50_000 },
    { operation: 0, installments: 1, amount: 40_000 },
    { operation: 0, installments: 1, amount: 30_000 },
    { operation: 0, installments: 1, amount: 20_000 },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const ADJUST = '/api/v1/financial/manualadjust';

function receivableAt(index: number) {
  const row = shop.receivables[index];
  if (!row) throw new Error(`no receivable ${index}`);
  return row;
}

async function adjustments(receivableId: number) {
  return ctx.handle.db
    .selectFrom('receivable_adjustment')
    .select(['id', 'amount'])
    .where('receivable_id', '=', receivableId)
    .execute();
}

/** A raw call with the user's token, a given key and (optionally) a code. */
async function send(method: 'POST' | 'PUT', url: string, body: unknown, key: string, code?: string) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${await ctx.token(adjuster)}`,
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(code ? { 'x-otp': code } : {}),
    },
    payload: JSON.stringify(body),
  });
}

describe('Idempotency-Key', () => {
  it('answers a repeated manual adjustment with the stored result, without a second code or adjustment', async () => {
    const target = receivableAt(0);
    const body = { financial_id: target.id, amount: -125, reason: 'Tarifa avulsa' };
    const first = await send('POST', ADJUST, body, 'adjust-once-0001', await ctx.otp(adjuster));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();

    // The same intent sent again (a double click, a retry after a lost answer): no code at all.
    const again = await send('POST', ADJUST, body, 'adjust-once-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers['content-type']).toContain('application/json');

    // Key order in the body does not make another request.
    const reordered = await send(
      'POST',
      ADJUST,
      { reason: 'Tarifa avulsa', amount: -125, financial_id: target.id },
      'adjust-once-0001',
    );
    expect(reordered.statusCode).toBe(200);
    expect(await adjustments(target.id)).toHaveLength(1);
    const [row] = await adjustments(target.id);
    expect(row?.amount).toBe(-125);
  });

  it('acts once when identical requests arrive at the same instant', async () => {
    const target = receivableAt(1);
    const body = { financial_id: target.id, amount: -300, reason: 'Cobrança de aluguel' };
    const code = await ctx.otp(adjuster);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', ADJUST, body, 'adjust-race-0001', code)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true')).toHaveLength(4);
    expect(await adjustments(target.id)).toHaveLength(1);
  });

  it('makes one adjustment per distinct intent: many keys, many adjustments; repeated keys, none extra', async () => {
    const target = receivableAt(2);
    const keys = Array.from({ length: 3 }, (_, i) => `adjust-intent-${i}-0001`);
    for (const [i, key] of keys.entries()) {
      const body = { financial_id: target.id, amount: -(10 + i), reason: `Ajuste ${i}` };
      const done = await send('POST', ADJUST, body, key, await ctx.otp(adjuster));
      expect(done.statusCode, done.body).toBe(200);
      const repeated = await send('POST', ADJUST, body, key);
      expect(repeated.statusCode).toBe(200);
    }
    const made = await adjustments(target.id);
    expect(made.map((a) => a.amount).sort((a, b) => a - b)).toEqual([-12, -11, -10]);
  });

  it('refuses the same key with other content, before asking for the code', async () => {
    const target = receivableAt(3);
    const body = { financial_id: target.id, amount: -50, reason: 'Estorno parcial' };
    const first = await send('POST', ADJUST, body, 'adjust-other-0001', await ctx.otp(adjuster));
    expect(first.statusCode, first.body).toBe(200);
    const code = await ctx.otp(adjuster);
    const other = await send('POST', ADJUST, { ...body, amount: -5000 }, 'adjust-other-0001', code);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: IDEMPOTENCY_MESSAGES.mismatch,
      errors: { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.mismatch] },
    });
    expect(await adjustments(target.id)).toHaveLength(1);
    // The refused request spent no code: the same code still acts under a new key.
    const fresh = await send('POST', ADJUST, { ...body, amount: -60 }, 'adjust-other-0002', code);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await adjustments(target.id)).toHaveLength(2);
  });

  it('frees the key of a refused request, so that the corrected retry of the same intent acts', async () => {
    const target = receivableAt(3);
    const before = (await adjustments(target.id)).length;
    const body = { financial_id: target.id, amount: -7, reason: 'Diferença de centavos' };
    const wrong = await send('POST', ADJUST, body, 'adjust-retry-0001', '000000');
    expect(wrong.statusCode).toBe(403);
    await resetAttempts(ctx.handle.db, adjuster);
    const right = await send('POST', ADJUST, body, 'adjust-retry-0001', await ctx.otp(adjuster));
    expect(right.statusCode, right.body).toBe(200);
    expect(await adjustments(target.id)).toHaveLength(before + 1);
  });

  it('refuses a money action without a key, spending no code', async () => {
    const target = receivableAt(0);
    const body = { financial_id: target.id, amount: -1, reason: 'Sem chave' };
    const code = await ctx.otp(adjuster);
    const keyless = await ctx.app.inject({
      method: 'POST',
      url: ADJUST,
      headers: {
        authorization: `Bearer ${await ctx.token(adjuster)}`,
        'content-type': 'application/json',
        'x-otp': code,
      },
      payload: JSON.stringify(body),
    });
    expect(keyless.statusCode).toBe(422);
    expect(keyless.json().message).toBe(IDEMPOTENCY_MESSAGES.required);
    const tooShort = await send('POST', ADJUST, body, 'abc', code);
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().message).toBe(IDEMPOTENCY_MESSAGES.invalid);
    expect(await adjustments(target.id)).toHaveLength(1);
    const keyed = await send('POST', ADJUST, body, 'adjust-keyed-0001', code);
    expect(keyed.statusCode, keyed.body).toBe(200);
  });

  it('scopes a key to its user: the same key sent by another staff member is a request of its own', async () => {
    const target = receivableAt(2);
    const before = (await adjustments(target.id)).length;
    const body = { financial_id: target.id, amount: -1, reason: 'Outro operador' };
    const mine = await send('POST', ADJUST, body, 'shared-key-0001', await ctx.otp(adjuster));
    expect(mine.statusCode).toBe(200);
    const theirs = await call(ctx, 'financeiro', 'POST', ADJUST, {
      body,
      otp: true,
      idempotencyKey: 'shared-key-0001',
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await adjustments(target.id)).toHaveLength(before + 2);
  });

  it('starts one bulk rate run for a repeated update', async () => {
    const plans: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const row = await ctx.handle.db
        .insertInto('sales_plan')
        .values({
          project_id: 4,
          channel_id: 1,
          name: `Plano IDEM ${i}`,
          anticipation_rate: '2.7182',
          status: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      plans.push(row.id);
    }
    const runs = async () =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM anticipation_rate_run`.execute(
            ctx.handle.db,
          )
        ).rows[0]?.n,
      );
    const before = await runs();
    const body = { anticipation_rate: '2,9', sales_plan_ids: plans };
    const code = await ctx.otp(adjuster);
    const url = '/api/v1/sales_plan/update_anticipation_rate';
    const [a, b] = await Promise.all([
      send('PUT', url, body, 'arv-bulk-0001', code),
      send('PUT', url, body, 'arv-bulk-0001', code),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().id).toBe(b.json().id);
    const later = await send('PUT', url, body, 'arv-bulk-0001');
    expect(later.json().id).toBe(a.json().id);
    expect(await runs()).toBe(before + 1);
    const keyless = await call(ctx, adjuster, 'PUT', url, { body, otp: true, idempotencyKey: null });
    expect(keyless.statusCode).toBe(422);
    expect(await runs()).toBe(before + 1);
  });

  it('honours a key on a create that does not require one: one sales plan for a repeated POST', async () => {
    const grid = [1, 2, 3, 4, 5].flatMap((brand) =>
      [0, 1, 2, 3].map((op) => ({
        card_brand_id: brand,
        operation_id: op,
        rate: op === 0 ? '1.5' : (2.5 + op * 0.3 + (brand === 5 ? 0.5 : 0)).toFixed(2),
      })),
    );
    const body = {
      project_id: 4,
      channel_id: 1,
      sales_plan_name: 'Plano Duplo Clique',
      anticipation_rate: '2,15',
      rates: grid,
    };
    const [one, two] = await Promise.all([
      call(ctx, 'comercial.admin', 'POST', '/api/v1/sales_plan', {
        body,
        idempotencyKey: 'plan-create-0001',
      }),
      call(ctx, 'comercial.admin', 'POST', '/api/v1/sales_plan', {
        body,
        idempotencyKey: 'plan-create-0001',
      }),
    ]);
    expect(one.statusCode, one.body).toBe(201);
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().id).toBe(one.json().id);
    const plans = await ctx.handle.db
      .selectFrom('sales_plan')
      .select('id')
      .where('name', '=', 'Plano Duplo Clique')
      .execute();
    expect(plans).toHaveLength(1);
  });

  it('says in the OpenAPI document which calls need a key', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { description?: string }>>;
    expect(paths['/api/v1/financial/manualadjust']?.post?.description).toContain('Idempotency-Key');
    expect(paths['/api/v1/payment/{id}']?.delete?.description).toContain('Idempotency-Key');
    expect(paths['/api/v1/sales_plan']?.post?.description ?? '').not.toContain('Idempotency-Key');
  });

  it('forgets a key once it expires', async () => {
    const target = receivableAt(1);
    const before = (await adjustments(target.id)).length;
    const body = { financial_id: target.id, amount: -2, reason: 'Expiração' };
    const first = await send('POST', ADJUST, body, 'adjust-expiry-0001', await ctx.otp(adjuster));
    expect(first.statusCode).toBe(200);
    ctx.clock.advance(25 * 3_600_000);
    const late = await send('POST', ADJUST, body, 'adjust-expiry-0001', await ctx.otp(adjuster));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await adjustments(target.id)).toHaveLength(before + 2);
  });
});
