import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';
import { cpf, createRandom } from '../../seed/generator.ts';

/** Moving merchant portfolios between sales representatives of a project. */
let ctx: TestContext;
const random = createRandom(77);

async function rep(name: string): Promise<number> {
  const res = await call(ctx, 'superadmin', 'POST', '/api/v1/project/1/sales_representative', {
    body: { name, document: cpf(random), email: `${name.toLowerCase().replace(/\s/g, '.')}@rep.test` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const portfolio = async (id: number) =>
  (await call(ctx, 'superadmin', 'GET', `/api/v1/project/1/sales_representative/${id}/merchant`))
    .json()
    .map((m: { merchant_id: number }) => m.merchant_id)
    .sort((a: number, b: number) => a - b);

beforeAll(async () => {
  ctx = await startTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('sales representative portfolio', () => {
  it('moves listed merchants, then hands the whole portfolio over, audited on both sides', async () => {
    const from = await rep('Ana Carteira');
    const to = await rep('Beto Carteira');
    const merchants = (
      await ctx.handle.db
        .selectFrom('merchant')
        .select('id')
        .where('project_id', '=', 1)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sales_representative_merchant')
                .select('merchant_id')
                .whereRef('merchant_id', '=', 'merchant.id'),
            ),
          ),
        )
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((m) => m.id);
    await call(ctx, 'superadmin', 'POST', `/api/v1/project/1/sales_representative/${from}/merchant`, {
      body: { merchant_ids: merchants },
    });
    const moved = await call(ctx, 'superadmin', 'PUT', '/api/v1/project/1/sales_representative', {
      body: {
        from_sales_representative_id: from,
        to_sales_representative_id: to,
        merchant_ids: [merchants[0]],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await portfolio(to)).toEqual([merchants[0]]);
    const outside = await call(ctx, 'superadmin', 'PUT', '/api/v1/project/1/sales_representative', {
      body: {
        from_sales_representative_id: from,
        to_sales_representative_id: to,
        merchant_ids: [merchants[0]],
      },
    });
    expect(outside.statusCode).toBe(422);
    const same = await call(ctx, 'superadmin', 'PUT', '/api/v1/project/1/sales_representative', {
      body: { from_sales_representative_id: from, to_sales_representative_id: from },
    });
    expect(same.statusCode).toBe(422);
    const all = await call(ctx, 'superadmin', 'POST', `/api/v1/project/1/sales_representative/${from}`, {
      body: { to_sales_representative_id: to },
    });
    expect(all.json().moved_merchant_ids).toHaveLength(2);
    expect(await portfolio(from)).toEqual([]);
    expect(await portfolio(to)).toEqual(merchants);
    expect((await auditRows(ctx, 'sales_representative_merchant', from)).length).toBeGreaterThanOrEqual(3);
    const otherProject = await call(
      ctx,
      'superadmin',
      'POST',
      `/api/v1/project/2/sales_representative/${from}`,
      {
        body: { to_sales_representative_id: to },
      },
    );
    expect(otherProject.statusCode).toBe(404);
    expect(
      (
        await call(ctx, 'financeiro', 'PUT', '/api/v1/project/1/sales_representative', {
          body: { from_sales_representative_id: from, to_sales_representative_id: to },
        })
      ).statusCode,
    ).toBe(403);
  });
});
