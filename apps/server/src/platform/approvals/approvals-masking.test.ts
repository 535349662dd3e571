import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

/**
 * The approvals inbox shows a change's before and proposed after masked, as the record's history
 * does: a merchant's current account and its holder's CNPJ never reach a requester without
 * reveal_personal_data, and holders of the permission see one value through a logged reveal.
 */
let ctx: TestContext;
const REQUESTER = 'pd.appr.operator';
const ADMIN = 'pd.appr.admin';
const OLD_ACCOUNT = '7654321098';
const HOLDER_CNPJ = '11222333000181';
const NEW_ACCOUNT = '5555444433';
const CONTEXT = 'merchant_settlement_destination';
let merchantId: number;
let approvalId: number;

/** Every string of a JSON answer, at any depth. */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];
const clearIn = (value: unknown) =>
  texts(value).filter((t) => [OLD_ACCOUNT, HOLDER_CNPJ, NEW_ACCOUNT].some((v) => t.replace(/\D/g, '') === v));

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, REQUESTER, ['mentor_comercial_operator'], 1);
  await createOtpStaff(ctx, ADMIN, ['mentor_comercial_admin']);
  // A merchant of project 1 with nothing left to pay, paid into a current account.
  const found = await sql<{ id: number }>`
    SELECT m.id FROM merchant m
    WHERE m.project_id = 1 AND NOT m.deleted
      AND NOT EXISTS (SELECT 1 FROM receivable r WHERE r.merchant_id = m.id AND r.paid <> 1)
      AND NOT EXISTS (SELECT 1 FROM approval_request a WHERE a.record_id = m.id::text AND a.status = 'PENDING')
    ORDER BY m.id DESC LIMIT 1`.execute(ctx.handle.db);
  const row = found.rows[0];
  if (!row) throw new Error('no merchant of project 1 without pending financials');
  merchantId = row.id;
  await sql`
    INSERT INTO merchant_settlement_destination
      (merchant_id, destination_type, bank_code, agency, account_number, account_type, holder_document)
    VALUES (${merchantId}, 'B', '001', '1234', ${OLD_ACCOUNT}, 'C', ${HOLDER_CNPJ})
    ON CONFLICT (merchant_id) DO UPDATE SET destination_type = 'B', bank_code = '001', agency = '1234',
      account_number = ${OLD_ACCOUNT}, account_type = 'C', holder_document = ${HOLDER_CNPJ},
      digital_account = NULL, prepaid_card = NULL`.execute(ctx.handle.db);
  const queued = await call(ctx, REQUESTER, 'PUT', `/api/v1/merchant/${merchantId}/settlement_destination`, {
    otp: true,
    body: {
      destination_type: 'B',
      bank_code: '001',
      agency: '1234',
      account_number: NEW_ACCOUNT,
      account_type: 'C',
    },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  expect(clearIn(queued.json())).toEqual([]);
  approvalId = queued.json().id;
});
afterAll(async () => {
  await ctx.close();
});

describe('a pending change in the approvals inbox', () => {
  it('shows the requester its before and after masked, in the detail, their list and the record', async () => {
    const detail = await call(ctx, REQUESTER, 'GET', `/api/v1/approvals/${approvalId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().before).toMatchObject({ bank_code: '001', agency: '1234' });
    expect(detail.json().before.account_number).toMatch(/•/);
    expect(detail.json().before.holder_document).toMatch(/•/);
    expect(detail.json().after.account_number).toMatch(/•/);
    expect(clearIn(detail.json())).toEqual([]);

    const mine = await call(ctx, REQUESTER, 'GET', '/api/v1/approvals?mine=true&perPage=100');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((a: { id: number }) => a.id)).toContain(approvalId);
    expect(clearIn(mine.json())).toEqual([]);

    const onRecord = await call(
      ctx,
      REQUESTER,
      'GET',
      `/api/v1/approvals/pending?table_context=${CONTEXT}&record_id=${merchantId}`,
    );
    expect(onRecord.statusCode).toBe(200);
    expect(onRecord.json().length).toBeGreaterThan(0);
    expect(clearIn(onRecord.json())).toEqual([]);
  });

  it('shows it masked to those who may reveal too; one value is a logged reveal', async () => {
    const inbox = await call(ctx, ADMIN, 'GET', '/api/v1/approvals?status=PENDING&perPage=1000');
    expect(inbox.json().data.map((a: { id: number }) => a.id)).toContain(approvalId);
    expect(clearIn(inbox.json())).toEqual([]);
    const body = { table_context: CONTEXT, record_id: String(merchantId), approval_id: approvalId };

    const before = await call(ctx, ADMIN, 'POST', '/api/v1/reveal', {
      body: { ...body, field: 'holder_document', side: 'before' },
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().value).toBe(HOLDER_CNPJ);
    const after = await call(ctx, ADMIN, 'POST', '/api/v1/reveal', {
      body: { ...body, field: 'account_number', side: 'after' },
    });
    expect(after.json().value).toBe(NEW_ACCOUNT);

    const logged = (await auditRows(ctx, CONTEXT, merchantId)).filter((r) => r.action === 'REVEAL');
    expect(logged.map((r) => r.after)).toEqual(
      expect.arrayContaining([
        { field: 'holder_document', kind: 'document', approval_id: approvalId, side: 'before' },
        { field: 'account_number', kind: 'bank_account', approval_id: approvalId, side: 'after' },
      ]),
    );
    expect(JSON.stringify(logged)).not.toContain(NEW_ACCOUNT);
  });

  it('refuses a reveal without the permission, of another record or of a field not personal', async () => {
    const body = {
      table_context: CONTEXT,
      record_id: String(merchantId),
      approval_id: approvalId,
      side: 'before',
    };
    const requester = await call(ctx, REQUESTER, 'POST', '/api/v1/reveal', {
      body: { ...body, field: 'account_number' },
    });
    expect(requester.statusCode).toBe(403);
    const other = await call(ctx, ADMIN, 'POST', '/api/v1/reveal', {
      body: { ...body, record_id: String(merchantId + 1), field: 'account_number' },
    });
    expect(other.statusCode).toBe(404);
    const plain = await call(ctx, ADMIN, 'POST', '/api/v1/reveal', { body: { ...body, field: 'agency' } });
    expect(plain.statusCode).toBe(422);
  });
});
