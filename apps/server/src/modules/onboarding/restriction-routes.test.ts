import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call } from '../../../test/test-support.ts';
import { PIX_WHITE_LABELS } from '../../seed/pix-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const WL = PIX_WHITE_LABELS[2].uuid;

describe('positive list', () => {
  it('reads and toggles the restriction of a white label', async () => {
    const url = `/gateway/spe-j-positive-list/v1/white-label/${WL}`;
    const before = await call(ctx, 'comercial.admin', 'GET', url);
    expect(before.statusCode, before.body).toBe(200);
    const turned = await call(ctx, 'comercial.admin', 'PUT', url, {
      body: { restritive: !before.json().restritive },
    });
    expect(turned.json().restritive).toBe(!before.json().restritive);
    expect((await call(ctx, 'comercial.admin', 'GET', url)).json().restritive).toBe(
      !before.json().restritive,
    );
    expect((await call(ctx, 'financeiro', 'GET', url)).statusCode).toBe(403);
  });

  it('checks an uploaded file row by row and applies only the accepted rows, once', async () => {
    const held = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['uuid', 'cpf'])
      .where('uuid_white_label', '=', WL)
      .where('restricted_by', '=', 'POSITIVE_LIST')
      .executeTakeFirstOrThrow();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('lista');
    sheet.addRow(['documento', 'nome']);
    sheet.addRow([held.cpf, 'Cliente Retido']);
    sheet.addRow(['529.982.247-25', 'Maria Válida']);
    sheet.addRow(['111.111.111-11', 'CPF Inválido']);
    sheet.addRow(['52998224725', 'Repetida']);
    const fileBase64 = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');

    const checked = await call(
      ctx,
      'comercial.admin',
      'POST',
      `/api/v1/onboarding/positive-list/${WL}/imports`,
      {
        body: { fileName: 'lista.xlsx', fileBase64 },
      },
    );
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json();
    expect(result).toMatchObject({ status: 'VALIDATED', accepted: 2, refused: 2 });
    expect(
      result.rows.map((r: { line: number; accepted: boolean; reason: string | null }) => [
        r.line,
        r.accepted,
        r.reason,
      ]),
    ).toEqual([
      [2, true, null],
      [3, true, null],
      [4, false, 'CPF/CNPJ inválido'],
      [5, false, 'Documento repetido no arquivo'],
    ]);
    const notYet = await ctx.handle.db
      .selectFrom('positive_list_entry')
      .select('uuid')
      .where('uuid_white_label', '=', WL)
      .where('document', '=', '52998224725')
      .execute();
    expect(notYet).toEqual([]);

    const processed = await call(
      ctx,
      'comercial.admin',
      'POST',
      `/api/v1/onboarding/positive-list/imports/${result.uuid}/process`,
    );
    expect(processed.statusCode, processed.body).toBe(200);
    const entries = await ctx.handle.db
      .selectFrom('positive_list_entry')
      .select('document')
      .where('uuid_white_label', '=', WL)
      .where('document', 'in', ['52998224725', '11111111111', held.cpf])
      .execute();
    expect(entries.map((e) => e.document).sort()).toEqual([held.cpf, '52998224725'].sort());
    const released = await ctx.handle.db
      .selectFrom('pre_account')
      .select('restricted_by')
      .where('uuid', '=', held.uuid)
      .executeTakeFirstOrThrow();
    expect(released.restricted_by).toBeNull();
    const again = await call(
      ctx,
      'comercial.admin',
      'POST',
      `/api/v1/onboarding/positive-list/imports/${result.uuid}/process`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('reads a CSV too and refuses a file it cannot read', async () => {
    const csv = 'documento;nome\n390.533.447-05;Ana CSV\n';
    const ok = await call(ctx, 'comercial.admin', 'POST', `/api/v1/onboarding/positive-list/${WL}/imports`, {
      body: { fileName: 'lista.csv', fileBase64: Buffer.from(csv).toString('base64') },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ accepted: 1, refused: 0 });
    const bad = await call(ctx, 'comercial.admin', 'POST', `/api/v1/onboarding/positive-list/${WL}/imports`, {
      body: { fileName: 'lista.xlsx', fileBase64: Buffer.from('not a spreadsheet').toString('base64') },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('serves the model spreadsheet with its header row', async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/onboarding/positive-list/model',
      headers: { authorization: `Bearer ${await ctx.token('comercial.admin')}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toEqual([undefined, 'documento', 'nome']);
  });
});

describe('location restriction', () => {
  it('creates, refuses a duplicate, edits and deletes a restriction, and the map follows', async () => {
    const base = '/gateway/spe-n-backoffice/v1/onboarding-restriction-by-location';
    const created = await call(ctx, 'comercial.admin', 'POST', base, {
      body: { uuidWhiteLabel: WL, state: 'TO' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const duplicate = await call(ctx, 'comercial.admin', 'POST', base, {
      body: { uuidWhiteLabel: WL, state: 'TO' },
    });
    expect(duplicate.statusCode).toBe(409);
    const badState = await call(ctx, 'comercial.admin', 'POST', base, {
      body: { uuidWhiteLabel: WL, state: 'XX' },
    });
    expect(badState.statusCode).toBe(422);

    const metrics = async () =>
      (
        await call(
          ctx,
          'comercial.admin',
          'GET',
          `/gateway/spe-n-backoffice/v1/metrics/location/active-and-restricted-accounts/${WL}`,
        )
      ).json() as {
        state: string;
        restrictedState: boolean;
        active: number;
      }[];
    const map = await metrics();
    expect(map).toHaveLength(27);
    expect(map.find((s) => s.state === 'TO')?.restrictedState).toBe(true);
    expect(map.reduce((sum, s) => sum + s.active, 0)).toBeGreaterThan(0);

    const edited = await call(ctx, 'comercial.admin', 'PUT', `${base}/${created.json().uuid}`, {
      body: { state: 'TO', city: 'Palmas', active: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().city).toBe('Palmas');
    expect((await metrics()).find((s) => s.state === 'TO')?.restrictedState).toBe(false);

    const list = await call(ctx, 'comercial.admin', 'GET', `${base}/white-label/${WL}`);
    expect(list.json().map((r: { uuid: string }) => r.uuid)).toContain(created.json().uuid);
    const removed = await call(ctx, 'comercial.admin', 'DELETE', `${base}/${created.json().uuid}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx, 'comercial.admin', 'DELETE', `${base}/${created.json().uuid}`)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'comercial.operador', 'GET', `${base}/white-label/${WL}`)).statusCode).toBe(403);
  });
});

describe('account under review', () => {
  it('gives the statement of a period with its totals and refuses a reversed period', async () => {
    const account = await ctx.handle.db
      .selectFrom('pix_movement')
      .select(['uuid_account_payment', 'uuid_white_label'])
      .executeTakeFirstOrThrow();
    const url = `/gateway/spe-j-funds/api/statement/white-label/${account.uuid_white_label}/account-payment/${account.uuid_account_payment}`;
    const res = await call(ctx, 'comercial.admin', 'GET', `${url}?startDate=2000-01-01&endDate=2000-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([]);
    const year = new Date().getFullYear();
    const full = await call(
      ctx,
      'comercial.admin',
      'GET',
      `${url}?startDate=${year - 1}-01-01&endDate=${year - 1}-12-31`,
    );
    const all = await call(
      ctx,
      'comercial.admin',
      'GET',
      `${url}?startDate=${year}-01-01&endDate=${year}-12-31`,
    );
    const lines = [...full.json().lines, ...all.json().lines] as { movementType: string; amount: number }[];
    expect(lines.length).toBeGreaterThan(0);
    const credits = all
      .json()
      .lines.filter((l: { movementType: string }) => l.movementType === 'CREDIT')
      .reduce((s: number, l: { amount: number }) => s + l.amount, 0);
    expect(all.json().credits).toBe(credits);
    const reversed = await call(
      ctx,
      'comercial.admin',
      'GET',
      `${url}?startDate=2024-02-01&endDate=2024-01-01`,
    );
    expect(reversed.statusCode).toBe(422);
  });

  it("sends an SMS code to the account's phone (outbox) and checks it", async () => {
    const account = await ctx.handle.db
      .selectFrom('payment_account')
      .select(['uuid_account_payment', 'uuid_white_label'])
      .where('phone', 'is not', null)
      .executeTakeFirstOrThrow();
    const sent = await call(
      ctx,
      'comercial.admin',
      'GET',
      `/gateway/spe-n-backoffice/v1/generate/sms/wl/${account.uuid_white_label}/ap/${account.uuid_account_payment}?userId=comercial.admin`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await ctx.handle.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('uuid_account_payment', '=', account.uuid_account_payment)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(message.body)?.[1];
    const checked = await call(
      ctx,
      'comercial.admin',
      'GET',
      `/gateway/spe-n-backoffice/v1/wl/${account.uuid_white_label}/ap/${account.uuid_account_payment}/code/${code}`,
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().valid).toBe(true);
  });

  it('lists blocked accounts with their reason and unblocks one', async () => {
    const list = await call(ctx, 'comercial.admin', 'GET', '/api/v1/onboarding/blocked-accounts');
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().data[0];
    expect(first.reason).toBeTruthy();
    const unblocked = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/api/v1/onboarding/blocked-accounts/${first.uuidAccountPayment}/unblock`,
      {
        body: { reason: 'Cliente comprovou a origem dos recursos' },
      },
    );
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    const again = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/api/v1/onboarding/blocked-accounts/${first.uuidAccountPayment}/unblock`,
      {
        body: { reason: 'de novo' },
      },
    );
    expect(again.statusCode).toBe(409);
  });
});
