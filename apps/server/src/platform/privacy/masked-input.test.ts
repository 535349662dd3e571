import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { MASKED_INPUT_MESSAGE } from '../../plugins/personal-data-policy.ts';

/**
 * The merchant detail's e-mail and phones are masked for staff without reveal_personal_data, and
 * what such staff read masked is never saved back: the edit keeps the stored values when they are
 * left out, and a masked value sent back is refused before the one-time code is spent.
 */
let ctx: TestContext;
const OPERATOR = 'pd.form.operator';
const EMAIL = 'financeiro.loja@padaria-aurora.com.br';
const PHONE = '11987654321';
let merchantId: number;

interface Detail {
  email: string | null;
  phones: { phone_type: string; number: string }[];
  addresses: { number: string }[];
  [key: string]: unknown;
}

const detailAs = async (user: string) =>
  (await call(ctx, user, 'GET', `/api/v1/merchant/${merchantId}`)).json() as Detail;

/** The edit body of the merchant as a form would send it, without the document. */
function editBody(detail: Detail) {
  return {
    merchant_name: detail.merchant_name,
    trade_name: detail.trade_name,
    email: detail.email,
    merchant_formation_id: detail.merchant_formation_id,
    mcc: detail.mcc,
    cnae: detail.cnae,
    sales_representative_id: detail.sales_representative_id,
    use_centralized_bank_account_settlement: detail.use_centralized_bank_account_settlement,
    addresses: (detail.addresses as Record<string, unknown>[]).map(
      ({
        address_type,
        zip_code,
        street,
        number,
        complement,
        neighborhood,
        city,
        state,
        ibge_city_code,
      }) => ({
        address_type,
        zip_code,
        street,
        number,
        complement,
        neighborhood,
        city,
        state,
        ibge_city_code,
      }),
    ),
    phones: detail.phones,
    opening_hour_ids: detail.opening_hour_ids,
  };
}

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, OPERATOR, ['mentor_comercial_operator'], 1);
  const merchant = await ctx.handle.db
    .selectFrom('merchant')
    .select('id')
    .where('project_id', '=', 1)
    .where('deleted', '=', false)
    // A complete record of the demo data (merchants other files create may lack an address).
    .where((eb) =>
      eb.exists(
        eb.selectFrom('merchant_address as a').select('a.id').whereRef('a.merchant_id', '=', 'merchant.id'),
      ),
    )
    .where('mcc', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  await ctx.handle.db.updateTable('merchant').set({ email: EMAIL }).where('id', '=', merchantId).execute();
  await ctx.handle.db.deleteFrom('merchant_phone').where('merchant_id', '=', merchantId).execute();
  await ctx.handle.db
    .insertInto('merchant_phone')
    .values({ merchant_id: merchantId, phone_type: 'COMERCIAL', number: PHONE })
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('a merchant’s e-mail and phones', () => {
  it('are masked in the detail for staff without the reveal permission, the address number kept', async () => {
    const masked = await detailAs(OPERATOR);
    expect(masked.email).toBe('f•••@p•••.com.br');
    expect(masked.phones).toEqual([{ phone_type: 'COMERCIAL', number: '(11) •••••-4321' }]);
    expect(masked.addresses[0]?.number).not.toMatch(/•/);
    const clear = await detailAs('superadmin');
    expect(clear.email).toBe(EMAIL);
    expect(clear.phones[0]?.number).toBe(PHONE);
  });

  it('stay as stored when an edit leaves them out', async () => {
    const { email: _email, phones: _phones, ...body } = editBody(await detailAs(OPERATOR));
    const saved = await call(ctx, OPERATOR, 'PUT', `/api/v1/merchant/${merchantId}`, {
      otp: true,
      body: { ...body, trade_name: 'Padaria Aurora' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await ctx.handle.db
      .selectFrom('merchant')
      .select(['email', 'trade_name'])
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: EMAIL, trade_name: 'Padaria Aurora' });
    const phones = await ctx.handle.db
      .selectFrom('merchant_phone')
      .select('number')
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(phones).toEqual([{ number: PHONE }]);
  });

  it('are refused when sent back masked, before the one-time code is spent', async () => {
    const body = editBody(await detailAs(OPERATOR));
    const code = await ctx.otp(OPERATOR);
    const refused = await call(ctx, OPERATOR, 'PUT', `/api/v1/merchant/${merchantId}`, { otp: code, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MASKED_INPUT_MESSAGE);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['email', 'phones.0.number']);
    // The same code still works: it was not spent on the refused call.
    const { email: _email, phones: _phones, ...kept } = body;
    const saved = await call(ctx, OPERATOR, 'PUT', `/api/v1/merchant/${merchantId}`, {
      otp: code,
      body: kept,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await ctx.handle.db
      .selectFrom('merchant')
      .select('email')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(EMAIL);
  });
});
