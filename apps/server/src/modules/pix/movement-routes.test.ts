import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMovement,
  ensureProjectOperator,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/pix-fixtures.ts';
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

const LIST = '/gateway/spe-view-n-backoffice/v1/financial-movements';

describe('Pix movements', () => {
  it('lists 10 per page ordered by dateRegister DESC over the seeded thousands', async () => {
    const res = await call(ctx, 'financeiro', 'GET', `${LIST}?orderBy=dateRegister&order=DESC`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.limit).toBe(10);
    expect(body.meta.itemCount).toBeGreaterThanOrEqual(3000);
    const dates: string[] = body.data.map((m: { dateRegister: string }) => m.dateRegister);
    expect(dates).toHaveLength(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    const asc = (await call(ctx, 'financeiro', 'GET', `${LIST}?order=ASC`)).json();
    expect(asc.data[0].dateRegister <= asc.data[9].dateRegister).toBe(true);
    expect(asc.data[0].dateRegister < (dates[0] ?? '')).toBe(true);
  });

  it('applies each optional filter', async () => {
    const at = new Date('2024-02-10T12:00:00Z');
    const { endToEndId } = await createMovement(ctx.handle.db, WL_P2.uuid, 777, at);
    const row = await ctx.handle.db
      .selectFrom('pix_movement')
      .selectAll()
      .where('end_to_end_id', '=', endToEndId)
      .executeTakeFirstOrThrow();
    const filters: Record<string, string>[] = [
      { endToEndId },
      { transactionId: row.transaction_id },
      { transactionId: row.transaction_id, document: '529.982.247-25' },
      { transactionId: row.transaction_id, documentOrigin: row.document_origin },
      { transactionId: row.transaction_id, documentDestination: row.document_destination },
      { transactionId: row.transaction_id, partnerId: 'PRT-TEST' },
      { transactionId: row.transaction_id, uuidWhiteLabel: WL_P2.uuid },
      { dateStart: '2024-02-10', dateEnd: '2024-02-10', partnerId: 'PRT-TEST' },
    ];
    for (const filter of filters) {
      const body = (await call(ctx, 'financeiro', 'GET', `${LIST}?${new URLSearchParams(filter)}`)).json();
      expect(
        body.data.map((m: { endToEndId: string }) => m.endToEndId),
        JSON.stringify(filter),
      ).toEqual([endToEndId]);
      expect(body.data[0].amount).toBe(777);
    }
    const misses: Record<string, string>[] = [
      { endToEndId, uuidWhiteLabel: WL_P1.uuid },
      { endToEndId, dateStart: '2024-02-11' },
      { endToEndId, dateEnd: '2024-02-09' },
      { endToEndId, partnerId: 'OUTRO' },
    ];
    for (const filter of misses) {
      const body = (await call(ctx, 'financeiro', 'GET', `${LIST}?${new URLSearchParams(filter)}`)).json();
      expect(body.meta.itemCount, JSON.stringify(filter)).toBe(0);
    }
  });

  it('rejects a bad date or order with 422, confines single-project users and needs list_transactions', async () => {
    const bad = await call(ctx, 'financeiro', 'GET', `${LIST}?dateStart=2024-13-45&order=UP`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['dateStart', 'order']));
    const { endToEndId } = await createMovement(ctx.handle.db, WL_P2.uuid);
    expect((await call(ctx, operator, 'GET', `${LIST}?endToEndId=${endToEndId}`)).json().meta.itemCount).toBe(
      0,
    );
    const own = await createMovement(ctx.handle.db, WL_P1.uuid);
    expect(
      (await call(ctx, operator, 'GET', `${LIST}?endToEndId=${own.endToEndId}`)).json().meta.itemCount,
    ).toBe(1);
    expect((await call(ctx, 'assistente', 'GET', LIST)).statusCode).toBe(403);
  });
});
