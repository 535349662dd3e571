import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation, WRONG_CODE } from '../../../test/test-support.ts';

let ctx: TestContext;
const ADMINS = ['proj.admin.a', 'proj.admin.b', 'proj.admin.c', 'proj.admin.d'];
const admin = rotation(ADMINS);
beforeAll(async () => {
  ctx = await startTestApp();
  for (const name of ADMINS) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
});
afterAll(async () => {
  await ctx.close();
});

const restrictionOf = async (id: number) =>
  (
    await ctx.handle.db
      .selectFrom('project')
      .select('merchants_settlement_bank_account_restriction')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).merchants_settlement_bank_account_restriction;

describe('project detail', () => {
  it('shows the project with its settings', async () => {
    const res = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 2, trade: 'Vila Rica Pay', document: '45723174000110' });
    expect(body.settings).toEqual({
      terminal_automatic_rent: false,
      send_billet_email: false,
      merchants_centralizer_account: false,
      centralizer_account: null,
    });
  });

  it('confines a single-project user to their project (404 for another)', async () => {
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/1')).statusCode).toBe(200);
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/2')).statusCode).toBe(404);
  });

  it('needs read_project_list and answers 404 for an unknown project', async () => {
    expect((await call(ctx, 'logistica.operador', 'GET', '/api/v1/project/2')).statusCode).toBe(403);
    expect((await call(ctx, 'superadmin', 'GET', '/api/v1/project/9999')).statusCode).toBe(404);
    expect((await call(ctx, 'superadmin', 'GET', '/api/v1/project/abc')).statusCode).toBe(422);
  });
});

describe('settlement restriction and other settings (one-time code)', () => {
  it('changes the restriction with a code and records it', async () => {
    const res = await call(
      ctx,
      admin(),
      'PUT',
      '/api/v1/project/3/merchants_settlement_bank_account_restriction',
      {
        body: { merchants_settlement_bank_account_restriction: 'REQUIRED_DIGITAL_ACCOUNT' },
        otp: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().merchants_settlement_bank_account_restriction).toBe('REQUIRED_DIGITAL_ACCOUNT');
    expect(await restrictionOf(3)).toBe('REQUIRED_DIGITAL_ACCOUNT');
    const [last] = await auditRows(ctx, 'project', 3);
    expect(last?.after).toEqual({
      merchants_settlement_bank_account_restriction: 'REQUIRED_DIGITAL_ACCOUNT',
    });
    expect(ADMINS).toContain(last?.actor);
  });

  it('refuses a missing or wrong code and changes nothing', async () => {
    const before = await restrictionOf(3);
    const audits = (await auditRows(ctx, 'project', 3)).length;
    const body = { merchants_settlement_bank_account_restriction: 'WITHOUT_DIGITAL_ACCOUNT' };
    const url = '/api/v1/project/3/merchants_settlement_bank_account_restriction';
    expect((await call(ctx, 'comercial.admin', 'PUT', url, { body })).statusCode).toBe(403);
    const wrong = await call(ctx, 'comercial.admin', 'PUT', url, { body, otp: WRONG_CODE });
    expect(wrong.statusCode).toBe(403);
    expect(await restrictionOf(3)).toBe(before);
    expect((await auditRows(ctx, 'project', 3)).length).toBe(audits);
  }, 120_000);

  it('refuses an unknown restriction with the enum message', async () => {
    const res = await call(
      ctx,
      admin(),
      'PUT',
      '/api/v1/project/3/merchants_settlement_bank_account_restriction',
      {
        body: { merchants_settlement_bank_account_restriction: 'ANYTHING' },
        otp: true,
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.merchants_settlement_bank_account_restriction).toEqual([
      'O campo Restrição de conta de liquidação não é válido',
    ]);
  }, 120_000);

  it('needs update_project_settings', async () => {
    const res = await call(ctx, 'financeiro', 'PUT', '/api/v1/project/3/terminal_automatic_rent', {
      body: { terminal_automatic_rent: true },
      otp: true,
    });
    expect(res.statusCode).toBe(403);
  });

  it('toggles automatic rent and billet e-mail, each audited with before and after', async () => {
    const rent = await call(ctx, admin(), 'PUT', '/api/v1/project/3/terminal_automatic_rent', {
      body: { terminal_automatic_rent: true },
      otp: true,
    });
    expect(rent.statusCode).toBe(200);
    expect(rent.json().settings.terminal_automatic_rent).toBe(true);
    const billet = await call(ctx, admin(), 'PUT', '/api/v1/project/3/send_billet_email', {
      body: { send_billet_email: true },
      otp: true,
    });
    expect(billet.json().settings).toMatchObject({ terminal_automatic_rent: true, send_billet_email: true });
    const [last] = await auditRows(ctx, 'project', 3);
    expect(last?.before).toMatchObject({ send_billet_email: false, terminal_automatic_rent: true });
    expect(last?.after).toMatchObject({ send_billet_email: true });
    const history = await call(ctx, 'comercial.admin', 'GET', '/api/v1/history/project?record_id=3');
    expect(history.json().total).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('refuses the merchants centraliser account until the project account exists', async () => {
    const url = '/api/v1/project/2/merchants_centralizer_account';
    const early = await call(ctx, admin(), 'PUT', url, {
      body: { merchants_centralizer_account: true },
      otp: true,
    });
    expect(early.statusCode).toBe(409);

    const badDocument = await call(ctx, admin(), 'PUT', '/api/v1/project/2/centralizer_account', {
      body: {
        centralizer_account: {
          bank_code: '341',
          agency: '1234',
          account_number: '56789',
          account_digit: '0',
          account_type: 'C',
          holder_name: 'Vila Rica Pay',
          holder_document: '45723174000111',
        },
      },
      otp: true,
    });
    expect(badDocument.statusCode).toBe(422);
    expect(badDocument.json().errors['centralizer_account.holder_document']).toEqual([
      'CPF/CNPJ não é valido',
    ]);

    const account = await call(ctx, admin(), 'PUT', '/api/v1/project/2/centralizer_account', {
      body: {
        centralizer_account: {
          bank_code: '341',
          agency: '1234',
          account_number: '56789',
          account_digit: 'x',
          account_type: 'C',
          holder_name: 'Vila Rica Pay',
          holder_document: '45.723.174/0001-10',
        },
      },
      otp: true,
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().settings.centralizer_account).toMatchObject({
      holder_document: '45723174000110',
      account_digit: 'X',
    });
    const on = await call(ctx, admin(), 'PUT', url, {
      body: { merchants_centralizer_account: true },
      otp: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().settings.merchants_centralizer_account).toBe(true);
  }, 120_000);
});

describe('project parameters', () => {
  const body = {
    max_installments: 12,
    min_installment_amount: 500,
    daily_limit_amount: 10_000_000,
    support_email: 'suporte@vilarica.com.br',
    support_phone: '(11) 98888-7777',
  };

  it('creates once, then updates', async () => {
    const missing = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/project/2/parameter', { body });
    expect(missing.statusCode).toBe(404);
    const created = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/parameter', { body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ max_installments: 12, min_installment_amount: 500 });
    const again = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/parameter', { body });
    expect(again.statusCode).toBe(409);
    const updated = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/project/2/parameter', {
      // Lowering the limit applies at once (clearing it waits for a second person: amount-rules.test.ts).
      body: { ...body, max_installments: 6, daily_limit_amount: 5_000_000 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ max_installments: 6, daily_limit_amount: 5_000_000 });
    const detail = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/2');
    expect(detail.json().parameters.max_installments).toBe(6);
    const [last] = await auditRows(ctx, 'project_parameter', 2);
    expect(last?.action).toBe('UPDATE');
  });

  it('refuses out-of-range values with field errors', async () => {
    const res = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/project/2/parameter', {
      body: { ...body, max_installments: 13, min_installment_amount: -1, support_email: 'nope' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.max_installments).toEqual(['O campo Parcelas deve ser menor ou igual a 12']);
    expect(errors.min_installment_amount).toEqual(['O campo Valor mínimo da parcela não pode ser negativo']);
    expect(errors.support_email).toEqual(['O campo E-mail de suporte deve ser um e-mail válido']);
  });
});

describe('channels and minimum rates', () => {
  it('lists enableable channels, enables some and refuses repeats', async () => {
    // A project of its own, without plans, so no channel is enabled yet.
    const { id } = await ctx.handle.db
      .insertInto('project')
      .values({ trade: 'Projeto sem canais' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/${id}/enableable_channels`);
    expect(before.statusCode).toBe(200);
    const ids: number[] = before.json().map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2]));
    const enabled = await call(ctx, 'comercial.admin', 'POST', `/api/v1/project/${id}/enable_channels`, {
      body: { channel_ids: [1, 2] },
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect(enabled.json()[0].acquirer.acquirer_name).toEqual(expect.any(String));
    const after = await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/${id}/enableable_channels`);
    expect(after.json().map((c: { id: number }) => c.id)).not.toContain(1);
    const repeat = await call(ctx, 'comercial.admin', 'POST', `/api/v1/project/${id}/enable_channels`, {
      body: { channel_ids: [1] },
    });
    expect(repeat.statusCode).toBe(422);
    const list = await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/${id}/channel`);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([1, 2]);
    expect((await auditRows(ctx, 'project_channel', id)).map((r) => r.after)).toEqual([
      { project_id: id, channel_id: 2 },
      { project_id: id, channel_id: 1 },
    ]);
  });

  it("holds every channel the project's sales plans use", async () => {
    const db = ctx.handle.db;
    // The demo's main project sells through plans on four channels: all four are listed.
    const main = await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/1/channel');
    expect(main.statusCode).toBe(200);
    const used = await db
      .selectFrom('sales_plan')
      .select('channel_id')
      .distinct()
      .where('project_id', '=', 1)
      .orderBy('channel_id')
      .execute();
    expect(used.length).toBeGreaterThan(0);
    expect(main.json().map((c: { id: number }) => c.id)).toEqual(used.map((u) => u.channel_id));

    // A plan written on a channel of a project enables that channel there.
    const { id } = await db
      .insertInto('project')
      .values({ trade: 'Projeto com plano' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('sales_plan').values({ project_id: id, name: 'Plano TEF', channel_id: 2 }).execute();
    const list = await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/${id}/channel`);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([2]);
  });

  it('refuses an empty list and a foreign project', async () => {
    const empty = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/1/enable_channels', {
      body: { channel_ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.channel_ids).toEqual(['não atingiu o limite mínimo de 1 itens']);
    expect((await call(ctx, 'comercial.operador', 'GET', '/api/v1/project/2/channel')).statusCode).toBe(404);
  });

  it('gives minimum rates, the MCC-specific one winning, filtered by brand, operation and MDR', async () => {
    await ctx.handle.db
      .insertInto('project_min_rate')
      .values([
        { project_id: 1, channel_id: 1, card_brand_id: 1, operation_id: 0, mcc: null, min_rate: 0.9 },
        { project_id: 1, channel_id: 1, card_brand_id: 1, operation_id: 0, mcc: '5812', min_rate: 0.7 },
        { project_id: 1, channel_id: 1, card_brand_id: 2, operation_id: 1, mcc: null, min_rate: 1.99 },
      ])
      .execute();
    const general = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/1/min_rates/1');
    expect(general.statusCode).toBe(200);
    expect(general.json().map((r: { min_rate: number }) => r.min_rate)).toEqual([0.9, 1.99]);
    const mcc = await call(
      ctx,
      'comercial.admin',
      'GET',
      '/api/v1/project/1/min_rates/1?mcc=5812&card_brand=1',
    );
    expect(mcc.json()).toEqual([
      expect.objectContaining({ card_brand_id: 1, operation_id: 0, mcc: '5812', min_rate: 0.7 }),
    ]);
    const operation = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/1/min_rates/1?operation=1');
    expect(operation.json().map((r: { card_brand_id: number }) => r.card_brand_id)).toEqual([2]);
    const badMcc = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/1/min_rates/1?mcc=58');
    expect(badMcc.statusCode).toBe(422);
    const disabled = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/4/min_rates/4');
    expect(disabled.statusCode).toBe(404);
  });
});
