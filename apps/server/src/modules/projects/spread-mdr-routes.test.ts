import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const spreadRows = (projectId: number) =>
  ctx.handle.db
    .selectFrom('project_spread_mdr')
    .select(['card_brand_id', 'operation_id', 'spread'])
    .where('project_id', '=', projectId)
    .orderBy('card_brand_id')
    .orderBy('operation_id')
    .execute();

describe('MDR spread per card brand', () => {
  it('creates, lists, updates and deletes a brand spread, each change in the history', async () => {
    const created = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/spread_mdr', {
      body: {
        card_brand_id: 2,
        rates: [
          { operation_id: 0, spread: 0.35 },
          { operation_id: 1, spread: 1.25 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([
      {
        card_brand_id: 2,
        brand_name: expect.any(String),
        rates: [
          { operation_id: 0, operation_name: expect.any(String), spread: 0.35 },
          { operation_id: 1, operation_name: expect.any(String), spread: 1.25 },
        ],
      },
    ]);

    const duplicate = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/spread_mdr', {
      body: { card_brand_id: 2, rates: [{ operation_id: 0, spread: 1 }] },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.card_brand_id).toHaveLength(1);

    const updated = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/project/2/spread_mdr', {
      body: { card_brand_id: 2, rates: [{ operation_id: 1, spread: 2.5 }] },
    });
    expect(updated.statusCode).toBe(200);
    expect(await spreadRows(2)).toEqual([{ card_brand_id: 2, operation_id: 1, spread: 2.5 }]);

    const listed = await call(ctx, 'parceiro', 'GET', '/api/v1/project/2/spread_mdr');
    expect(listed.statusCode).toBe(403);
    const read = await call(ctx, 'financeiro', 'GET', '/api/v1/project/2/spread_mdr');
    expect(read.json()[0].rates).toEqual([
      { operation_id: 1, operation_name: expect.any(String), spread: 2.5 },
    ]);

    const deleted = await call(ctx, 'comercial.admin', 'DELETE', '/api/v1/project/2/spread_mdr/2');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([]);
    expect(await spreadRows(2)).toEqual([]);
    const again = await call(ctx, 'comercial.admin', 'DELETE', '/api/v1/project/2/spread_mdr/2');
    expect(again.statusCode).toBe(404);

    const history = (await auditRows(ctx, 'spread_mdr', 2)).map((r) => r.action);
    expect(history).toEqual(['DELETE', 'UPDATE', 'CREATE']);
  });

  it('refuses percentages outside 0–100 with the spec messages and stores nothing', async () => {
    const over = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/3/spread_mdr', {
      body: {
        card_brand_id: 1,
        rates: [
          { operation_id: 0, spread: 100.5 },
          { operation_id: 1, spread: -0.1 },
        ],
      },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['rates.0.spread']).toEqual(['ultrapassou o limite máximo de 100%']);
    expect(over.json().errors['rates.1.spread']).toEqual(['não atingiu o limite mínimo de 0%']);
    expect(await spreadRows(3)).toEqual([]);
  });

  it('refuses unknown brands, unknown or repeated operations', async () => {
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/3/spread_mdr', {
      body: {
        card_brand_id: 99,
        rates: [
          { operation_id: 0, spread: 1 },
          { operation_id: 0, spread: 2 },
          { operation_id: 999, spread: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      card_brand_id: ['O campo Bandeira não é válido'],
      'rates.1.operation_id': ['Operação repetida'],
      'rates.2.operation_id': ['O campo Operação não é válido'],
    });
    expect(await spreadRows(3)).toEqual([]);
  });

  it('needs manage_project_spread_mdr and keeps single-project users in their project', async () => {
    const body = { card_brand_id: 1, rates: [{ operation_id: 0, spread: 1 }] };
    expect(
      (await call(ctx, 'comercial.operador', 'POST', '/api/v1/project/1/spread_mdr', { body })).statusCode,
    ).toBe(403);
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/2/spread_mdr')).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/1/spread_mdr')).statusCode).toBe(
      200,
    );
  });
});
