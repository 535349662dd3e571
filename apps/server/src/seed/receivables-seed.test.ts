import { BLOCK_TYPES, RECONCILIATION_STATUSES } from '@mentor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { call } from '../../test/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('demo receivables registry', () => {
  it('has units, contract effects, disputes, blocks and at least two reconciliation differences of each kind', async () => {
    for (const status of RECONCILIATION_STATUSES.values) {
      const res = await call(ctx, 'financeiro', 'GET', `/api/v1/cerc_conciliation?status=${status}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total, status).toBeGreaterThanOrEqual(2);
    }
    const units = await call(ctx, 'financeiro', 'GET', '/api/v1/receivable_unit');
    expect(units.json().total).toBeGreaterThan(10);
    const effects = await call(ctx, 'financeiro', 'GET', '/api/v1/contract_effect');
    expect(effects.json().total).toBeGreaterThanOrEqual(6);
    const received = await call(ctx, 'financeiro', 'GET', '/api/v1/cerc_dispute/received');
    expect(received.json().total).toBeGreaterThanOrEqual(3);
    const blockTypes = await call(ctx, 'financeiro', 'GET', '/api/v1/block_type');
    expect(blockTypes.json()).toHaveLength(23);
    expect(blockTypes.json()[16]).toEqual({ id: 17, description: 'Aguardando análise' });
    expect(blockTypes.json()[3]).toEqual({ id: 4, description: 'Ordem judicial' });
    expect(blockTypes.json()).toEqual(
      BLOCK_TYPES.options.map((o) => ({ id: o.value, description: o.label.pt })),
    );
  });
});
