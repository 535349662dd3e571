import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  call,
  createInfraction,
  createMovement,
  createRefund,
  ensureProjectOperator,
  newUuid,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/pix-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { REFUND_MESSAGES } from './refund-service.ts';

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await startTestApp();
  operator = await ensureProjectOperator(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-view-n-pix/v1/refund';
const ACT = '/gateway/spe-n-pre-pix/v1/refund';
const details = { analysisDetails: 'Saldo verificado.' };

describe('refund requests (MED)', () => {
  it('lists 15 per page by default with meta.itemCount and filters by status and white label', async () => {
    const all = (await call(ctx, 'financeiro', 'GET', LIST)).json();
    expect(all.meta.limit).toBe(15);
    expect(all.data).toHaveLength(15);
    const dates: string[] = all.data.map((r: { dateCreated: string }) => r.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    const waiting = (
      await call(ctx, 'financeiro', 'GET', `${LIST}?status=WAITING_RESOLUTION&limit=500`)
    ).json();
    expect(waiting.meta.itemCount).toBeGreaterThan(0);
    expect(waiting.data.every((r: { status: string }) => r.status === 'WAITING_RESOLUTION')).toBe(true);
    const wl = (
      await call(ctx, 'financeiro', 'GET', `${LIST}?ispbByWhiteLabel=${WL_P2.ispb}&limit=500`)
    ).json();
    expect(wl.meta.itemCount).toBeGreaterThan(0);
    expect(wl.data.every((r: { uuidWhiteLabel: string }) => r.uuidWhiteLabel === WL_P2.uuid)).toBe(true);
  });

  it('creates an OPEN refund for a movement, audited, and shows it in the detail', async () => {
    const infraction = await createInfraction(ctx.handle.db);
    const res = await call(ctx, 'financeiro', 'POST', `${ACT}/create`, {
      endToEndId: infraction.end_to_end_id,
      refundReason: 'FRAUD',
      amount: 12_345,
      refundDetails: 'Cliente contestou a transação.',
      infractionReportUuid: infraction.uuid,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'OPEN',
      amount: 12_345,
      endToEndId: infraction.end_to_end_id,
      infractionReportUuid: infraction.uuid,
      uuidWhiteLabel: WL_P1.uuid,
      createdBy: 'financeiro',
    });
    const audits = await auditRows(ctx.handle.db, 'pix_refund', created.uuid);
    expect(audits.map((a) => a.action)).toEqual(['CREATE']);
    const detail = await call(ctx, 'financeiro', 'GET', `${LIST}/${created.uuid}`);
    expect(detail.json()).toMatchObject({
      uuid: created.uuid,
      refundDetails: 'Cliente contestou a transação.',
    });
  });

  it('refuses a refund above what is left of the movement, for an unknown movement and with bad input', async () => {
    const { endToEndId } = await createMovement(ctx.handle.db, WL_P1.uuid, 10_000);
    const first = await call(ctx, 'financeiro', 'POST', `${ACT}/create`, {
      endToEndId,
      refundReason: 'OPERATIONAL_FLAW',
      amount: 6_000,
      refundDetails: 'Primeira parte.',
    });
    expect(first.statusCode).toBe(201);
    const second = await call(ctx, 'financeiro', 'POST', `${ACT}/create`, {
      endToEndId,
      refundReason: 'OPERATIONAL_FLAW',
      amount: 4_001,
      refundDetails: 'Segunda parte.',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(REFUND_MESSAGES.amountAboveMovement(4_000));
    expect(second.json().errors.amount).toBeDefined();
    const unknown = await call(ctx, 'financeiro', 'POST', `${ACT}/create`, {
      endToEndId: 'E00000000NAOEXISTE',
      refundReason: 'FRAUD',
      amount: 100,
      refundDetails: 'x',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.endToEndId).toEqual([REFUND_MESSAGES.movementNotFound]);
    const bad = await call(ctx, 'financeiro', 'POST', `${ACT}/create`, {
      endToEndId: '',
      refundReason: 'NOPE',
      amount: -5,
      refundDetails: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['endToEndId', 'refundReason', 'amount', 'refundDetails']),
    );
  });

  it('closes an open refund: total, partial (needs a smaller amount) and rejected (needs a reason)', async () => {
    const total = await createRefund(ctx.handle.db, { amount: 20_000 });
    const res = await call(ctx, 'financeiro', 'POST', `${ACT}/${total.uuid}/close`, {
      analysisResult: 'TOTALLY_ACCEPTED',
      ...details,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CLOSED', refundedAmount: 20_000, closedBy: 'financeiro' });
    expect((await auditRows(ctx.handle.db, 'pix_refund', total.uuid)).map((a) => a.action)).toEqual([
      'UPDATE',
    ]);

    const partial = await createRefund(ctx.handle.db, { amount: 20_000 });
    const missing = await call(ctx, 'financeiro', 'POST', `${ACT}/${partial.uuid}/close`, {
      analysisResult: 'PARTIALLY_ACCEPTED',
      ...details,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.refundedAmount).toEqual(['O campo Valor devolvido é obrigatório']);
    const tooMuch = await call(ctx, 'financeiro', 'POST', `${ACT}/${partial.uuid}/close`, {
      analysisResult: 'PARTIALLY_ACCEPTED',
      refundedAmount: 20_000,
      ...details,
    });
    expect(tooMuch.statusCode).toBe(422);
    const ok = await call(ctx, 'financeiro', 'POST', `${ACT}/${partial.uuid}/close`, {
      analysisResult: 'PARTIALLY_ACCEPTED',
      refundedAmount: 7_500,
      ...details,
    });
    expect(ok.json()).toMatchObject({
      status: 'CLOSED',
      refundedAmount: 7_500,
      analysisResult: 'PARTIALLY_ACCEPTED',
    });

    const rejected = await createRefund(ctx.handle.db);
    const noReason = await call(ctx, 'financeiro', 'POST', `${ACT}/${rejected.uuid}/close`, {
      analysisResult: 'REJECTED',
      ...details,
    });
    expect(noReason.json().errors.rejectionReason).toEqual(['O campo Motivo da rejeição é obrigatório']);
    const withReason = await call(ctx, 'financeiro', 'POST', `${ACT}/${rejected.uuid}/close`, {
      analysisResult: 'REJECTED',
      rejectionReason: 'NO_BALANCE',
      ...details,
    });
    expect(withReason.json()).toMatchObject({
      status: 'CLOSED',
      refundedAmount: 0,
      rejectionReason: 'NO_BALANCE',
    });
  });

  it('cancels an open refund and refuses every change of a closed, cancelled or waiting one', async () => {
    const open = await createRefund(ctx.handle.db);
    const cancel = await call(ctx, 'financeiro', 'POST', `${ACT}/${open.uuid}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'CANCELLED', cancelledBy: 'financeiro' });
    const again = await call(ctx, 'financeiro', 'POST', `${ACT}/${open.uuid}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_MESSAGES.cancelNotOpen);
    for (const status of ['CLOSED', 'WAITING_RESOLUTION'] as const) {
      const refund = await createRefund(ctx.handle.db, { status });
      const close = await call(ctx, 'financeiro', 'POST', `${ACT}/${refund.uuid}/close`, {
        analysisResult: 'TOTALLY_ACCEPTED',
        ...details,
      });
      expect(close.statusCode).toBe(409);
      expect(close.json().message).toBe(REFUND_MESSAGES.closeNotOpen);
      expect((await call(ctx, 'financeiro', 'POST', `${ACT}/${refund.uuid}/cancel`)).statusCode).toBe(409);
      expect(await auditRows(ctx.handle.db, 'pix_refund', refund.uuid)).toHaveLength(0);
    }
  });

  it('keeps single-project operators to their project and needs generate_bacen_report', async () => {
    const foreign = await createRefund(ctx.handle.db, { whiteLabel: WL_P2.uuid });
    expect((await call(ctx, operator, 'GET', `${LIST}/${foreign.uuid}`)).statusCode).toBe(404);
    expect((await call(ctx, operator, 'POST', `${ACT}/${foreign.uuid}/cancel`)).statusCode).toBe(404);
    const { endToEndId } = await createMovement(ctx.handle.db, WL_P2.uuid);
    const create = await call(ctx, operator, 'POST', `${ACT}/create`, {
      endToEndId,
      refundReason: 'FRAUD',
      amount: 100,
      refundDetails: 'x',
    });
    expect(create.statusCode).toBe(404);
    const list = (await call(ctx, operator, 'GET', `${LIST}?limit=500`)).json();
    expect(list.data.some((r: { uuidWhiteLabel: string }) => r.uuidWhiteLabel === WL_P2.uuid)).toBe(false);
    expect((await call(ctx, 'comercial.admin', 'GET', LIST)).statusCode).toBe(403);
    expect((await call(ctx, null, 'GET', `${LIST}/${newUuid()}`)).statusCode).toBe(401);
    expect((await call(ctx, 'financeiro', 'GET', `${LIST}/${newUuid()}`)).statusCode).toBe(404);
  });
});
