import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

/** Acquirer plans, channels and card-brand arrangements on the demo seed. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('acquirer plans and channels', () => {
  it('shows an acquirer with its channels and its MDR per channel, MCC-specific where asked', async () => {
    const acquirer = await call(ctx, 'comercial.operador', 'GET', '/api/v1/acquirer/1');
    expect(acquirer.statusCode).toBe(200);
    expect(acquirer.json()).toMatchObject({ id: 1, channels: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/acquirer/999')).statusCode).toBe(404);
    expect((await call(ctx, 'assistente', 'GET', '/api/v1/acquirer/1')).statusCode).toBe(403);

    const general = await call(ctx, 'comercial.operador', 'GET', '/api/v1/acquirer/1/channel/1/mdr');
    const rows = general.json() as Array<{
      card_brand_id: number;
      operation_id: number;
      rate: string;
      mcc: string | null;
    }>;
    expect(rows).toHaveLength(65);
    expect(rows.find((r) => r.card_brand_id === 5 && r.operation_id === 1)).toMatchObject({
      rate: '2.0000',
      mcc: null,
    });
    const restaurants = await call(
      ctx,
      'comercial.operador',
      'GET',
      '/api/v1/acquirer/1/channel/1/mdr?mcc=5812',
    );
    expect(
      (restaurants.json() as typeof rows).find((r) => r.card_brand_id === 1 && r.operation_id === 0),
    ).toMatchObject({ rate: '0.7000', mcc: '5812' });
    // Channel 4 belongs to the other acquirer.
    expect(
      (await call(ctx, 'comercial.operador', 'GET', '/api/v1/acquirer/1/channel/4/mdr')).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'comercial.operador', 'GET', '/api/v1/acquirer/1/channel/1/mdr?mcc=58')).statusCode,
    ).toBe(422);
  });

  it('reads and renames a channel, audited', async () => {
    const channel = await call(ctx, 'assistente', 'GET', '/api/v1/channel/2');
    expect(channel.json()).toMatchObject({ id: 2, channel_name: 'TEF', acquirer: { id: 1 } });
    const denied = await call(ctx, 'comercial.operador', 'PUT', '/api/v1/channel/2', {
      body: { channel_name: 'X' },
    });
    expect(denied.statusCode).toBe(403);
    const blank = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/channel/2', {
      body: { channel_name: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    const renamed = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/channel/2', {
      body: { channel_name: 'TEF Lojas' },
    });
    expect(renamed.json()).toMatchObject({ channel_name: 'TEF Lojas' });
    expect((await auditRows(ctx, 'channel', 2))[0]).toMatchObject({
      action: 'UPDATE',
      before: expect.objectContaining({ channel_name: 'TEF' }),
      after: expect.objectContaining({ channel_name: 'TEF Lojas' }),
    });
    await call(ctx, 'comercial.admin', 'PUT', '/api/v1/channel/2', { body: { channel_name: 'TEF' } });
  });

  it('lists card-brand arrangements, filtered by arrangement', async () => {
    const all = await call(ctx, 'assistente', 'GET', '/api/v1/card_brand_operation_param/');
    expect(all.json()).toHaveLength(65);
    const visaDebit = await call(
      ctx,
      'assistente',
      'GET',
      '/api/v1/card_brand_operation_param/?settler_pay_arrangement=vcd',
    );
    expect(visaDebit.json()).toEqual([
      {
        card_brand_id: 2,
        brand_name: 'VISA',
        operation_id: 0,
        operation_name: 'Débito',
        settler_pay_arrangement: 'VCD',
      },
    ]);
  });
});
