import { MERCHANT_MESSAGES } from '@mentor/contract/merchants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation, WRONG_CODE } from '../../../test/test-support.ts';
import { cnpj, cpf, createRandom } from '../../seed/generator.ts';

/** Merchants on the real database: create, list, detail and every change on a merchant. */
let ctx: TestContext;
const random = createRandom(Date.now() % 100_000);
const ADMINS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((x) => `merch.admin.${x}`);
const nextAdmin = rotation(ADMINS);
const nextApprover = rotation(['merch.approver.a', 'merch.approver.b']);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');

const address = {
  address_type: 'MAIL AND INSTALLATION',
  zip_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Conj. 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    merchant_name: 'Padaria Teste Ltda',
    trade_name: 'Padaria Teste',
    cpf_cnpj: cnpj(random),
    person_type: 'PJ',
    email: 'contato@padaria.test',
    merchant_formation_id: 3,
    mcc: '5411',
    cnae: '4721-1/02',
    project_id: 1,
    addresses: [address],
    phones: [{ phone_type: 'COMERCIAL', number: '(11) 3333-4444' }],
    opening_hour_ids: [1, 2],
    ...overrides,
  };
}

async function createMerchant(overrides: Record<string, unknown> = {}) {
  const res = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
    otp: true,
    body: companyBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; cpf_cnpj: string; project_id: number };
}

async function approveLatest(action: string) {
  const APPROVER = nextApprover();
  const inbox = await call(ctx, APPROVER, 'GET', '/api/v1/approvals?status=PENDING&perPage=100');
  const pending = (inbox.json().data as Array<{ id: number; action: string }>).find(
    (p) => p.action === action,
  );
  expect(pending).toBeDefined();
  const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending?.id}/approve`, {
    otp: true,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp({ LOG_LEVEL: 'error' });
  for (const name of ADMINS) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, 'merch.approver.a', ['mentor_comercial_admin']);
  await createOtpStaff(ctx, 'merch.approver.b', ['mentor_comercial_admin']);
  await createOtpStaff(ctx, 'merch.project2', ['mentor_comercial_admin'], 2);
});

afterAll(async () => {
  await ctx?.close();
});

describe('create (onboarding) and read', () => {
  it('creates a PJ merchant with a one-time code, audited, and reads it back', async () => {
    const created = await createMerchant();
    const detail = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${created.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      merchant_name: 'Padaria Teste Ltda',
      person_type: 'PJ',
      mcc: '5411',
      cnae: '4721102',
      external_onboarding_status: 'IN_ONBORDING',
      blocked: false,
      opening_hour_ids: [1, 2],
    });
    expect(body.addresses[0]).toMatchObject({ zip_code: '01310100', state: 'SP' });
    expect(body.phones[0]).toEqual({ phone_type: 'COMERCIAL', number: '1133334444' });
    const rows = await auditRows(ctx, 'merchant', created.id);
    expect(rows[0]?.action).toBe('CREATE');
    const history = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${created.id}/onboarding/history`);
    expect(history.json()[0]).toMatchObject({ status: 'IN_ONBORDING' });
  });

  it('asks for the one-time code and refuses a wrong one', async () => {
    const body = companyBody();
    const none = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', { body });
    expect(none.statusCode).toBe(403);
    const wrong = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      body,
      otp: WRONG_CODE,
    });
    expect(wrong.statusCode).toBe(403);
    const found = await ctx.handle.db
      .selectFrom('merchant')
      .select('id')
      .where('cpf_cnpj', '=', body.cpf_cnpj)
      .execute();
    expect(found).toHaveLength(0);
  });

  it('answers field errors for bad input, never a 500', async () => {
    const res = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ cpf_cnpj: '11111111111111', mcc: '54', addresses: [] }),
    });
    expect(res.statusCode).toBe(422);
    const errors = JSON.stringify(res.json());
    expect(errors).toContain('CPF/CNPJ não é valido');
    expect(errors).toContain('não atingiu o limite mínimo de 1 itens');
    const mismatch = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ cpf_cnpj: cpf(random) }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(JSON.stringify(mismatch.json())).toContain(MERCHANT_MESSAGES.personTypeMismatch);
    const unknownMcc = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ mcc: '0001' }),
    });
    expect(unknownMcc.statusCode).toBe(422);
    expect(unknownMcc.json().message).toBe(MERCHANT_MESSAGES.mccNotFound);
  });

  it('refuses a document already registered in the project', async () => {
    const first = await createMerchant();
    const again = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ cpf_cnpj: first.cpf_cnpj }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MERCHANT_MESSAGES.duplicateDocument);
  });

  it('looks a document up and follows the onboarding cases', async () => {
    const person = cpf(random);
    const unknown = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/onboarding/document?cpf=${person}`,
    );
    expect(unknown.json()).toEqual({ onboarding: null, case: 'MANUAL_INPUT' });
    const company = await createMerchant();
    const url = `/api/v1/merchant/onboarding/document?cpf=${person}&cnpj=${company.cpf_cnpj}`;
    const inProgress = await call(ctx, 'superadmin', 'GET', url);
    expect(inProgress.json()).toMatchObject({
      case: 'MERCHANT_DENIED_TEMPORARILY',
      onboarding: { status: 'IN_ONBORDING' },
    });
    await ctx.handle.db
      .updateTable('merchant')
      .set({ external_onboarding_status: 'REPROVED' })
      .where('id', '=', company.id)
      .execute();
    expect((await call(ctx, 'superadmin', 'GET', url)).json().case).toBe('MERCHANT_DENIED');
    const denied = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ cpf_cnpj: company.cpf_cnpj, project_id: 2 }),
    });
    expect(denied.statusCode).toBe(409);
    expect(denied.json().message).toBe(MERCHANT_MESSAGES.onboardingDenied);
    await ctx.handle.db
      .updateTable('merchant')
      .set({ external_onboarding_status: 'FINISHED' })
      .where('id', '=', company.id)
      .execute();
    expect((await call(ctx, 'superadmin', 'GET', url)).json().case).toBe('ACCREDITATION_INPUT');
    const accredited = await call(ctx, nextAdmin(), 'POST', '/api/v1/merchant/onboarding', {
      otp: true,
      body: companyBody({ cpf_cnpj: company.cpf_cnpj, project_id: 2 }),
    });
    expect(accredited.statusCode, accredited.body).toBe(201);
    expect(accredited.json().external_onboarding_status).toBe('FINISHED');
    const badCpf = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant/onboarding/document?cpf=123');
    expect(badCpf.statusCode).toBe(422);
  });
});

describe('list', () => {
  it('defaults to not deleted and not blocked, filters by numeric CPF/CNPJ, project and MCC, pages and sorts', async () => {
    const created = await createMerchant({ mcc: '5812' });
    const byDoc = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}`);
    expect(byDoc.statusCode).toBe(200);
    expect(byDoc.json().data.map((m: { id: number }) => m.id)).toEqual([created.id]);
    const masked = await call(ctx, 'sem.papel', 'GET', `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}`);
    expect(masked.statusCode).toBe(403);
    const letters = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant?cpf_cnpj=12a');
    expect(letters.statusCode).toBe(422);
    expect(JSON.stringify(letters.json())).toContain('CPF|CNPJ deve conter somente números');
    const paged = await call(
      ctx,
      'superadmin',
      'GET',
      '/api/v1/merchant?perPage=5&page=2&sortBy=merchant_name&sortDesc=false',
    );
    const page = paged.json();
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    const names = page.data.map((m: { merchant_name: string }) => m.merchant_name);
    const expected = await ctx.handle.db
      .selectFrom('merchant')
      .select('merchant_name')
      .where('deleted', '=', false)
      .where('blocked', '=', false)
      .orderBy('merchant_name')
      .orderBy('id')
      .offset(5)
      .limit(5)
      .execute();
    expect(names).toEqual(expected.map((m) => m.merchant_name));
    const byId = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant?perPage=5&sortBy=id&sortDesc=true');
    const ids = byId.json().data.map((m: { id: number }) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const mcc = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant?mcc=5812&perPage=100&project_id=1');
    expect(
      mcc
        .json()
        .data.every((m: { mcc: string; project_id: number }) => m.mcc === '5812' && m.project_id === 1),
    ).toBe(true);
    const blocked = await call(ctx, 'superadmin', 'GET', '/api/v1/merchant?perPage=100');
    expect(
      blocked.json().data.every((m: { blocked: boolean; deleted: boolean }) => !m.blocked && !m.deleted),
    ).toBe(true);
  });

  it('keeps a single-project user in their project', async () => {
    const created = await createMerchant();
    const list = await call(ctx, 'merch.project2', 'GET', '/api/v1/merchant?perPage=100');
    expect(list.json().data.every((m: { project_id: number }) => m.project_id === 2)).toBe(true);
    expect((await call(ctx, 'merch.project2', 'GET', '/api/v1/merchant?project_id=1')).statusCode).toBe(404);
    expect((await call(ctx, 'merch.project2', 'GET', `/api/v1/merchant/${created.id}`)).statusCode).toBe(404);
  });

  it('masks the CPF/CNPJ for staff who may not reveal personal data', async () => {
    const created = await createMerchant();
    await createOtpStaff(ctx, 'merch.operator', ['mentor_comercial_operator']);
    const res = await call(ctx, 'merch.operator', 'GET', `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].cpf_cnpj).not.toBe(created.cpf_cnpj);
    expect(res.json().data[0].cpf_cnpj).toContain('•');
  });

  it('matches whole documents only for staff who may not reveal them, in the list and its export', async () => {
    const created = await createMerchant();
    await createOtpStaff(ctx, 'merch.operator', ['mentor_comercial_operator']);
    const prefix = created.cpf_cnpj.slice(0, 8);
    for (const path of ['/api/v1/merchant', '/api/v1/merchant/export/csv']) {
      const partial = await call(ctx, 'merch.operator', 'GET', `${path}?cpf_cnpj=${prefix}`);
      expect(partial.statusCode, path).toBe(422);
      expect(partial.json().errors.cpf_cnpj).toEqual(['Informe o CPF/CNPJ completo (11 ou 14 dígitos).']);
    }
    const whole = await call(ctx, 'merch.operator', 'GET', `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}`);
    expect(whole.json().total).toBe(1);
    // Staff who see documents in clear keep the prefix search.
    const revealer = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant?cpf_cnpj=${prefix}`);
    expect(revealer.statusCode).toBe(200);
    expect(revealer.json().total).toBeGreaterThanOrEqual(1);
  });

  it('exports the filtered list as CSV', async () => {
    const created = await createMerchant();
    const res = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/export/csv?cpf_cnpj=${created.cpf_cnpj}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Padaria Teste Ltda');
    expect(res.body.split('\n').filter((l) => l.trim()).length).toBe(2);
  });
});

describe('update and delete', () => {
  it('updates with a one-time code and audits before and after', async () => {
    const created = await createMerchant();
    const body = { ...companyBody({ cpf_cnpj: created.cpf_cnpj, merchant_name: 'Padaria Nova Ltda' }) };
    const res = await call(ctx, nextAdmin(), 'PUT', `/api/v1/merchant/${created.id}`, { otp: true, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().merchant_name).toBe('Padaria Nova Ltda');
    const [row] = await auditRows(ctx, 'merchant', created.id);
    expect(row?.action).toBe('UPDATE');
    expect(JSON.stringify(row?.before)).toContain('Padaria Teste Ltda');
    expect((await call(ctx, nextAdmin(), 'PUT', `/api/v1/merchant/${created.id}`, { body })).statusCode).toBe(
      403,
    );
  });

  it('keeps the stored CPF/CNPJ when staff who see it masked leave it out', async () => {
    const created = await createMerchant();
    await createOtpStaff(ctx, 'merch.operator.edit', ['mentor_comercial_operator']);
    const seen = await call(ctx, 'merch.operator.edit', 'GET', `/api/v1/merchant/${created.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const masked = seen.json().cpf_cnpj as string;
    expect(masked).not.toBe(created.cpf_cnpj);
    const {
      cpf_cnpj: _document,
      person_type: _type,
      ...rest
    } = companyBody({ merchant_name: 'Padaria Mascarada' });
    const url = `/api/v1/merchant/${created.id}`;

    const saved = await call(ctx, 'merch.operator.edit', 'PUT', url, { otp: true, body: rest });
    expect(saved.statusCode, saved.body).toBe(200);
    const full = (await call(ctx, 'superadmin', 'GET', url)).json();
    expect(full.merchant_name).toBe('Padaria Mascarada');
    expect(full.cpf_cnpj).toBe(created.cpf_cnpj);
    expect(full.person_type).toBe('PJ');

    // A person type that does not fit the stored document is refused; a masked value is no document.
    const wrongType = await call(ctx, 'merch.operator.edit', 'PUT', url, {
      otp: true,
      body: { ...rest, person_type: 'PF' },
    });
    expect(wrongType.statusCode, wrongType.body).toBe(422);
    expect(wrongType.json().errors.person_type).toEqual([MERCHANT_MESSAGES.personTypeMismatch]);
    const maskedSent = await call(ctx, 'merch.operator.edit', 'PUT', url, {
      otp: true,
      body: { ...rest, cpf_cnpj: masked, person_type: 'PJ' },
    });
    expect(maskedSent.statusCode, maskedSent.body).toBe(422);
    expect(maskedSent.json().errors.cpf_cnpj).toBeDefined();
    expect((await call(ctx, 'superadmin', 'GET', url)).json().cpf_cnpj).toBe(created.cpf_cnpj);
  });

  it('deletes with a one-time code, hides it from the default list and refuses a second delete', async () => {
    const created = await createMerchant();
    const res = await call(ctx, nextAdmin(), 'DELETE', `/api/v1/merchant/${created.id}`, { otp: true });
    expect(res.statusCode).toBe(204);
    const list = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}`);
    expect(list.json().total).toBe(0);
    const deleted = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant?cpf_cnpj=${created.cpf_cnpj}&deleted=true`,
    );
    expect(deleted.json().total).toBe(1);
    const again = await call(ctx, nextAdmin(), 'DELETE', `/api/v1/merchant/${created.id}`, { otp: true });
    expect(again.statusCode).toBe(409);
  });
});

describe('opening hours per weekday', () => {
  const week = (overrides: Record<number, { opens_at: string; closes_at: string } | null>) => ({
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const day = overrides[weekday];
      return day
        ? { weekday, open: true, ...day }
        : { weekday, open: false, opens_at: null, closes_at: null };
    }),
  });

  it('saves the week with a one-time code, audited, and reads it back', async () => {
    const created = await createMerchant();
    const url = `/api/v1/merchant/${created.id}/opening_hours`;
    const empty = await call(ctx, 'superadmin', 'GET', url);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().days.every((d: { open: boolean }) => !d.open)).toBe(true);

    const body = week({
      1: { opens_at: '08:00', closes_at: '18:00' },
      6: { opens_at: '09:30', closes_at: '13:00' },
    });
    expect((await call(ctx, nextAdmin(), 'PUT', url, { body })).statusCode).toBe(403);
    const saved = await call(ctx, nextAdmin(), 'PUT', url, { otp: true, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(ctx, 'superadmin', 'GET', url)).json();
    expect(read.days[0]).toEqual({ weekday: 1, open: true, opens_at: '08:00', closes_at: '18:00' });
    expect(read.days[5]).toEqual({ weekday: 6, open: true, opens_at: '09:30', closes_at: '13:00' });
    expect(read.days[6]).toEqual({ weekday: 7, open: false, opens_at: null, closes_at: null });
    const [row] = await auditRows(ctx, 'merchant', created.id);
    expect(row?.action).toBe('UPDATE');
    expect(row?.after).toMatchObject({
      opening_hours: { monday: '08:00–18:00', saturday: '09:30–13:00', sunday: null },
    });
    expect(row?.before).toMatchObject({ opening_hours: { monday: null } });
    expect((await call(ctx, 'merch.project2', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses a closing time not after the opening and a time not in HH:MM', async () => {
    const created = await createMerchant();
    const url = `/api/v1/merchant/${created.id}/opening_hours`;
    const before = await call(ctx, nextAdmin(), 'PUT', url, {
      otp: true,
      body: week({ 2: { opens_at: '18:00', closes_at: '08:00' } }),
    });
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json().errors['days.1.closes_at']).toEqual([MERCHANT_MESSAGES.closeBeforeOpen]);
    const bad = await call(ctx, nextAdmin(), 'PUT', url, {
      otp: true,
      body: week({ 3: { opens_at: '8h', closes_at: '25:00' } }),
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors['days.2.opens_at']).toEqual([MERCHANT_MESSAGES.hourInvalid]);
    expect(bad.json().errors['days.2.closes_at']).toEqual([MERCHANT_MESSAGES.hourInvalid]);
    const read = (await call(ctx, 'superadmin', 'GET', url)).json();
    expect(read.days.every((d: { open: boolean }) => !d.open)).toBe(true);
  });
});

describe('onboarding documents', () => {
  it('uploads documents allowed for the person type and status, and refuses the others', async () => {
    const created = await createMerchant();
    const url = `/api/v1/merchant/${created.id}/onboarding/document`;
    const front = await call(ctx, 'superadmin', 'POST', url, {
      body: {
        upload_type: 'CNH',
        position_photo: 'FRONT',
        file_base64: PDF,
        file_name: '..\\..\\cnh<frente>\u0007.pdf',
      },
    });
    expect(front.statusCode, front.body).toBe(201);
    expect(front.json()).toMatchObject({
      // Stored sanitised: no path, control or reserved characters, extension kept.
      file_name: 'cnh_frente_.pdf',
      status: 'SENT',
      content_type: 'application/pdf',
      position_photo: 'FRONT',
    });
    const noPosition = await call(ctx, 'superadmin', 'POST', url, {
      body: { upload_type: 'RG', file_base64: PDF },
    });
    expect(noPosition.statusCode).toBe(422);
    expect(noPosition.json().message).toBe(MERCHANT_MESSAGES.documentPositionRequired);
    const wrongType = await call(ctx, 'superadmin', 'POST', url, {
      body: { upload_type: 'PROOF_OF_RESIDENCE', ownership: 'OWNER', file_base64: PDF },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().message).toBe(MERCHANT_MESSAGES.documentNotForPersonType);
    const notAFile = await call(ctx, 'superadmin', 'POST', url, {
      body: { upload_type: 'CNPJ', file_base64: Buffer.from('hello').toString('base64') },
    });
    expect(notAFile.statusCode).toBe(422);
    const docs = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${created.id}/onboarding/documents`);
    expect(docs.json()).toHaveLength(1);
    await ctx.handle.db
      .updateTable('merchant')
      .set({ external_onboarding_status: 'FINISHED' })
      .where('id', '=', created.id)
      .execute();
    const closed = await call(ctx, 'superadmin', 'POST', url, {
      body: { upload_type: 'CNPJ', file_base64: PDF },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(MERCHANT_MESSAGES.uploadNotAllowed);
  });
});

describe('acquirers and sales plans', () => {
  it('registers the merchant at an acquirer, refuses a duplicate, updates and pages', async () => {
    const created = await createMerchant();
    const url = `/api/v1/merchant/${created.id}/acquirer`;
    const body = { acquirer_id: 1, acquirer_merchant_code: 'EC-123' };
    expect((await call(ctx, 'superadmin', 'POST', url, { body })).statusCode).toBe(200);
    const dup = await call(ctx, 'superadmin', 'POST', url, { body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MERCHANT_MESSAGES.acquirerExists);
    const upd = await call(ctx, 'superadmin', 'PUT', url, {
      body: { ...body, acquirer_merchant_code: 'EC-999', active: false },
    });
    expect(upd.json()).toMatchObject({
      acquirer_merchant_code: 'EC-999',
      active: false,
      acquirer_name: 'Mentor Adquirência',
    });
    const missing = await call(ctx, 'superadmin', 'PUT', url, { body: { ...body, acquirer_id: 2 } });
    expect(missing.statusCode).toBe(404);
    const page = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/${created.id}/merchant_acquirer/1?page=1&perPage=10`,
    );
    expect(page.json()).toMatchObject({ total: 1, data: [{ acquirer_merchant_code: 'EC-999' }] });
    expect(
      (await call(ctx, 'financeiro', 'POST', url, { body: { ...body, acquirer_id: 2 } })).statusCode,
    ).toBe(403);
  });

  it('assigns, changes and removes the plan of a channel, checking project, channel and MCC', async () => {
    const created = await createMerchant();
    const plans = await ctx.handle.db
      .selectFrom('sales_plan')
      .select(['id', 'channel_id', 'project_id'])
      .execute();
    const pos = plans.find((p) => p.project_id === 1 && p.channel_id === 1);
    const otherProject = plans.find((p) => p.project_id === 2 && p.channel_id === 1);
    const tef = plans.find((p) => p.project_id === 1 && p.channel_id === 2);
    const url = `/api/v1/merchant/${created.id}/sales_plan`;
    const assigned = await call(ctx, 'superadmin', 'POST', url, {
      body: { channel_id: 1, sales_plan_id: pos?.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual([expect.objectContaining({ channel_id: 1, sales_plan_id: pos?.id })]);
    const dup = await call(ctx, 'superadmin', 'POST', url, {
      body: { channel_id: 1, sales_plan_id: pos?.id },
    });
    expect(dup.statusCode).toBe(409);
    const foreign = await call(ctx, 'superadmin', 'PUT', `${url}/1`, {
      body: { sales_plan_id: otherProject?.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(MERCHANT_MESSAGES.salesPlanNotFound);
    const wrongChannel = await call(ctx, 'superadmin', 'PUT', `${url}/1`, {
      body: { sales_plan_id: tef?.id },
    });
    expect(wrongChannel.json().message).toBe(MERCHANT_MESSAGES.salesPlanWrongChannel);
    const removed = await call(ctx, 'superadmin', 'DELETE', `${url}/1`);
    expect(removed.json()).toEqual([]);
    expect((await call(ctx, 'superadmin', 'DELETE', `${url}/1`)).statusCode).toBe(404);
  });
});

describe('MCC change', () => {
  it('shows what changes, then changes the MCC and drops plans of another MCC', async () => {
    const created = await createMerchant({ mcc: '5411' });
    const plan = await ctx.handle.db
      .insertInto('sales_plan')
      .values({ project_id: 1, name: 'Plano Supermercados', channel_id: 3, mcc: '5411' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await call(ctx, 'superadmin', 'POST', `/api/v1/merchant/${created.id}/sales_plan`, {
      body: { channel_id: 3, sales_plan_id: plan.id },
    });
    const check = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/${created.id}/update_mcc/check?mcc=5812`,
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      current_mcc: '5411',
      new_mcc: '5812',
      new_mcc_name: 'Eating places and Restaurants',
      removed_sales_plans: 1,
    });
    const same = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/${created.id}/update_mcc/check?mcc=5411`,
    );
    expect(same.statusCode).toBe(409);
    const unknown = await call(ctx, 'superadmin', 'PUT', `/api/v1/merchant/${created.id}/update_mcc`, {
      body: { mcc: '0001' },
    });
    expect(unknown.statusCode).toBe(422);
    const changed = await call(ctx, 'superadmin', 'PUT', `/api/v1/merchant/${created.id}/update_mcc`, {
      body: { mcc: '5812' },
    });
    expect(changed.statusCode).toBe(200);
    const detail = (await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${created.id}`)).json();
    expect(detail.mcc).toBe('5812');
    expect(detail.sales_plans).toEqual([]);
  });
});

describe('splits', () => {
  it('keeps the percentages in force on any day at 100 % at most', async () => {
    const owner = await createMerchant();
    const receiver = await createMerchant();
    const url = `/api/v1/merchant/${owner.id}/split`;
    const base = { receiver_merchant_id: receiver.id, split_type: 'PERCENTAGE', valid_from: '2030-01-01' };
    const first = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, percentage: '60.5', valid_until: '2030-06-30' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().percentage).toBe('60.5000');
    const over = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, percentage: '39.5001', valid_from: '2030-06-01' },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(MERCHANT_MESSAGES.splitOver100);
    const exact = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, percentage: '39.5', valid_from: '2030-06-01' },
    });
    expect(exact.statusCode).toBe(201);
    const later = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, percentage: '60.6', valid_from: '2030-07-01' },
    });
    expect(later.statusCode).toBe(422);
    const amount = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, split_type: 'AMOUNT', amount: 150 },
    });
    expect(amount.json()).toMatchObject({ amount: 150, percentage: null });
    const self = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...base, receiver_merchant_id: owner.id, percentage: '1' },
    });
    expect(self.json().message).toBe(MERCHANT_MESSAGES.splitReceiver);
    const noPct = await call(ctx, 'superadmin', 'POST', url, { body: base });
    expect(noPct.statusCode).toBe(422);
    const edited = await call(ctx, 'superadmin', 'PUT', `${url}/${first.json().id}`, {
      body: { ...base, percentage: '50', valid_until: '2030-06-30' },
    });
    expect(edited.json().percentage).toBe('50.0000');
    expect((await call(ctx, 'superadmin', 'DELETE', `${url}/${first.json().id}`)).statusCode).toBe(204);
    const list = await call(ctx, 'superadmin', 'GET', url);
    expect(list.json()).toHaveLength(2);
    expect((await auditRows(ctx, 'merchant_split', first.json().id)).map((r) => r.action)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
    ]);
  });
});

describe('blocking', () => {
  it('previews, blocks with a reason and its terminals, then unblocks after a second person approves', async () => {
    const demo = await ctx.handle.db
      .selectFrom('merchant')
      .innerJoin('terminal', 'terminal.merchant_id', 'merchant.id')
      .select(['merchant.id'])
      .where('merchant.blocked', '=', false)
      .where('merchant.project_id', '=', 1)
      .where('terminal.blocked', '=', false)
      .orderBy('merchant.id')
      .executeTakeFirstOrThrow();
    const preview = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${demo.id}/block/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().active_terminals).toBeGreaterThan(0);
    const url = `/api/v1/merchant/${demo.id}/block`;
    const body = { block_type_id: 1, description: 'Chargebacks em série', block_terminals: true };
    const noReason = await call(ctx, nextAdmin(), 'POST', url, { body });
    expect(noReason.statusCode).toBe(422);
    const blocked = await call(ctx, nextAdmin(), 'POST', url, {
      body: { ...body, reason_code: 'FRAUD_SUSPICION' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      blocked: true,
      block_type_id: 1,
      block_description: 'Chargebacks em série',
    });
    const terminals = await ctx.handle.db
      .selectFrom('terminal')
      .select('blocked')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(terminals.every((t) => t.blocked)).toBe(true);
    const again = await call(ctx, nextAdmin(), 'POST', url, {
      body: { ...body, reason_code: 'FRAUD_SUSPICION' },
    });
    expect(again.json().message).toBe(MERCHANT_MESSAGES.alreadyBlocked);
    const history = await call(ctx, 'superadmin', 'GET', `/api/v1/history/merchant?record_id=${demo.id}`);
    expect(JSON.stringify(history.json())).toContain('Chargebacks em série');

    const unblockUrl = `/api/v1/merchant/${demo.id}/unblock`;
    const pending = await call(ctx, nextAdmin(), 'POST', unblockUrl, {
      body: { description: 'Regularizado', unblock_terminals: true },
    });
    expect(pending.statusCode, pending.body).toBe(202);
    expect((await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${demo.id}`)).json().blocked).toBe(true);
    await approveLatest('merchant.unblock');
    expect((await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${demo.id}`)).json().blocked).toBe(false);
    const after = await ctx.handle.db
      .selectFrom('terminal')
      .select('blocked')
      .where('merchant_id', '=', demo.id)
      .execute();
    expect(after.every((t) => !t.blocked)).toBe(true);
    const notBlocked = await call(ctx, nextAdmin(), 'POST', unblockUrl, { body: { description: 'x' } });
    expect(notBlocked.statusCode).toBe(409);
    expect(notBlocked.json().message).toBe(MERCHANT_MESSAGES.notBlocked);
  });
});

describe('settlement destination', () => {
  it('is refused while receivables are unpaid, with a clear message', async () => {
    const withReceivables = await ctx.handle.db
      .selectFrom('receivable')
      .select('merchant_id')
      .where('paid', '<>', 1)
      .where('project_id', '=', 1)
      .executeTakeFirstOrThrow();
    const pending = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/merchant/${withReceivables.merchant_id}/has_pending_financials`,
    );
    expect(pending.json().has_pending_financials).toBe(true);
    const res = await call(
      ctx,
      nextAdmin(),
      'PUT',
      `/api/v1/merchant/${withReceivables.merchant_id}/settlement_destination`,
      {
        otp: true,
        body: { destination_type: 'D', digital_account: '123456' },
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MERCHANT_MESSAGES.pendingFinancials);
  });

  it('needs a one-time code and a second person, then shows the account masked', async () => {
    const created = await createMerchant();
    const url = `/api/v1/merchant/${created.id}/settlement_destination`;
    const body = {
      destination_type: 'B',
      bank_code: '001',
      agency: '1234',
      account_number: '12345-6',
      account_type: 'C',
    };
    expect((await call(ctx, nextAdmin(), 'PUT', url, { body })).statusCode).toBe(403);
    const bad = await call(ctx, nextAdmin(), 'PUT', url, { otp: true, body: { ...body, account_type: 'X' } });
    expect(bad.statusCode).toBe(422);
    const queued = await call(ctx, nextAdmin(), 'PUT', url, { otp: true, body });
    expect(queued.statusCode, queued.body).toBe(202);
    await approveLatest('merchant.settlement_destination');
    const detail = await call(ctx, 'merch.operator', 'GET', `/api/v1/merchant/${created.id}`);
    expect(detail.json().settlement_destination).toMatchObject({
      destination_type: 'B',
      bank_code: '001',
      account_type: 'C',
    });
    expect(detail.json().settlement_destination.account_number).not.toBe('123456');
    const clear = await call(ctx, 'superadmin', 'GET', `/api/v1/merchant/${created.id}`);
    expect(clear.json().settlement_destination.account_number).toBe('123456');
  });
});
