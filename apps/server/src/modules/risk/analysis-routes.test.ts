import { RISK_MESSAGES } from '@mentor/contract/risk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalysis,
  createRiskAccount,
  newUuid,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/risk-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
let p1: string;
let accountP1: string;
let accountP2: string;
beforeAll(async () => {
  ctx = await startTestApp();
  p1 = await createOtpStaff(ctx, 'risco.analise.p1', ['mentor_financial'], 1);
  accountP1 = await createRiskAccount(ctx.handle.db, WL_P1, 'Conta Análise P1');
  accountP2 = await createRiskAccount(ctx.handle.db, WL_P2, 'Conta Análise P2');
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-view-n-backoffice/v1/transaction-analysis';
const SEND = (uuid: string) => `/gateway/spe-n-backoffice/v1/transaction-analysis/${uuid}`;
const NEXT = '/gateway/spe-n-backoffice/v1/transaction-analysis/next';

describe('transaction analysis', () => {
  it('lists page 1 of 10 with data and meta, array filters repeated, within the caller scope', async () => {
    const res = await call(ctx, 'financeiro', 'GET', LIST);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ page: 1, limit: 10 });
    expect(res.json().data).toHaveLength(10);
    // Seeded analyses exist in every state.
    for (const status of ['PENDING', 'IN_ANALYSIS', 'APPROVED', 'DECLINED']) {
      const one = await call(ctx, 'financeiro', 'GET', `${LIST}?status=${status}&limit=1`);
      expect(one.json().meta.itemCount).toBeGreaterThan(0);
    }
    const both = await call(ctx, 'financeiro', 'GET', `${LIST}?status=APPROVED&status=DECLINED&limit=500`);
    const statuses = new Set(both.json().data.map((a: { status: string }) => a.status));
    expect([...statuses].sort()).toEqual(['APPROVED', 'DECLINED']);
    const approved = await call(ctx, 'financeiro', 'GET', `${LIST}?status=APPROVED&limit=1`);
    expect(both.json().meta.itemCount).toBeGreaterThan(approved.json().meta.itemCount);

    const own = await call(ctx, p1, 'GET', `${LIST}?limit=500`);
    const whiteLabels = new Set(own.json().data.map((a: { uuidWhiteLabel: string }) => a.uuidWhiteLabel));
    expect(whiteLabels.has(WL_P2)).toBe(false);
    expect(own.json().meta.itemCount).toBeGreaterThan(0);

    const bad = await call(ctx, 'financeiro', 'GET', `${LIST}?status=NOPE`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).some((key) => key.startsWith('status'))).toBe(true);
    expect((await call(ctx, 'comercial.admin', 'GET', LIST)).statusCode).toBe(403);
  });

  it('decides with a reason, keeping who decided and when, audited; a decided one answers 409', async () => {
    const uuid = await createAnalysis(ctx.handle.db, WL_P1, accountP1);
    const missing = await call(ctx, 'financeiro', 'POST', SEND(uuid), { body: { decision: 'DECLINED' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toBeDefined();
    const wrong = await call(ctx, 'financeiro', 'POST', SEND(uuid), {
      body: { decision: 'MAYBE', reason: 'x' },
    });
    expect(wrong.json().errors.decision).toBeDefined();

    const before = Date.now();
    const res = await call(ctx, 'financeiro', 'POST', SEND(uuid), {
      body: { decision: 'DECLINED', reason: 'Destinatário com indícios de fraude' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'DECLINED',
      decidedBy: 'financeiro',
      assignedTo: 'financeiro',
      decisionReason: 'Destinatário com indícios de fraude',
    });
    expect(Date.parse(res.json().decidedAt)).toBeGreaterThanOrEqual(before - 1000);
    const again = await call(ctx, 'financeiro', 'POST', SEND(uuid), {
      body: { decision: 'APPROVED', reason: 'ok' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RISK_MESSAGES.analysisDecided);
    const audits = await auditRows(ctx, 'transaction_analysis', uuid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'UPDATE', actor: 'financeiro' });
    expect(audits[0]?.before).toMatchObject({ status: 'PENDING', decidedBy: null });
  });

  it('assigns to me, refuses others while taken, releases, and takes the next unassigned', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const first = await createAnalysis(ctx.handle.db, WL_P1, accountP1, { at: old });
    const mine = await call(ctx, p1, 'POST', SEND(first), { body: { assign: 'me' } });
    expect(mine.json()).toMatchObject({ status: 'IN_ANALYSIS', assignedTo: p1 });
    const mineList = await call(ctx, p1, 'GET', `${LIST}?assignedTo=me&status=IN_ANALYSIS`);
    expect(mineList.json().data.map((a: { uuid: string }) => a.uuid)).toContain(first);

    const other = await call(ctx, 'financeiro', 'POST', SEND(first), {
      body: { decision: 'APPROVED', reason: 'ok' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(RISK_MESSAGES.analysisAssignedElsewhere);
    const released = await call(ctx, p1, 'POST', SEND(first), { body: { assign: 'release' } });
    expect(released.json()).toMatchObject({ status: 'PENDING', assignedTo: null });

    // The oldest pending, unassigned one in scope is taken first.
    const next = await call(ctx, p1, 'POST', NEXT);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ uuid: first, status: 'IN_ANALYSIS', assignedTo: p1 });
    const approved = await call(ctx, p1, 'POST', SEND(first), {
      body: { decision: 'APPROVED', reason: 'Cliente confirmou' },
    });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: p1 });
  });

  it('hides other projects from single-project staff and checks the uuid', async () => {
    const uuid = await createAnalysis(ctx.handle.db, WL_P2, accountP2);
    expect((await call(ctx, p1, 'POST', SEND(uuid), { body: { assign: 'me' } })).statusCode).toBe(404);
    expect(
      (await call(ctx, 'financeiro', 'POST', SEND(newUuid()), { body: { assign: 'me' } })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'financeiro', 'POST', SEND('nao-uuid'), { body: { assign: 'me' } })).statusCode,
    ).toBe(422);
  });
});
