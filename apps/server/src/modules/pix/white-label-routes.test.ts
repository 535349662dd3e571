import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ensureProjectOperator, newUuid, WL_P1, WL_P2 } from '../../../test/fixtures/pix-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await startTestApp();
  operator = await ensureProjectOperator(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-view-n-backoffice/v1/white-label';
const reasons = (id: string) =>
  `/gateway/spe-view-n-backoffice/v1/block-reason/white-label/${id}/type-block/BLACKLIST_BLOCK`;

describe('white labels and block reasons', () => {
  it('lists every white label to multi-project staff and only their own to single-project staff', async () => {
    const all = (await call(ctx, 'financeiro', 'GET', LIST)).json();
    expect(all.map((w: { uuid: string }) => w.uuid)).toEqual(
      expect.arrayContaining([WL_P1.uuid, WL_P2.uuid]),
    );
    expect(all.find((w: { uuid: string }) => w.uuid === WL_P2.uuid)).toEqual({
      uuid: WL_P2.uuid,
      fantasyName: WL_P2.fantasy_name,
      ispb: WL_P2.ispb,
    });
    const own = (await call(ctx, operator, 'GET', LIST)).json();
    expect(own.map((w: { uuid: string }) => w.uuid).sort()).toEqual(
      ['0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e01', '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e02'].sort(),
    );
    expect((await call(ctx, null, 'GET', LIST)).statusCode).toBe(401);
    expect((await call(ctx, 'sem.papel', 'GET', LIST)).statusCode).toBe(403);
  });

  it('lists the blacklist block reasons of a white label in scope', async () => {
    const res = await call(ctx, 'financeiro', 'GET', reasons(WL_P1.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { description: string }) => r.description)).toContain('Ordem judicial');
    expect(res.json().every((r: { typeBlock: string }) => r.typeBlock === 'BLACKLIST_BLOCK')).toBe(true);
    expect((await call(ctx, operator, 'GET', reasons(WL_P2.uuid))).statusCode).toBe(404);
    expect((await call(ctx, 'financeiro', 'GET', reasons(newUuid()))).statusCode).toBe(404);
    expect((await call(ctx, 'financeiro', 'GET', reasons('nao-e-uuid'))).statusCode).toBe(422);
  });
});
