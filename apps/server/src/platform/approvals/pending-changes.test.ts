import { DUPLICATE_PENDING_ERROR } from '@mentor/contract/approvals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, WRONG_CODE } from '../../../test/test-support.ts';
import { lastSpentStep } from '../otp/otp-service.ts';

/**
 * A record shows its pending change, a second identical request is refused before any one-time
 * code is checked, and the requester may withdraw a change nobody decided yet.
 */
let ctx: TestContext;
const REQUESTER = 'pend.requester';
const OTHER = 'pend.other';
const OWN_PROJECT = 'pend.own.project';
const OTHER_PROJECT = 'pend.other.project';
let merchant: { id: number; project_id: number };

const unblockUrl = () => `/api/v1/merchant/${merchant.id}/unblock`;
const unblockBody = { description: 'Documentação regularizada', unblock_terminals: true };
const pendingUrl = () =>
  `/api/v1/approvals/pending?table_context=merchant,merchant_settlement_destination&record_id=${merchant.id}`;

const pendingRows = (action: string, recordId: string) =>
  ctx.handle.db
    .selectFrom('approval_request')
    .select(['id', 'status'])
    .where('action', '=', action)
    .where('record_id', '=', recordId)
    .where('status', '=', 'PENDING')
    .execute();

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, REQUESTER, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, OTHER, ['mentor_comercial_admin']);
  const row = await ctx.handle.db
    .selectFrom('merchant')
    .select(['id', 'project_id'])
    .where('blocked', '=', true)
    .where('deleted', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  merchant = row;
  const elsewhere = await ctx.handle.db
    .selectFrom('project')
    .select('id')
    .where('id', '<>', row.project_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await createOtpStaff(ctx, OWN_PROJECT, ['mentor_comercial_operator'], row.project_id);
  await createOtpStaff(ctx, OTHER_PROJECT, ['mentor_comercial_operator'], elsewhere.id);
  // Nothing of earlier files pending on this merchant.
  await ctx.handle.db
    .updateTable('approval_request')
    .set({ status: 'WITHDRAWN', decided_at: new Date() })
    .where('status', '=', 'PENDING')
    .where('table_context', 'in', ['merchant', 'merchant_settlement_destination'])
    .where('record_id', '=', String(row.id))
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('pending changes on their record', () => {
  it('keeps the merchant’s project on its pending unblock and shows it on the record within that project only', async () => {
    const first = await call(ctx, REQUESTER, 'POST', unblockUrl(), { body: unblockBody });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({
      status: 'PENDING',
      action: 'merchant.unblock',
      table_context: 'merchant',
      record_id: String(merchant.id),
      project_id: merchant.project_id,
      requested_by: REQUESTER,
    });

    const own = await call(ctx, OWN_PROJECT, 'GET', pendingUrl());
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ id: first.json().id, action: 'merchant.unblock', requested_by: REQUESTER }),
    ]);
    expect((await call(ctx, 'superadmin', 'GET', pendingUrl())).json()).toHaveLength(1);
    // Staff of another project do not learn of it.
    const outside = await call(ctx, OTHER_PROJECT, 'GET', pendingUrl());
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual([]);
    // Bad input is refused with a message, never a 500.
    const bad = await call(
      ctx,
      OWN_PROJECT,
      'GET',
      '/api/v1/approvals/pending?table_context=Merchant!&record_id=1',
    );
    expect(bad.statusCode).toBe(422);
    const missing = await call(ctx, OWN_PROJECT, 'GET', '/api/v1/approvals/pending?table_context=merchant');
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a second identical request with the first one’s id, whoever asks', async () => {
    const [first] = await pendingRows('merchant.unblock', String(merchant.id));
    expect(first).toBeDefined();
    for (const who of [REQUESTER, OTHER]) {
      const again = await call(ctx, who, 'POST', unblockUrl(), { body: unblockBody });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ error: DUPLICATE_PENDING_ERROR, detail: String(first?.id) });
      expect(again.json().message).toMatch(
        new RegExp(
          `^Já existe uma alteração igual aguardando aprovação \\(solicitação nº ${first?.id}, pedida por ${REQUESTER}\\)`,
        ),
      );
    }
    expect(await pendingRows('merchant.unblock', String(merchant.id))).toHaveLength(1);
  });

  it('refuses the repeat before the one-time code is checked or spent', async () => {
    const rule = 'merchant.settlement_destination';
    const loosen = { enabled: false, min_amount_cents: null };
    const url = `/api/v1/approvals/rules/${rule}`;
    const first = await call(ctx, REQUESTER, 'PUT', url, { body: loosen, otp: true });
    expect(first.statusCode, first.body).toBe(202);
    // A wrong code is not even looked at: the repeat is refused as a repeat.
    const wrong = await call(ctx, OTHER, 'PUT', url, { body: loosen, otp: WRONG_CODE });
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(wrong.json()).toMatchObject({ error: DUPLICATE_PENDING_ERROR, detail: String(first.json().id) });
    // A right code is left unspent.
    const spentBefore = await lastSpentStep(ctx.handle.db, OTHER);
    const right = await call(ctx, OTHER, 'PUT', url, { body: loosen, otp: true });
    expect(right.statusCode).toBe(409);
    expect(await lastSpentStep(ctx.handle.db, OTHER)).toBe(spentBefore);
    expect(await pendingRows('approvals.rule', rule)).toHaveLength(1);
    // Tightening is not the pending change: it applies at once.
    const tighten = await call(ctx, OTHER, 'PUT', url, {
      body: { enabled: true, min_amount_cents: null },
      otp: true,
    });
    expect(tighten.statusCode, tighten.body).toBe(200);
    const withdrawn = await call(ctx, REQUESTER, 'POST', `/api/v1/approvals/${first.json().id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
  }, 120_000);

  it('lets two identical requests sent at once leave one pending change', async () => {
    const withdrawAll = await pendingRows('merchant.unblock', String(merchant.id));
    for (const row of withdrawAll) {
      expect((await call(ctx, REQUESTER, 'POST', `/api/v1/approvals/${row.id}/withdraw`)).statusCode).toBe(
        200,
      );
    }
    const answers = await Promise.all([
      call(ctx, REQUESTER, 'POST', unblockUrl(), { body: unblockBody }),
      call(ctx, OTHER, 'POST', unblockUrl(), { body: unblockBody }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect(await pendingRows('merchant.unblock', String(merchant.id))).toHaveLength(1);
  });

  it('lets only the requester withdraw a pending change, audited, after which it may be asked again', async () => {
    const [pending] = await pendingRows('merchant.unblock', String(merchant.id));
    const detail = await call(ctx, 'superadmin', 'GET', `/api/v1/approvals/${pending?.id}`);
    const requester = detail.json().requested_by as string;
    const notRequester = requester === REQUESTER ? OTHER : REQUESTER;
    const refused = await call(ctx, notRequester, 'POST', `/api/v1/approvals/${pending?.id}/withdraw`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Só quem solicitou a alteração pode retirá-la.');
    const admin = await call(ctx, 'superadmin', 'POST', `/api/v1/approvals/${pending?.id}/withdraw`);
    expect(admin.statusCode).toBe(403);

    const withdrawn = await call(ctx, requester, 'POST', `/api/v1/approvals/${pending?.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN', decided_by: requester });
    const [audited] = await auditRows(ctx, 'approval_request', pending?.id ?? 0);
    expect(audited).toMatchObject({ action: 'UPDATE', actor: requester });
    expect(audited?.after).toMatchObject({ status: 'WITHDRAWN' });
    // Nothing applied; nothing left on the record; it cannot be approved or withdrawn again.
    const row = await ctx.handle.db
      .selectFrom('merchant')
      .select('blocked')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(row.blocked).toBe(true);
    expect((await call(ctx, OWN_PROJECT, 'GET', pendingUrl())).json()).toEqual([]);
    const twice = await call(ctx, requester, 'POST', `/api/v1/approvals/${pending?.id}/withdraw`);
    expect(twice.statusCode).toBe(409);
    const approve = await call(ctx, 'superadmin', 'POST', `/api/v1/approvals/${pending?.id}/approve`, {
      otp: true,
    });
    expect(approve.statusCode).toBe(409);
    const mine = await call(
      ctx,
      requester,
      'GET',
      '/api/v1/approvals?mine=true&status=WITHDRAWN&perPage=100',
    );
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(pending?.id);

    const again = await call(ctx, REQUESTER, 'POST', unblockUrl(), { body: unblockBody });
    expect(again.statusCode, again.body).toBe(202);
    expect(
      (await call(ctx, REQUESTER, 'POST', `/api/v1/approvals/${again.json().id}/withdraw`)).statusCode,
    ).toBe(200);
  }, 120_000);
});
