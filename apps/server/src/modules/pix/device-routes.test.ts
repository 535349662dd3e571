import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  call,
  createDevice,
  ensureProjectOperator,
  newUuid,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/pix-fixtures.ts';
import { loginWithPassword } from '../../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { DEVICE_MESSAGES } from './device-service.ts';
import { SMS_MAX_ATTEMPTS, SMS_MESSAGES } from './sms-service.ts';

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await startTestApp();
  operator = await ensureProjectOperator(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-view-n-backoffice/v1/device/';
const decide = (account: string, device: string, action: 'authorize' | 'revoke') =>
  `/gateway/spe-n-backoffice/v1/device/ap/${account}/${action}/${device}`;
const tokenUrl = (wl: string, account: string) => `/gateway/spe-n-token/v1/token-code/${wl}/${account}`;
const OUTBOX = '/gateway/spe-n-token/v1/sms-outbox';

/**
 * Sends a code and reads it back from the local adapter's outbox, as the customer's phone would
 * receive it (operators do not read the outbox: it is a developer tool).
 */
async function sendAndReadCode(username: string, wl: string, account: string): Promise<string> {
  const sent = await call(ctx, username, 'POST', tokenUrl(wl, account));
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toMatchObject({ sent: true, phone: '*****-4321' });
  const latest = await ctx.handle.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('uuid_account_payment', '=', account)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const body: string = latest.body;
  const code = /(\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code in ${body}`);
  return code;
}

describe('devices and SMS confirmation', () => {
  it('lists 10 per page with the translated status and filters by account, document, status and white label', async () => {
    const body = (await call(ctx, 'financeiro', 'GET', LIST)).json();
    expect(body.meta.limit).toBe(10);
    expect(body.data).toHaveLength(10);
    const labels: Record<string, string> = {
      PENDING: 'Pendente',
      AUTHORIZED: 'Autorizado',
      UNAUTHORIZED: 'Não Autorizado',
    };
    for (const d of body.data) expect(d.statusTranslated).toBe(labels[d.status]);
    const device = await createDevice(ctx.handle.db, { whiteLabel: WL_P2.uuid });
    const filtered = (
      await call(
        ctx,
        'financeiro',
        'GET',
        `${LIST}?${new URLSearchParams({ accountNumber: device.accountNumber, document: '529.982.247-25', status: 'PENDING', whiteLabel: WL_P2.uuid })}`,
      )
    ).json();
    expect(
      filtered.data.map((d: { uuidAccountPaymentDevice: string }) => d.uuidAccountPaymentDevice),
    ).toEqual([device.uuid_account_payment_device]);
    const other = (
      await call(ctx, 'financeiro', 'GET', `${LIST}?accountNumber=${device.accountNumber}&status=AUTHORIZED`)
    ).json();
    expect(other.meta.itemCount).toBe(0);
  });

  it('authorises a pending device only after a checked SMS code, spends the code and audits', async () => {
    const device = await createDevice(ctx.handle.db);
    const account = device.uuid_account_payment;
    const url = decide(account, device.uuid_account_payment_device, 'authorize');
    const without = await call(ctx, 'financeiro', 'PUT', url);
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toBe(DEVICE_MESSAGES.smsRequired);

    const code = await sendAndReadCode('financeiro', WL_P1.uuid, account);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${wrong}`)).json(),
    ).toEqual({
      valid: false,
    });
    // An unchecked code does not authorise.
    expect((await call(ctx, 'financeiro', 'PUT', url)).statusCode).toBe(409);
    expect((await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${code}`)).json()).toEqual(
      {
        valid: true,
      },
    );
    // Single use: the same code is not valid twice.
    expect((await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${code}`)).json()).toEqual(
      {
        valid: false,
      },
    );
    const ok = await call(ctx, 'financeiro', 'PUT', url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'AUTHORIZED',
      statusTranslated: 'Autorizado',
      decidedBy: 'financeiro',
    });
    const audits = await auditRows(ctx.handle.db, 'pix_device', device.uuid_account_payment_device);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ status: 'PENDING' });
    const tokens = await ctx.handle.db
      .selectFrom('sms_token')
      .select(['consumed_at', 'checked_by', 'code_hash'])
      .where('uuid_account_payment', '=', account)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.consumed_at).not.toBeNull();
    expect(tokens[0]?.code_hash).not.toContain(code);

    const twice = await call(ctx, 'financeiro', 'PUT', url);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DEVICE_MESSAGES.authorizeNotPending);
    expect(
      (await call(ctx, 'financeiro', 'PUT', decide(account, device.uuid_account_payment_device, 'revoke')))
        .statusCode,
    ).toBe(409);
  });

  it('refuses an expired code and spends a code after too many wrong guesses', async () => {
    const device = await createDevice(ctx.handle.db);
    const account = device.uuid_account_payment;
    const code = await sendAndReadCode('financeiro', WL_P1.uuid, account);
    await ctx.handle.db
      .updateTable('sms_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('uuid_account_payment', '=', account)
      .execute();
    expect(
      (await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${code}`)).json().valid,
    ).toBe(false);

    const fresh = await sendAndReadCode('financeiro', WL_P1.uuid, account);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${wrong}`);
    }
    expect(
      (await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/${fresh}`)).json().valid,
    ).toBe(false);
    const bad = await call(ctx, 'financeiro', 'GET', `${tokenUrl(WL_P1.uuid, account)}/12ab`);
    expect(bad.statusCode).toBe(422);
  });

  it('revokes a pending device without a code, and refuses accounts without a phone', async () => {
    const device = await createDevice(ctx.handle.db);
    const res = await call(
      ctx,
      'financeiro',
      'PUT',
      decide(device.uuid_account_payment, device.uuid_account_payment_device, 'revoke'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'UNAUTHORIZED', statusTranslated: 'Não Autorizado' });
    const again = await call(
      ctx,
      'financeiro',
      'PUT',
      decide(device.uuid_account_payment, device.uuid_account_payment_device, 'revoke'),
    );
    expect(again.json().message).toBe(DEVICE_MESSAGES.revokeNotPending);
    const authorised = await createDevice(ctx.handle.db, { status: 'AUTHORIZED' });
    expect(
      (
        await call(
          ctx,
          'financeiro',
          'PUT',
          decide(authorised.uuid_account_payment, authorised.uuid_account_payment_device, 'revoke'),
        )
      ).statusCode,
    ).toBe(409);
    const mismatch = await call(
      ctx,
      'financeiro',
      'PUT',
      decide(newUuid(), device.uuid_account_payment_device, 'revoke'),
    );
    expect(mismatch.statusCode).toBe(404);
    const noPhone = await createDevice(ctx.handle.db, { phone: null });
    const sent = await call(ctx, 'financeiro', 'POST', tokenUrl(WL_P1.uuid, noPhone.uuid_account_payment));
    expect(sent.statusCode).toBe(422);
    expect(sent.json().message).toBe(SMS_MESSAGES.noPhone);
    expect(
      (await call(ctx, 'financeiro', 'POST', tokenUrl(WL_P2.uuid, device.uuid_account_payment))).statusCode,
    ).toBe(404);
  });

  it('confines single-project operators and needs manage_devices', async () => {
    const foreign = await createDevice(ctx.handle.db, { whiteLabel: WL_P2.uuid });
    expect(
      (
        await call(
          ctx,
          operator,
          'PUT',
          decide(foreign.uuid_account_payment, foreign.uuid_account_payment_device, 'revoke'),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, operator, 'POST', tokenUrl(WL_P2.uuid, foreign.uuid_account_payment))).statusCode,
    ).toBe(404);
    const list = (await call(ctx, operator, 'GET', `${LIST}?limit=500`)).json();
    expect(list.data.some((d: { whiteLabel: string }) => d.whiteLabel === WL_P2.uuid)).toBe(false);
    // Operators do not read the local outbox; a single-project developer sees only their project's.
    expect((await call(ctx, operator, 'GET', OUTBOX)).statusCode).toBe(403);
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ realm_roles: sql<string[]>`array_append(realm_roles, 'read_sms_outbox_dev')` })
      .where('username', '=', operator)
      .execute();
    const { accessToken } = await loginWithPassword(ctx.baseUrl, operator, DEMO_PASSWORD);
    const outboxResponse = await ctx.app.inject({
      url: `${OUTBOX}?limit=500`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(outboxResponse.statusCode).toBe(200);
    const outbox = outboxResponse.json();
    const foreignAccounts = new Set(
      (
        await ctx.handle.db
          .selectFrom('payment_account')
          .select('uuid_account_payment')
          .where('uuid_white_label', '!=', WL_P1.uuid)
          .where('uuid_white_label', '!=', '0b7f6b3e-4d51-4c1e-9a1f-1a2b3c4d5e02')
          .execute()
      ).map((a) => a.uuid_account_payment),
    );
    expect(
      outbox.data.some((m: { uuidAccountPayment: string }) => foreignAccounts.has(m.uuidAccountPayment)),
    ).toBe(false);
    expect((await call(ctx, 'comercial.admin', 'GET', LIST)).statusCode).toBe(403);
    expect((await call(ctx, 'comercial.admin', 'GET', OUTBOX)).statusCode).toBe(403);
  });
});
