import type { Receivable, ReceivableListResponse } from '@mentor/contract/receivables';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aroundToday, merchantWithSales } from '../../../test/fixtures/receivables-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof merchantWithSales>>;
const range = aroundToday();

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantWithSales(ctx.handle.db, 'RCV-ROUTES', [
    { operation: 0, installments: 1, amount: 10_000 },
    { operation: 3, installments: 3, amount: 30_001, serial: 'SN-RCV-ROUTES', billet: 'BLT-RCV-1' },
    { operation: 1, installments: 1, amount: 5_000, app: 'APP_RCV', brand: 1 },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

function listUrl(extra: Record<string, string | number> = {}, dateKind = 'dt_emission') {
  const params = new URLSearchParams({
    date_kind: dateKind,
    start: range.start,
    end: range.end,
    merchant: String(shop.merchantId),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
  });
  return `/api/v1/financial/receivable?${params}`;
}

async function list(extra: Record<string, string | number> = {}, dateKind = 'dt_emission') {
  const res = await call(ctx, 'financeiro', 'GET', listUrl(extra, dateKind));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReceivableListResponse;
}

/** The sums computed straight from the table for a set of receivable ids. */
async function tableSums(ids: number[]) {
  const { rows } = await sql<{ gross: number; net: number; adjustment: number }>`
    SELECT coalesce(sum(gross_amount), 0)::bigint AS gross, coalesce(sum(net_amount), 0)::bigint AS net,
           coalesce(sum(adjustment_amount), 0)::bigint AS adjustment
    FROM receivable WHERE id = ANY(${ids}::bigint[])`.execute(ctx.handle.db);
  return rows[0];
}

describe('GET /v1/financial/receivable', () => {
  it('lists one row per installment, 10 per page by transaction id, with total and the sum of every row', async () => {
    const body = await list();
    expect(body.total).toBe(5);
    expect(body.data.map((r) => r.transaction_id)).toEqual(
      [...body.data.map((r) => r.transaction_id)].sort((a, b) => a - b),
    );
    expect(body.sum.gross_amount).toBe(45_001);
    const sums = await tableSums(body.data.map((r) => r.id));
    expect(body.sum.gross_amount).toBe(Number(sums?.gross));
    expect(body.sum.net_amount).toBe(Number(sums?.net));
    expect(body.sum.mdr_amount).toBe(body.sum.gross_amount - body.sum.net_amount);
    expect(body.data[0]?.mdr_rate).toMatch(/^\d+\.\d{4}$/);
    // The sum covers the whole filter, not only the page.
    const paged = await list({ perPage: 2, page: 1 });
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBe(5);
    expect(paged.lastPage).toBe(3);
    expect(paged.sum.gross_amount).toBe(45_001);
  });

  it('pages in the chosen order, ties broken by id, with or without a merchant in the filter', async () => {
    const all = (await list()).data;
    const byTransactionDesc = [...all]
      .sort((a, b) => b.transaction_id - a.transaction_id || b.id - a.id)
      .map((r) => r.id);
    const second = await list({ perPage: 2, page: 2, sortDesc: 'true' });
    expect(second.data.map((r) => r.id)).toEqual(byTransactionDesc.slice(2, 4));
    const byGross = [...all].sort((a, b) => a.gross_amount - b.gross_amount || a.id - b.id).map((r) => r.id);
    expect((await list({ perPage: 3, sortBy: 'gross_amount' })).data.map((r) => r.id)).toEqual(
      byGross.slice(0, 3),
    );
    // Without a merchant in the filter (one sale), its installments in id order.
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/financial/receivable?${new URLSearchParams({
        date_kind: 'dt_emission',
        start: range.start,
        end: range.end,
        transaction_id: String(all[0]?.transaction_id),
      })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const oneSale = (res.json() as ReceivableListResponse).data.map((r) => r.id);
    expect(oneSale).toEqual(
      [...all]
        .filter((r) => r.transaction_id === all[0]?.transaction_id)
        .sort((a, b) => a.id - b.id)
        .map((r) => r.id),
    );
  });

  it('applies the installment, value, transaction and reference filters', async () => {
    expect((await list({ qt_installment: 3 })).total).toBe(3);
    expect((await list({ qt_installment: 0 })).total).toBe(1);
    expect((await list({ n_installment: 2 })).total).toBe(1);
    expect((await list({ vl_transaction_min: 20_000 })).total).toBe(3);
    expect((await list({ vl_transaction_max: 10_000 })).total).toBe(2);
    expect((await list({ serial_number: 'SN-RCV-ROUTES' })).total).toBe(3);
    expect((await list({ bank_billet_id: 'BLT-RCV-1' })).total).toBe(3);
    expect((await list({ app_code: 'APP_RCV' })).total).toBe(1);
    expect((await list({ card_brand: 1 })).total).toBe(1);
    expect((await list({ operation: '0,1' })).total).toBe(2);
    expect((await list({ mcc: '5999' })).total).toBe(5);
    expect((await list({ mcc: '1234' })).total).toBe(0);
    expect((await list({ terminal: shop.terminalCode })).total).toBe(5);
    expect((await list({ transaction_id: shop.transactionIds[1] ?? 0 })).total).toBe(3);
    expect((await list({ paid: '0' })).total).toBe(5);
    expect((await list({ paid: 'partial' })).total).toBe(0);
    expect((await list({ anticipation: 1 })).total).toBe(0);
    expect((await list({ split: 'true' })).total).toBe(0);
    // The due-date range: debit is due tomorrow, the credit installments in 30 days and more.
    expect((await list({}, 'dt_due')).total).toBe(1);
  });

  it('requires the date range and rejects bad filters with field errors', async () => {
    const res = await call(
      ctx,
      'financeiro',
      'GET',
      `/api/v1/financial/receivable?merchant=${shop.merchantId}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('O campo Período deve ter uma data inicial');
    const bad = await call(ctx, 'financeiro', 'GET', listUrl({ qt_installment: 13 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('qt_installment');
    const kind = await call(ctx, 'financeiro', 'GET', listUrl({ date_kind: 'dt_other' }));
    expect(kind.statusCode).toBe(422);
  });

  it('keeps a single-project user within their project', async () => {
    const res = await call(ctx, 'assistente', 'GET', listUrl({ project: 2 }));
    expect(res.statusCode).toBe(404);
  });
});

describe('block and unblock', () => {
  it('blocks a selection with a block type and description, audited per receivable, and unblocks it', async () => {
    const ids = shop.receivables.slice(1, 3).map((r) => r.id);
    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids, block_type_id: 17, block_description: 'Análise de contestação' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2, unchanged: 0 });
    const blocked = await list({ blocked: 1 });
    expect(blocked.data.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(blocked.data[0]?.block_type_description).toBe('Aguardando análise');
    expect((await list({ block_type: 17 })).total).toBe(2);
    expect((await list({ block_type: '1,2' })).total).toBe(0);
    expect((await list({}, 'dt_block')).total).toBe(2);
    const [first] = await auditRows(ctx, 'receivable', ids[0] ?? 0);
    expect(first?.actor).toBe('financeiro');
    expect(first?.before).toMatchObject({ blocked: false });
    expect(first?.after).toMatchObject({
      blocked: true,
      block_type_id: 17,
      block_description: 'Análise de contestação',
    });

    const again = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids, block_type_id: 17, block_description: 'Análise de contestação' },
    });
    expect(again.json()).toEqual({ changed: 0, unchanged: 2 });

    // Releasing the money asks for a reason, as holding it asks for a type and description.
    const noReason = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/unblock', { body: { ids } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason_code).toEqual(['O campo Motivo é obrigatório']);
    expect((await list({ blocked: 1 })).total).toBe(2);
    const other = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/unblock', {
      body: { ids, reason_code: 'OTHER', reason_comment: null },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.reason_comment).toEqual([
      'O campo Comentário é obrigatório quando o motivo é Outro',
    ]);

    const unblock = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/unblock', {
      body: { ids, reason_code: 'CUSTOMER_REQUEST', reason_comment: null },
    });
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json()).toEqual({ changed: 2, unchanged: 0 });
    expect((await list({ blocked: 1 })).total).toBe(0);
    const [last] = await auditRows(ctx, 'receivable', ids[0] ?? 0);
    expect(last?.before).toMatchObject({ blocked: true, block_type_id: 17 });
    expect(last?.after).toMatchObject({ blocked: false, block_type_id: null });
    expect(last?.reason_code).toBe('CUSTOMER_REQUEST');
  });

  it('refuses an unknown block type, a missing description, an unknown receivable and callers without the permission', async () => {
    const id = shop.receivables[0]?.id ?? 0;
    const badType = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids: [id], block_type_id: 99, block_description: 'x' },
    });
    expect(badType.statusCode).toBe(422);
    const noDescription = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids: [id], block_type_id: 3, block_description: ' ' },
    });
    expect(noDescription.statusCode).toBe(422);
    expect(noDescription.body).toContain('O campo Descrição é obrigatório');
    const missing = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/block', {
      body: { ids: [id, 9_000_000_000], block_type_id: 3, block_description: 'x' },
    });
    expect(missing.statusCode).toBe(422);
    expect((await list({ blocked: 1 })).total).toBe(0);
    const denied = await call(ctx, 'assistente', 'POST', '/api/v1/financial/block', {
      body: { ids: [id], block_type_id: 3, block_description: 'x' },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('manual adjustment', () => {
  it('needs a one-time code, keeps the adjustment, updates the sum and audits both rows', async () => {
    const target = shop.receivables[0];
    if (!target) throw new Error('no receivable');
    const before = await list();
    const body = { financial_id: target.id, amount: -250, reason: 'Tarifa de conectividade' };
    const noCode = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/manualadjust', { body });
    expect(noCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(noCode.body).toContain('OTP');

    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/manualadjust', { body, otp: true });
    expect(res.statusCode, res.body).toBe(200);
    const adjusted = res.json() as Receivable;
    expect(adjusted.adjustment_amount).toBe(-250);
    expect(adjusted.net_adjusted_amount).toBe(target.net_amount - 250);

    const after = await list();
    expect(after.sum.adjustment_amount).toBe(before.sum.adjustment_amount - 250);
    expect(after.sum.net_adjusted_amount).toBe(before.sum.net_adjusted_amount - 250);
    expect(after.sum.net_amount).toBe(before.sum.net_amount);

    const details = await call(ctx, 'financeiro', 'GET', `/api/v1/financial/adjust/${target.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().adjustments).toEqual([
      expect.objectContaining({
        kind: 'MANUAL',
        amount: -250,
        reason: 'Tarifa de conectividade',
        created_by: 'financeiro',
      }),
    ]);
    const automatic = await call(ctx, 'financeiro', 'GET', `/api/v1/financial/adjust/${target.id}?paid=true`);
    expect(automatic.json().adjustments).toEqual([]);

    const [row] = await auditRows(ctx, 'receivable', target.id);
    expect(row?.before).toMatchObject({ adjustment_amount: 0 });
    expect(row?.after).toMatchObject({ adjustment_amount: -250 });
    const adjustmentAudit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('table_context', '=', 'receivable_adjustment')
      .where('actor', '=', 'financeiro')
      .execute();
    expect(
      adjustmentAudit.some(
        (a) => (a.after as { receivable_id?: number } | null)?.receivable_id === target.id,
      ),
    ).toBe(true);
  });

  it('refuses a zero amount, a missing reason, an adjustment below zero net and an unknown receivable', async () => {
    const target = shop.receivables[1];
    if (!target) throw new Error('no receivable');
    const zero = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/manualadjust', {
      body: { financial_id: target.id, amount: 0, reason: 'x' },
      otp: true,
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.body).toContain('O valor do ajuste não pode ser zero');
    const noReason = await call(ctx, 'financeiro', 'POST', '/api/v1/financial/manualadjust', {
      body: { financial_id: target.id, amount: 10 },
      otp: true,
    });
    expect(noReason.statusCode).toBe(422);
    const negative = await call(ctx, 'superadmin', 'POST', '/api/v1/financial/manualadjust', {
      body: { financial_id: target.id, amount: -(target.net_amount + 1), reason: 'Estorno' },
      otp: true,
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.body).toContain('negativo');
    const unknown = await call(ctx, 'superadmin', 'GET', '/api/v1/financial/adjust/2000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('export', () => {
  it('streams the filtered receivables as CSV', async () => {
    const params = new URLSearchParams({
      date_kind: 'dt_emission',
      start: range.start,
      end: range.end,
      merchant: String(shop.merchantId),
    });
    const res = await call(ctx, 'financeiro', 'GET', `/api/v1/financial/receivable/export/csv?${params}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('Transação');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 5);
    const denied = await call(ctx, 'assistente', 'GET', `/api/v1/financial/receivable/export/csv?${params}`);
    expect(denied.statusCode).toBe(403);
  });
});
