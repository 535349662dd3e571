import { randomUUID } from 'node:crypto';
import { isValidDocument } from '@mentor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation } from '../../../test/test-support.ts';
import { PIX_WHITE_LABELS } from '../../seed/pix-seed.ts';

let ctx: TestContext;
let nextAdmin: () => string;
beforeAll(async () => {
  ctx = await startTestApp();
  const admins = await Promise.all(
    ['closed.admin.1', 'closed.admin.2', 'closed.admin.3', 'closed.admin.4'].map((u) =>
      createOtpStaff(ctx, u, ['mentor_super_admin']),
    ),
  );
  nextAdmin = rotation(admins);
});
afterAll(async () => {
  await ctx.close();
});

const WL = PIX_WHITE_LABELS[0].uuid;
const OTHER_WL = PIX_WHITE_LABELS[2].uuid;

/** A valid CPF that no seeded account uses (starts with 9 and is random). */
function freshCpf(): string {
  for (;;) {
    const base = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    for (let d = 0; d < 100; d += 1) {
      const cpf = base + String(d).padStart(2, '0');
      if (isValidDocument(cpf)) return cpf;
    }
  }
}

/** A payment account of WL in a given status, with settled credits and debits (cents). */
async function account(status: 'CLOSED' | 'ACTIVE', movements: Array<['CREDIT' | 'DEBIT', number]>) {
  const document = freshCpf();
  const row = await ctx.handle.db
    .insertInto('payment_account')
    .values({
      uuid_white_label: WL,
      full_name: `Encerrada Teste ${document.slice(-4)}`,
      account_number: `T${document}`,
      document,
      phone: '11988887777',
      created_at: new Date('2020-01-02T12:00:00Z'),
      account_status: status,
      status_reason: status === 'CLOSED' ? 'Encerramento a pedido do cliente' : null,
      status_changed_at: status === 'CLOSED' ? new Date('2026-03-10T15:00:00Z') : null,
    })
    .returning('uuid_account_payment')
    .executeTakeFirstOrThrow();
  for (const [type, amount] of movements) {
    await ctx.handle.db
      .insertInto('pix_movement')
      .values({
        uuid_white_label: WL,
        uuid_account_payment: row.uuid_account_payment,
        movement_type: type,
        document,
        document_origin: document,
        name_origin: 'Origem',
        document_destination: document,
        name_destination: 'Destino',
        partner_id: '001',
        transaction_id: `T-${randomUUID()}`,
        end_to_end_id: `E-${randomUUID()}`,
        amount,
        date_register: new Date('2026-03-01T12:00:00Z'),
      })
      .execute();
  }
  return { uuid: row.uuid_account_payment, document };
}

const transferBody = (uuidAccountPayment: string, requestId?: string) => ({
  uuidAccountPayment,
  uuidWhiteLabel: WL,
  ...(requestId ? { requestId } : {}),
  bankCode: '341',
  agency: '1234',
  accountNumber: '56789-0',
  holderDocument: '529.982.247-25',
  holderName: 'Titular da Conta',
});

describe('closed accounts list', () => {
  it('lists only closed accounts, 10 per page, oldest registration first', async () => {
    const mine = await account('CLOSED', [['CREDIT', 12_345]]);
    const res = await call(ctx, 'superadmin', 'GET', '/api/v1/onboarding/closed-accounts');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, limit: 10 });
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.meta.itemCount).toBeGreaterThan(1);
    const dates = body.data.map((r: { dateRegister: string }) => r.dateRegister);
    expect([...dates].sort()).toEqual(dates);
    const states = await ctx.handle.db
      .selectFrom('payment_account')
      .select('account_status')
      .where(
        'uuid_account_payment',
        'in',
        body.data.map((r: { uuidAccountPayment: string }) => r.uuidAccountPayment),
      )
      .execute();
    expect(new Set(states.map((s) => s.account_status))).toEqual(new Set(['CLOSED']));

    const masked = `${mine.document.slice(0, 3)}.${mine.document.slice(3, 6)}.${mine.document.slice(6, 9)}-${mine.document.slice(9)}`;
    const found = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/onboarding/closed-accounts?cpf=${encodeURIComponent(masked)}&closedAt_start=2026-03-10&closedAt_end=2026-03-10`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({
      uuidAccountPayment: mine.uuid,
      balance: 12_345,
      reason: 'Encerramento a pedido do cliente',
    });
    const outside = await call(
      ctx,
      'superadmin',
      'GET',
      `/api/v1/onboarding/closed-accounts?cpf=${mine.document}&closedAt_start=2026-03-11`,
    );
    expect(outside.json().data).toEqual([]);
  });

  it('needs view_closed_records and refuses bad filters with field errors', async () => {
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/onboarding/closed-accounts')).statusCode).toBe(403);
    expect(
      (await call(ctx, 'comercial.operador', 'GET', '/api/v1/onboarding/closed-accounts')).statusCode,
    ).toBe(403);
    const bad = await call(
      ctx,
      'superadmin',
      'GET',
      '/api/v1/onboarding/closed-accounts?closedAt_start=2026-13-40',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('closedAt_start');
  });
});

describe('closed account detail', () => {
  it('gives the general information and the statement of a period', async () => {
    const mine = await account('CLOSED', [
      ['CREDIT', 50_000],
      ['DEBIT', 1_999],
    ]);
    const info = await call(
      ctx,
      'superadmin',
      'GET',
      `/gateway/spe-n-backoffice/v1/closed-account-management/general-account-information/uac/${mine.uuid}/uwl/${WL}`,
    );
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ accountStatus: 'CLOSED', balance: 48_001, uuidWhiteLabel: WL });
    const wrongWl = await call(
      ctx,
      'superadmin',
      'GET',
      `/gateway/spe-n-backoffice/v1/closed-account-management/general-account-information/uac/${mine.uuid}/uwl/${OTHER_WL}`,
    );
    expect(wrongWl.statusCode).toBe(404);
    const statement = await call(
      ctx,
      'superadmin',
      'GET',
      `/gateway/spe-n-backoffice/v1/closed-account-management/account-statement/uac/${mine.uuid}/uwl/${WL}?startDate=2026-02-01&endDate=2026-03-31`,
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json()).toMatchObject({ credits: 50_000, debits: 1_999, balance: 48_001 });
    expect(statement.json().lines).toHaveLength(2);
    const reversed = await call(
      ctx,
      'superadmin',
      'GET',
      `/gateway/spe-n-backoffice/v1/closed-account-management/account-statement/uac/${mine.uuid}/uwl/${WL}?startDate=2026-03-31&endDate=2026-02-01`,
    );
    expect(reversed.statusCode).toBe(422);
  });
});

describe('remaining-balance transfer', () => {
  it('checks the form, asks for the code, and moves the whole balance in cents once per attempt', async () => {
    const mine = await account('CLOSED', [
      ['CREDIT', 10_050],
      ['DEBIT', 25],
    ]);
    const url = '/gateway/spe-n-backoffice/v1/transaction-schedules';
    const noCode = await call(ctx, nextAdmin(), 'POST', url, { body: transferBody(mine.uuid, randomUUID()) });
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.statusCode).toBeLessThan(500);

    const invalid = await call(ctx, 'superadmin', 'POST', url, {
      body: { ...transferBody(mine.uuid), bankCode: '34', holderDocument: '111.111.111-11' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Código do banco com 3 dígitos.');
    expect(invalid.body).toContain('CPF/CNPJ inválido.');

    const requestId = randomUUID();
    const first = await call(ctx, nextAdmin(), 'POST', url, {
      otp: true,
      body: transferBody(mine.uuid, requestId),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ scheduled: true, amount: 10_025 });

    const retried = await call(ctx, nextAdmin(), 'POST', url, {
      otp: true,
      body: transferBody(mine.uuid, requestId),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(first.json());

    const again = await call(ctx, nextAdmin(), 'POST', url, {
      otp: true,
      body: transferBody(mine.uuid, randomUUID()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A conta não tem saldo remanescente a transferir.');

    const debits = await ctx.handle.db
      .selectFrom('pix_movement')
      .select(['amount', 'name_destination'])
      .where('uuid_account_payment', '=', mine.uuid)
      .where('movement_type', '=', 'DEBIT')
      .where('end_to_end_id', '=', `SALDO-${requestId}`)
      .execute();
    expect(debits).toHaveLength(1);
    expect(debits[0]?.name_destination).toBe('Titular da Conta');
    expect(Number(debits[0]?.amount)).toBe(10_025);
    const audits = await auditRows(ctx, 'payment_account', mine.uuid);
    expect(audits[0]?.before).toMatchObject({ balance: 10_025 });
    expect(audits[0]?.after).toMatchObject({ balance: 0, transfer: first.json().uuidTransaction });
  });

  it('refuses an account that is not closed', async () => {
    const active = await account('ACTIVE', [['CREDIT', 700]]);
    const res = await call(ctx, nextAdmin(), 'POST', '/gateway/spe-n-backoffice/v1/transaction-schedules', {
      otp: true,
      body: transferBody(active.uuid, randomUUID()),
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('account actions of the review', () => {
  it('migrates an onboarding-light account to the standard onboarding once', async () => {
    const pre = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['uuid', 'uuid_account_payment'])
      .where('uuid_account_payment', 'is not', null)
      .where('uuid_white_label', '=', WL)
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .updateTable('pre_account')
      .set({ product: 'onboarding-light' })
      .where('uuid', '=', pre.uuid)
      .execute();
    const url = `/gateway/spe-j-account-migration/v1/submit/uuid-account-payment/${pre.uuid_account_payment}`;
    expect((await call(ctx, 'financeiro', 'PUT', url)).statusCode).toBe(403);
    const res = await call(ctx, 'superadmin', 'PUT', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ submitted: true, uuidPreAccount: pre.uuid });
    const after = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['product', 'status'])
      .where('uuid', '=', pre.uuid)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ product: 'default-onboarding', status: 'VALIDATION_PROCESSING' });
    expect((await call(ctx, 'superadmin', 'PUT', url)).statusCode).toBe(409);
  });

  it('blocks an account with a block reason and puts its document on the blacklist', async () => {
    const mine = await account('ACTIVE', []);
    const reasons = await call(
      ctx,
      'superadmin',
      'GET',
      `/gateway/spe-view-n-backoffice/v1/block-reason/white-label/${WL}/type-block/BLACKLIST_BLOCK`,
    );
    const reason = reasons.json()[0] as { id: number; description: string };
    expect(reason).toBeDefined();
    const otherReason = await ctx.handle.db
      .selectFrom('block_reason')
      .select('id')
      .where('uuid_white_label', '=', OTHER_WL)
      .executeTakeFirstOrThrow();
    const url = `/api/v1/onboarding/accounts/${mine.uuid}/blacklist`;

    expect(
      (await call(ctx, 'comercial.operador', 'POST', url, { body: { blockReasonId: reason.id } })).statusCode,
    ).toBe(403);
    const missing = await call(ctx, 'superadmin', 'POST', url, { body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Escolha o motivo do bloqueio.');
    const foreign = await call(ctx, 'superadmin', 'POST', url, { body: { blockReasonId: otherReason.id } });
    expect(foreign.statusCode).toBe(422);

    const res = await call(ctx, 'superadmin', 'POST', url, {
      body: { blockReasonId: reason.id, comment: 'Documento usado por terceiros' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      blocked: true,
      listed: true,
      reason: `${reason.description} — Documento usado por terceiros`,
    });
    const row = await ctx.handle.db
      .selectFrom('payment_account')
      .select(['account_status', 'status_reason'])
      .where('uuid_account_payment', '=', mine.uuid)
      .executeTakeFirstOrThrow();
    expect(row.account_status).toBe('BLOCKED');
    const listed = await ctx.handle.db
      .selectFrom('blacklist_entry')
      .select('document')
      .where('document', '=', mine.document)
      .execute();
    expect(listed).toHaveLength(1);
    expect((await auditRows(ctx, 'payment_account', mine.uuid))[0]?.after).toMatchObject({
      accountStatus: 'BLOCKED',
    });
    expect(
      (await call(ctx, 'superadmin', 'POST', url, { body: { blockReasonId: reason.id } })).statusCode,
    ).toBe(409);
  });

  it('keeps a closed account closed and lists its document', async () => {
    const mine = await account('CLOSED', [['CREDIT', 900]]);
    const reason = await ctx.handle.db
      .selectFrom('block_reason')
      .select('id')
      .where('uuid_white_label', '=', WL)
      .where('type_block', '=', 'BLACKLIST_BLOCK')
      .executeTakeFirstOrThrow();
    const res = await call(ctx, 'superadmin', 'POST', `/api/v1/onboarding/accounts/${mine.uuid}/blacklist`, {
      body: { blockReasonId: reason.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ blocked: false, listed: true });
    const row = await ctx.handle.db
      .selectFrom('payment_account')
      .select('account_status')
      .where('uuid_account_payment', '=', mine.uuid)
      .executeTakeFirstOrThrow();
    expect(row.account_status).toBe('CLOSED');
    const entry = await ctx.handle.db
      .selectFrom('blacklist_entry')
      .select('id')
      .where('document', '=', mine.document)
      .executeTakeFirstOrThrow();
    expect(await auditRows(ctx, 'blacklist_entry', entry.id)).toHaveLength(1);
  });
});
