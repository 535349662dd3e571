import { RISK_MESSAGES } from '@mentor/contract/risk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeclined,
  createRiskAccount,
  createScheduled,
  newUuid,
  WL_P1,
  WL_P1_B,
  WL_P2,
} from '../../../test/fixtures/risk-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
let p1: string;
let account: string;
let accountP2: string;
beforeAll(async () => {
  ctx = await startTestApp();
  p1 = await createOtpStaff(ctx, 'risco.banco.p1', ['mentor_financial'], 1);
  const db = ctx.handle.db;
  account = await createRiskAccount(db, WL_P1, 'Conta Recusas');
  accountP2 = await createRiskAccount(db, WL_P2, 'Conta Outro Projeto');
  // Three declines in March 2025 (São Paulo days), one the day after the period.
  await createDeclined(db, WL_P1, account, 'LIMIT_EXCEEDED', 10_000, new Date('2025-03-01T03:00:00Z'));
  await createDeclined(db, WL_P1, account, 'LIMIT_EXCEEDED', 5_000, new Date('2025-03-10T12:00:00Z'), 'TED');
  await createDeclined(db, WL_P1, account, 'SUSPECTED_FRAUD', 7_500, new Date('2025-04-01T02:59:59Z'));
  await createDeclined(db, WL_P1, account, 'SUSPECTED_FRAUD', 1_000, new Date('2025-04-01T03:00:00Z'));
  await createScheduled(db, WL_P1, account, '2031-01-10', 20_000);
  await createScheduled(db, WL_P1, account, '2031-01-20', 30_000, 'BILLET');
  await createScheduled(db, WL_P2, accountP2, '2031-01-15', 40_000);
});
afterAll(async () => {
  await ctx.close();
});

const refused = (wl: string, ap: string, start: string, end: string) =>
  `/gateway/spe-view-n-backoffice/v1/transaction-refused/white-label/${wl}/account-payment/${ap}/start/${start}/end/${end}`;
const METRICS = '/gateway/spe-view-n-backoffice/v1/declined-transactions/metrics';
const SCHEDULED = '/gateway/spe-j-transaction-scheduling/v1/all';
const SCHEDULED_METRICS = '/gateway/spe-j-transaction-scheduling/v1/transaction-metrics';
const TYPES = '/gateway/spe-j-transaction-scheduling/v1/transaction-types/options';

describe('declined transactions', () => {
  it('lists the declines of one account in the period, newest first, on São Paulo days', async () => {
    const res = await call(ctx, 'financeiro', 'GET', refused(WL_P1, account, '2025-03-01', '2025-03-31'));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { amount: number }) => d.amount)).toEqual([7_500, 5_000, 10_000]);
    expect(res.json()[0]).toMatchObject({
      accountName: 'Conta Recusas',
      reason: 'SUSPECTED_FRAUD',
      uuidAccountPayment: account,
    });
  });

  it("requires white label, account, start and end, none 'all', with the spec's message", async () => {
    for (const url of [
      refused('all', account, '2025-03-01', '2025-03-31'),
      refused(WL_P1, 'all', '2025-03-01', '2025-03-31'),
      refused(WL_P1, account, 'all', '2025-03-31'),
      refused(WL_P1, account, '2025-03-01', 'all'),
    ]) {
      const res = await call(ctx, 'financeiro', 'GET', url);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(RISK_MESSAGES.declinedFilters);
    }
    const all = await call(ctx, 'financeiro', 'GET', refused('all', 'all', 'all', 'all'));
    expect(Object.keys(all.json().errors).sort()).toEqual(['ap', 'end', 'start', 'wl']);
    const reversed = await call(
      ctx,
      'financeiro',
      'GET',
      refused(WL_P1, account, '2025-03-31', '2025-03-01'),
    );
    expect(reversed.statusCode).toBe(422);
  });

  it('answers 404 for an account of another white label or project, 403 without the permission', async () => {
    expect(
      (await call(ctx, 'financeiro', 'GET', refused(WL_P1_B, account, '2025-03-01', '2025-03-31')))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, p1, 'GET', refused(WL_P2, accountP2, '2025-03-01', '2025-03-31'))).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'comercial.admin', 'GET', refused(WL_P1, account, '2025-03-01', '2025-03-31')))
        .statusCode,
    ).toBe(403);
    expect((await call(ctx, 'comercial.admin', 'GET', METRICS)).statusCode).toBe(403);
  });

  it('counts and sums by reason and type with optional filters', async () => {
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `${METRICS}?uuidWhiteLabel=${WL_P1}&uuidAccountPayment=${account}&startDate=2025-03-01&endDate=2025-03-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 3,
      amount: 22_500,
      byReason: [
        { reason: 'LIMIT_EXCEEDED', count: 2, amount: 15_000 },
        { reason: 'SUSPECTED_FRAUD', count: 1, amount: 7_500 },
      ],
      byType: [
        { transactionType: 'PIX', count: 2, amount: 17_500 },
        { transactionType: 'TED', count: 1, amount: 5_000 },
      ],
    });
    const ted = await call(
      ctx,
      'financeiro',
      'GET',
      `${METRICS}?uuidAccountPayment=${account}&transactionType=TED`,
    );
    expect(ted.json().count).toBe(1);
    const seeded = await call(ctx, 'financeiro', 'GET', `${METRICS}?uuidWhiteLabel=all&transactionType=all`);
    expect(seeded.json().count).toBeGreaterThan(4);
    expect((await call(ctx, 'financeiro', 'GET', `${METRICS}?startDate=2025-02-30`)).statusCode).toBe(422);
  });
});

describe('scheduled transactions', () => {
  it('lists 10 per page from page 1, filters by account, type and execution dates; blank or all is ignored', async () => {
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `${SCHEDULED}?uuidWhiteLabel=&uuidAccountPayment=${account}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ itemCount: 2, page: 1, limit: 10 });
    expect(res.json().data.map((s: { executionDate: string }) => s.executionDate)).toEqual([
      '2031-01-20',
      '2031-01-10',
    ]);
    const billet = await call(
      ctx,
      'financeiro',
      'GET',
      `${SCHEDULED}?uuidWhiteLabel=all&uuidAccountPayment=${account}&transactionType=BILLET&startExecutionDate=2031-01-01&endExecutionDate=2031-01-31`,
    );
    expect(billet.json().data).toHaveLength(1);
    expect(billet.json().data[0]).toMatchObject({
      amount: 30_000,
      transactionType: 'BILLET',
      accountName: 'Conta Recusas',
    });
    const seeded = await call(ctx, 'financeiro', 'GET', SCHEDULED);
    expect(seeded.json().data).toHaveLength(10);
    const own = await call(
      ctx,
      p1,
      'GET',
      `${SCHEDULED}?startExecutionDate=2031-01-01&endExecutionDate=2031-01-31&limit=100`,
    );
    expect(own.json().data.map((s: { uuidWhiteLabel: string }) => s.uuidWhiteLabel)).not.toContain(WL_P2);
    expect((await call(ctx, 'comercial.admin', 'GET', SCHEDULED)).statusCode).toBe(403);
  });

  it('gives metrics with the same filters, the white label key spelt uuidWhitelabel', async () => {
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `${SCHEDULED_METRICS}?uuidWhitelabel=${WL_P2}&startExecutionDate=2031-01-01&endExecutionDate=2031-01-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      amount: 40_000,
      byType: [{ transactionType: 'PIX', count: 1, amount: 40_000 }],
    });
    const bad = await call(ctx, 'financeiro', 'GET', `${SCHEDULED_METRICS}?transactionType=CHEQUE`);
    expect(bad.statusCode).toBe(422);
  });

  it('lists the transaction types as label and optionName', async () => {
    const res = await call(ctx, 'financeiro', 'GET', TYPES);
    expect(res.json().map((o: { optionName: string }) => o.optionName)).toEqual([
      'PIX',
      'TED',
      'TED_ON_US',
      'BILLET',
      'RECHARGE',
    ]);
  });
});

describe('accounts, clients and balance', () => {
  it('lists the accounts of a white label in scope', async () => {
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `/gateway/spe-view-n-backoffice/v1/accounts/white-label/${WL_P1}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        uuidAccountPayment: account,
        fullName: 'Conta Recusas',
        uuidWhiteLabelAssociated: WL_P1,
      }),
    );
    expect(
      (await call(ctx, p1, 'GET', `/gateway/spe-view-n-backoffice/v1/accounts/white-label/${WL_P2}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          ctx,
          'financeiro',
          'GET',
          `/gateway/spe-view-n-backoffice/v1/accounts/white-label/${newUuid()}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lists clients in scope, optionally of one white label', async () => {
    const all = await call(
      ctx,
      'financeiro',
      'GET',
      `/gateway/spe-view-n-backoffice/v1/all-clients?uuidWhiteLabel=${WL_P2}`,
    );
    expect(all.json()).toContainEqual({ uuidAccountPayment: accountP2, fullName: 'Conta Outro Projeto' });
    const own = await call(ctx, p1, 'GET', '/gateway/spe-view-n-backoffice/v1/all-clients?name=Conta Outro');
    expect(own.json()).toEqual([]);
  });

  it('checks the balance of an account from its settled Pix movements', async () => {
    const db = ctx.handle.db;
    const base = {
      uuid_white_label: WL_P1,
      uuid_account_payment: account,
      document: '52998224725',
      document_origin: '11144477735',
      name_origin: 'Origem',
      document_destination: '52998224725',
      name_destination: 'Conta Recusas',
      partner_id: 'PRT',
    };
    await db
      .insertInto('pix_movement')
      .values([
        {
          ...base,
          movement_type: 'CREDIT',
          amount: 50_000,
          transaction_id: 'TXRISK1',
          end_to_end_id: `E${Date.now()}RISK1`,
        },
        {
          ...base,
          movement_type: 'DEBIT',
          amount: 12_345,
          transaction_id: 'TXRISK2',
          end_to_end_id: `E${Date.now()}RISK2`,
        },
        {
          ...base,
          movement_type: 'CREDIT',
          amount: 99_999,
          status: 'REJECTED_PAYEE',
          transaction_id: 'TXRISK3',
          end_to_end_id: `E${Date.now()}RISK3`,
        },
      ])
      .execute();
    const url = `/gateway/spe-j-funds/api/check-balance/white-label/${WL_P1}/account-payment/${account}`;
    const res = await call(ctx, 'financeiro', 'GET', url);
    expect(res.json()).toEqual({
      uuidWhiteLabel: WL_P1,
      uuidAccountPayment: account,
      credits: 50_000,
      debits: 12_345,
      balance: 37_655,
    });
    const elsewhere = `/gateway/spe-j-funds/api/check-balance/white-label/${WL_P1_B}/account-payment/${account}`;
    expect((await call(ctx, 'financeiro', 'GET', elsewhere)).statusCode).toBe(404);
    expect((await call(ctx, 'comercial.admin', 'GET', url)).statusCode).toBe(403);
  });
});
