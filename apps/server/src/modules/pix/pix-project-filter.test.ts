import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ensureProjectOperator, WL_P1, WL_P1_B, WL_P2 } from '../../../test/fixtures/pix-fixtures.ts';
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

const LISTS = [
  '/gateway/spe-n-pre-pix/v1/infraction-reports',
  '/gateway/spe-view-n-pix/v1/refund',
  '/gateway/spe-view-n-backoffice/v1/financial-movements',
  '/gateway/spe-view-n-backoffice/v1/device/',
];
const PROJECT_1 = new Set([WL_P1.uuid, WL_P1_B.uuid]);
const PROJECT_2 = new Set([WL_P2.uuid]);

interface Row {
  uuidWhiteLabel?: string;
  whiteLabelName: string;
}

describe('Pix lists follow the project chosen in the top bar', () => {
  it.each(LISTS)('%s narrows to the white labels of project_id', async (list) => {
    const all = (await call(ctx, 'financeiro', 'GET', `${list}?limit=100`)).json();
    const p2 = await call(ctx, 'financeiro', 'GET', `${list}?limit=100&project_id=2`);
    expect(p2.statusCode).toBe(200);
    const body = p2.json();
    expect(body.meta.itemCount).toBeGreaterThan(0);
    expect(body.meta.itemCount).toBeLessThan(all.meta.itemCount);
    const names = new Set(body.data.map((row: Row) => row.whiteLabelName));
    expect(names).toEqual(new Set([WL_P2.fantasy_name]));
  });

  it.each(LISTS)('%s refuses another project to single-project staff and a malformed id', async (list) => {
    expect((await call(ctx, operator, 'GET', `${list}?project_id=2`)).statusCode).toBe(404);
    expect((await call(ctx, operator, 'GET', `${list}?project_id=1`)).statusCode).toBe(200);
    const bad = await call(ctx, 'financeiro', 'GET', `${list}?project_id=abc`);
    expect(bad.statusCode).toBe(422);
  });

  it('narrows the white-label options the same way', async () => {
    const url = '/gateway/spe-view-n-backoffice/v1/white-label';
    const p1 = (await call(ctx, 'financeiro', 'GET', `${url}?project_id=1`)).json();
    expect(new Set(p1.map((wl: { uuid: string }) => wl.uuid))).toEqual(PROJECT_1);
    const p2 = (await call(ctx, 'financeiro', 'GET', `${url}?project_id=2`)).json();
    expect(new Set(p2.map((wl: { uuid: string }) => wl.uuid))).toEqual(PROJECT_2);
    const all = (await call(ctx, 'financeiro', 'GET', url)).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
  });
});
