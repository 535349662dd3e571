import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { call } from '../../test/test-support.ts';
import { MERCHANT_DEMO_PREFIX } from './merchants-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Day = { weekday: number; open: boolean; opens_at: string | null; closes_at: string | null };

async function demoMerchant(mcc: string, informed: boolean): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM merchant
    WHERE merchant_code LIKE ${`${MERCHANT_DEMO_PREFIX}%`} AND mcc = ${mcc}
      AND (id % 11 <> 0) = ${informed}
    ORDER BY id LIMIT 1`.execute(ctx.handle.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no demo merchant of MCC ${mcc}`);
  return id;
}

async function week(id: number): Promise<Day[]> {
  const res = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${id}/opening_hours`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days;
}

describe('demo merchants opening hours', () => {
  it('gives each demo merchant the week of its kind of business, a quarter of an hour apart', async () => {
    const market = await demoMerchant('5411', true);
    const opens = ['07:00', '07:15', '07:30'][market % 3];
    const days = await week(market);
    for (const day of days.slice(0, 6)) {
      expect(day).toEqual({ weekday: day.weekday, open: true, opens_at: opens, closes_at: '22:00' });
    }
    expect(days[6]).toMatchObject({ weekday: 7, open: true, closes_at: '20:00' });

    const restaurant = await week(await demoMerchant('5812', true));
    expect(restaurant[0]).toEqual({ weekday: 1, open: false, opens_at: null, closes_at: null });
    expect(restaurant[4]).toMatchObject({ weekday: 5, open: true, closes_at: '23:00' });

    const station = await week(await demoMerchant('5541', true));
    expect(station.every((d) => d.open && d.opens_at === '00:00' && d.closes_at === '23:59')).toBe(true);
  });

  it('leaves one demo merchant in eleven without hours informed', async () => {
    const days = await week(await demoMerchant('5411', false));
    expect(days.every((d) => !d.open)).toBe(true);
  });
});
