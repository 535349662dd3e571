import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { generateReceivables } from '../receivables/receivable-generation.ts';

/**
 * Sales plans on the real database: project 4 sells on POS (channel 1) with minimum rates
 * (MASTERCARD Débito 0,89%, VISA Crédito à vista 1,69%) and the acquirer's costs of the demo
 * seed (Débito 0,80%, AMEX Crédito à vista 2,00%).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const ADMIN = 'comercial.admin';
const grid = (rate: (brand: number, op: number) => string) =>
  [1, 2, 3, 4, 5].flatMap((brand) =>
    [0, 1, 2, 3].map((op) => ({ card_brand_id: brand, operation_id: op, rate: rate(brand, op) })),
  );
const fair = (brand: number, op: number) =>
  op === 0 ? '1.5' : (2.5 + op * 0.3 + (brand === 5 ? 0.5 : 0)).toFixed(2);

async function createPlan(name: string, extra: Record<string, unknown> = {}) {
  const response = await call(ctx, ADMIN, 'POST', '/api/v1/sales_plan', {
    body: {
      project_id: 4,
      channel_id: 1,
      sales_plan_name: name,
      anticipation_rate: '2,15',
      rates: grid(fair),
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; anticipation_rate: string };
}

describe('sales plans', () => {
  it('creates a plan with its grid, reads, lists, edits and deletes it, each change in its history', async () => {
    const plan = await createPlan('Plano Teste Ciclo', { mcc: '5411' });
    expect(plan).toMatchObject({
      sales_plan_name: 'Plano Teste Ciclo',
      project: { id: 4 },
      channel: { id: 1 },
      mcc: '5411',
      status: 1,
      anticipation_rate: '2.1500',
      merchants_count: 0,
    });
    const read = await call(ctx, 'superadmin', 'GET', `/api/v1/sales_plan/${plan.id}`);
    expect(read.statusCode).toBe(200);

    const listed = await call(ctx, ADMIN, 'GET', '/api/v1/sales_plan?project_id=4&name=teste%20ciclo');
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([plan.id]);

    const rates = await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan/${plan.id}/mdr_rates`);
    const brands = rates.json() as Array<{
      card_brand_id: number;
      rates: Array<{ operation_id: number; rate: string }>;
    }>;
    expect(brands.map((b) => b.card_brand_id)).toEqual([1, 2, 3, 4, 5]);
    expect(brands[4]?.rates.find((r) => r.operation_id === 1)?.rate).toBe('3.3000');

    const edited = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}`, {
      body: { sales_plan_name: 'Plano Teste Ciclo 2', mcc: '5411', status: 0, automatic_anticipation: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 0,
      automatic_anticipation: true,
      sales_plan_name: 'Plano Teste Ciclo 2',
    });

    const history = await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan/${plan.id}/history/`);
    const entries = history.json().data as Array<{
      id: number;
      action: string;
      actor: string;
      before: unknown;
    }>;
    expect(entries.map((e) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect(entries[0]).toMatchObject({ actor: ADMIN, before: expect.objectContaining({ status: 1 }) });
    const entry = await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan/${plan.id}/history/${entries[0]?.id}`);
    expect(entry.json()).toMatchObject({ after: expect.objectContaining({ status: 0 }) });

    const removed = await call(ctx, ADMIN, 'DELETE', `/api/v1/sales_plan/${plan.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan/${plan.id}`)).statusCode).toBe(404);
    expect((await auditRows(ctx, 'sales_plan', plan.id))[0]).toMatchObject({ action: 'DELETE' });
  });

  it('refuses to delete a plan merchants use, and bad input with field errors', async () => {
    // A demo standard plan (other test files add plans of their own).
    const used = await ctx.handle.db
      .selectFrom('merchant_sales_plan')
      .innerJoin('sales_plan', 'sales_plan.id', 'merchant_sales_plan.sales_plan_id')
      .select('merchant_sales_plan.sales_plan_id')
      .where('sales_plan.name', 'like', 'Plano Padrão%')
      .orderBy('merchant_sales_plan.sales_plan_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const refused = await call(ctx, 'superadmin', 'DELETE', `/api/v1/sales_plan/${used.sales_plan_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('O plano possui lojistas associados e não pode ser excluído.');

    const bad = await call(ctx, ADMIN, 'POST', '/api/v1/sales_plan', {
      body: { project_id: 4, channel_id: 1, sales_plan_name: '', mcc: '12', anticipation_rate: '1,23456' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(
      expect.arrayContaining(['sales_plan_name', 'mcc', 'anticipation_rate']),
    );
    // Project 4 sells on POS, TEF and e-commerce only (no plan of it uses Tap to Pay).
    const notEnabled = await call(ctx, 'superadmin', 'POST', '/api/v1/sales_plan', {
      body: { project_id: 4, channel_id: 4, sales_plan_name: 'Sem canal' },
    });
    expect(notEnabled.statusCode).toBe(422);
    expect(notEnabled.json().errors.channel_id).toEqual(['Canal não habilitado para o projeto.']);
  });

  it("lists a plan's merchants, paged, with their CPF/CNPJ masked unless the caller may reveal it", async () => {
    const db = ctx.handle.db;
    const used = await db
      .selectFrom('merchant_sales_plan')
      .select(['sales_plan_id', db.fn.countAll<string>().as('n')])
      .groupBy('sales_plan_id')
      .having(db.fn.countAll(), '>', 1)
      .orderBy('sales_plan_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const expected = await db
      .selectFrom('merchant_sales_plan as msp')
      .innerJoin('merchant as m', 'm.id', 'msp.merchant_id')
      .select(['m.id', 'm.cpf_cnpj'])
      .where('msp.sales_plan_id', '=', used.sales_plan_id)
      .execute();
    const url = `/api/v1/sales_plan/${used.sales_plan_id}/merchants/`;
    const first = await call(ctx, 'superadmin', 'GET', `${url}?page=1&perPage=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(expected.length);
    expect(first.json().data).toHaveLength(1);
    const all = await call(ctx, 'superadmin', 'GET', `${url}?perPage=100`);
    const rows = all.json().data as { merchant_id: number; cpf_cnpj: string }[];
    expect(rows.map((r) => r.merchant_id).sort((a, b) => a - b)).toEqual(
      expected.map((m) => m.id).sort((a, b) => a - b),
    );
    const raw = new Map(expected.map((m) => [m.id, m.cpf_cnpj]));
    expect(rows.every((r) => r.cpf_cnpj === raw.get(r.merchant_id))).toBe(true);

    const operator = await call(ctx, 'comercial.operador', 'GET', `${url}?perPage=100`);
    expect(operator.statusCode).toBe(200);
    const masked = operator.json().data as { merchant_id: number; cpf_cnpj: string }[];
    expect(masked).toHaveLength(expected.length);
    expect(masked.some((r) => r.cpf_cnpj === raw.get(r.merchant_id))).toBe(false);

    const missing = await call(ctx, 'superadmin', 'GET', '/api/v1/sales_plan/2147483000/merchants/');
    expect(missing.statusCode).toBe(404);
  });

  it('re-checks the rates when the MCC changes, and clears the MCC when sent empty', async () => {
    // 0,80% on MASTERCARD Débito is allowed for restaurants (minimum 0,79%), not for any MCC (0,89%).
    const plan = await createPlan('Plano Teste MCC', {
      mcc: '5812',
      rates: grid((brand, op) => (brand === 1 && op === 0 ? '0.80' : fair(brand, op))),
    });
    const body = { sales_plan_name: 'Plano Teste MCC', status: 1, automatic_anticipation: false };
    const refused = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}`, {
      body: { ...body, mcc: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.mcc).toEqual([
      'A taxa de MASTERCARD Débito (0,80%) está abaixo da taxa mínima do projeto (0,89%).',
    ]);
    const kept = await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan/${plan.id}`);
    expect(kept.json().mcc).toBe('5812');

    const fairPlan = await createPlan('Plano Teste MCC Livre', { mcc: '5812' });
    const cleared = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${fairPlan.id}`, {
      body: { ...body, sales_plan_name: 'Plano Teste MCC Livre', mcc: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().mcc).toBeNull();
    const untouched = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}`, {
      body: { ...body, sales_plan_name: 'Plano Teste MCC 2' },
    });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().mcc).toBe('5812');
  });

  it('refuses rates below the project minimum or the acquirer cost, naming brand and operation', async () => {
    const plan = await createPlan('Plano Teste Mínimos');
    const belowMinimum = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 1, operation_id: 0, rate: '0,85' }] },
    });
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json().message).toBe(
      'A taxa de MASTERCARD Débito (0,85%) está abaixo da taxa mínima do projeto (0,89%).',
    );
    const belowCost = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}/mdr_rates`, {
      body: {
        rates: [
          { card_brand_id: 2, operation_id: 1, rate: '1.70' },
          { card_brand_id: 5, operation_id: 1, rate: '1.9999' },
        ],
      },
    });
    expect(belowCost.statusCode).toBe(422);
    expect(belowCost.json().errors).toEqual({
      'rates.1.rate': [
        'A taxa de AMEX Crédito à vista (1,9999%) está abaixo do custo do adquirente (2,00%).',
      ],
    });
    // The exact decimal at the floor is accepted: 1.69 is VISA credit's minimum.
    const atFloor = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 2, operation_id: 1, rate: '1.69' }] },
    });
    expect(atFloor.statusCode).toBe(200);
    const visa = (
      atFloor.json() as Array<{ card_brand_id: number; rates: Array<{ operation_id: number; rate: string }> }>
    )
      .find((b) => b.card_brand_id === 2)
      ?.rates.find((r) => r.operation_id === 1);
    expect(visa?.rate).toBe('1.6900');
    // Refusals leave the grid as it was.
    const mc = await ctx.handle.db
      .selectFrom('sales_plan_rate')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sales_plan_id', '=', plan.id)
      .where('card_brand_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(mc.n)).toBe(4);
  });

  it('creates and deletes a brand, and schedules a rate for a later day', async () => {
    const plan = await createPlan('Plano Teste Vigência', {
      rates: grid(fair).filter((r) => r.card_brand_id !== 3),
    });
    const base = `/api/v1/sales_plan/${plan.id}`;
    const update = await call(ctx, ADMIN, 'PUT', `${base}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 3, operation_id: 0, rate: '1.5' }] },
    });
    expect(update.statusCode).toBe(409);
    const created = await call(ctx, ADMIN, 'POST', `${base}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 3, operation_id: 0, rate: '1.5' }] },
    });
    expect(created.statusCode).toBe(200);
    const again = await call(ctx, ADMIN, 'POST', `${base}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 3, operation_id: 1, rate: '2.9' }] },
    });
    expect(again.statusCode).toBe(409);

    const later = addDays(todaySaoPaulo(), 10);
    const scheduled = await call(ctx, ADMIN, 'PUT', `${base}/mdr_rates`, {
      body: { valid_from: later, rates: [{ card_brand_id: 1, operation_id: 0, rate: '1.2345' }] },
    });
    expect(scheduled.statusCode).toBe(200);
    const mastercard = (
      scheduled.json() as Array<{ card_brand_id: number; rates: unknown[]; scheduled: unknown[] }>
    ).find((b) => b.card_brand_id === 1);
    expect(mastercard?.rates).toContainEqual(expect.objectContaining({ operation_id: 0, rate: '1.5000' }));
    expect(mastercard?.scheduled).toEqual([
      expect.objectContaining({ operation_id: 0, rate: '1.2345', valid_from: later }),
    ]);
    // The rate in force on each day, as receivables are priced.
    const inForce = async (day: string) =>
      (
        await ctx.handle.db
          .selectFrom('sales_plan_rate')
          .select((eb) => eb.cast<string>('rate', 'text').as('rate'))
          .where('sales_plan_id', '=', plan.id)
          .where('card_brand_id', '=', 1)
          .where('operation_id', '=', 0)
          .where('valid_from', '<=', new Date(`${day}T00:00:00Z`))
          .orderBy('valid_from', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).rate;
    expect(await inForce(todaySaoPaulo())).toBe('1.5000');
    expect(await inForce(later)).toBe('1.2345');

    const past = await call(ctx, ADMIN, 'PUT', `${base}/mdr_rates`, {
      body: {
        valid_from: addDays(todaySaoPaulo(), -1),
        rates: [{ card_brand_id: 1, operation_id: 0, rate: '1.6' }],
      },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.valid_from).toEqual(['A vigência não pode ser anterior a hoje.']);

    const deleted = await call(ctx, ADMIN, 'DELETE', `${base}/card_brand_rates/3`);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as Array<{ card_brand_id: number }>).map((b) => b.card_brand_id)).toEqual([
      1, 2, 4, 5,
    ]);
    expect((await call(ctx, ADMIN, 'DELETE', `${base}/card_brand_rates/3`)).statusCode).toBe(404);
    const history = await call(ctx, ADMIN, 'GET', `${base}/history/?perPage=50`);
    expect(history.json().total).toBe(4);
  });

  it('prices sales with the rate in force on their day: a change made today leaves yesterday alone', async () => {
    const db = ctx.handle.db;
    const plan = await createPlan('Plano Teste Precificação');
    // The plan's rate of last month, as an earlier change left it.
    await db
      .insertInto('sales_plan_rate')
      .values({
        sales_plan_id: plan.id,
        card_brand_id: 2,
        operation_id: 0,
        rate: '1.9000',
        valid_from: addDays(todaySaoPaulo(), -30),
      })
      .execute();
    await db
      .deleteFrom('sales_plan_rate')
      .where('sales_plan_id', '=', plan.id)
      .where('valid_from', '=', new Date(`${todaySaoPaulo()}T00:00:00Z`))
      .where('card_brand_id', '=', 2)
      .where('operation_id', '=', 0)
      .execute();
    const changed = await call(ctx, ADMIN, 'PUT', `/api/v1/sales_plan/${plan.id}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 2, operation_id: 0, rate: '1.25' }] },
    });
    expect(changed.statusCode).toBe(200);
    const merchant = await db
      .insertInto('merchant')
      .values({
        merchant_code: 'PLAN-PRICE-1',
        merchant_name: 'Loja Preço',
        cpf_cnpj: '11222333000181',
        project_id: 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('merchant_sales_plan')
      .values({ merchant_id: merchant.id, channel_id: 1, sales_plan_id: plan.id })
      .execute();
    const sale = (at: Date, amount: number) => ({
      project_id: 4,
      merchant_id: merchant.id,
      channel_id: 1,
      operation_id: 0,
      card_brand_id: 2,
      amount,
      installments: 1,
      status: 'CONFIRMED' as const,
      transaction_date: at,
      payment_date: at,
    });
    await db
      .insertInto('card_transaction')
      .values([sale(new Date(Date.now() - 2 * 86_400_000), 10_000), sale(new Date(), 20_000)])
      .execute();
    expect(await generateReceivables(db, { merchantIds: [merchant.id] })).toBe(2);
    const priced = await db
      .selectFrom('receivable')
      .select(['gross_amount', 'mdr_amount', (eb) => eb.cast<string>('mdr_rate', 'text').as('rate')])
      .where('merchant_id', '=', merchant.id)
      .orderBy('gross_amount')
      .execute();
    expect(priced).toEqual([
      { gross_amount: 10_000, mdr_amount: 190, rate: '1.9000' },
      { gross_amount: 20_000, mdr_amount: 250, rate: '1.2500' },
    ]);
  });

  it('lists plans by id ascending unless another order is asked for (spec core §7)', async () => {
    const ids = async (query: string) =>
      (await call(ctx, ADMIN, 'GET', `/api/v1/sales_plan?perPage=50${query}`))
        .json()
        .data.map((p: { id: number }) => p.id);
    const plain = await ids('');
    expect(plain.length).toBeGreaterThan(1);
    expect(plain).toEqual([...plain].sort((a, b) => a - b));
    const newest = await ids('&sortDesc=true');
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('needs the plan permissions', async () => {
    expect((await call(ctx, 'assistente', 'GET', '/api/v1/sales_plan')).statusCode).toBe(403);
    const create = await call(ctx, 'comercial.operador', 'POST', '/api/v1/sales_plan', {
      body: { project_id: 4, channel_id: 1, sales_plan_name: 'Sem permissão' },
    });
    expect(create.statusCode).toBe(403);
    const plan = await createPlan('Plano Teste Permissões');
    const rates = await call(ctx, 'financeiro', 'PUT', `/api/v1/sales_plan/${plan.id}/mdr_rates`, {
      body: { rates: [{ card_brand_id: 1, operation_id: 0, rate: '1.6' }] },
    });
    expect(rates.statusCode).toBe(403);
  });
});
