import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  call,
  createInfraction,
  ensureProjectOperator,
  newUuid,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/pix-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { INFRACTION_MESSAGES } from './infraction-service.ts';

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await startTestApp();
  operator = await ensureProjectOperator(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-n-pre-pix/v1/infraction-reports';
const closeBody = { analysisResult: 'AGREED', analysisDetails: 'Fraude confirmada pelo histórico.' };

describe('infraction reports', () => {
  it('lists 15 per page by default, newest first, with meta.itemCount', async () => {
    const res = await call(ctx, 'financeiro', 'GET', LIST);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await ctx.handle.db
      .selectFrom('infraction_report')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(body.meta.itemCount).toBe(Number(total.n));
    expect(body.meta.limit).toBe(15);
    expect(body.data).toHaveLength(15);
    const dates: string[] = body.data.map((i: { createDate: string }) => i.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status, type, reporter, analysis, white label (uuid or ISPB) and dates', async () => {
    const at = new Date('2025-06-15T15:00:00Z');
    const mine = await createInfraction(ctx.handle.db, { whiteLabel: WL_P2.uuid, at });
    const query = new URLSearchParams({
      status: 'OPEN',
      infractionType: 'FRAUD',
      reportedBy: 'DEBITED_PARTICIPANT',
      analysisResult: 'WAITING',
      startDate: '2025-06-15',
      endDate: '2025-06-15',
      ispbByWhiteLabel: WL_P2.ispb,
    });
    const byIspb = (await call(ctx, 'financeiro', 'GET', `${LIST}?${query}`)).json();
    expect(byIspb.data.map((i: { uuid: string }) => i.uuid)).toEqual([mine.uuid]);
    query.set('ispbByWhiteLabel', WL_P2.uuid);
    const byUuid = (await call(ctx, 'financeiro', 'GET', `${LIST}?${query}`)).json();
    expect(byUuid.meta.itemCount).toBe(1);
    query.set('startDate', '2025-06-16');
    query.set('endDate', '2025-06-20');
    expect((await call(ctx, 'financeiro', 'GET', `${LIST}?${query}`)).json().meta.itemCount).toBe(0);
    query.set('status', 'CLOSED');
    query.set('startDate', '2025-06-15');
    expect((await call(ctx, 'financeiro', 'GET', `${LIST}?${query}`)).json().meta.itemCount).toBe(0);
  });

  it('answers 422 with field errors for unknown filter values', async () => {
    const res = await call(ctx, 'financeiro', 'GET', `${LIST}?status=WHATEVER&startDate=15/06/2025`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['status', 'startDate']));
  });

  it('shows the detail and 404 for an unknown uuid', async () => {
    const created = await createInfraction(ctx.handle.db);
    const res = await call(ctx, 'financeiro', 'GET', `${LIST}/${created.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: created.uuid,
      status: 'OPEN',
      endToEndId: created.end_to_end_id,
      whiteLabelName: WL_P1.fantasy_name,
      amount: 25_000,
    });
    expect((await call(ctx, 'financeiro', 'GET', `${LIST}/${newUuid()}`)).statusCode).toBe(404);
  });

  it('closes an open infraction with the analysis, audits it, and refuses a second close or a cancel', async () => {
    const created = await createInfraction(ctx.handle.db);
    const url = `/gateway/spe-n-pre-pix/v2/infraction-reports/${created.uuid}`;
    const res = await call(ctx, 'financeiro', 'POST', `${url}/close`, closeBody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CLOSED',
      analysisResult: 'AGREED',
      analysisDetails: closeBody.analysisDetails,
      closedBy: 'financeiro',
    });
    const audits = await auditRows(ctx.handle.db, 'infraction_report', created.uuid);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'UPDATE', actor: 'financeiro' });
    expect(audits[0]?.before).toMatchObject({ status: 'OPEN' });
    expect(audits[0]?.after).toMatchObject({ status: 'CLOSED' });

    const again = await call(ctx, 'financeiro', 'POST', `${url}/close`, closeBody);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INFRACTION_MESSAGES.closeNotOpen);
    const cancel = await call(ctx, 'financeiro', 'POST', `${url}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(INFRACTION_MESSAGES.cancelNotOpen);
    expect(await auditRows(ctx.handle.db, 'infraction_report', created.uuid)).toHaveLength(1);
  });

  it('cancels an open infraction with an empty body and refuses to close it afterwards', async () => {
    const created = await createInfraction(ctx.handle.db);
    const url = `/gateway/spe-n-pre-pix/v2/infraction-reports/${created.uuid}`;
    const res = await call(ctx, 'financeiro', 'POST', `${url}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancelledBy: 'financeiro' });
    expect(await auditRows(ctx.handle.db, 'infraction_report', created.uuid)).toHaveLength(1);
    expect((await call(ctx, 'financeiro', 'POST', `${url}/close`, closeBody)).statusCode).toBe(409);
  });

  it('refuses to change ACKNOWLEDGED infractions', async () => {
    const created = await createInfraction(ctx.handle.db, { status: 'ACKNOWLEDGED' });
    const url = `/gateway/spe-n-pre-pix/v2/infraction-reports/${created.uuid}`;
    expect((await call(ctx, 'financeiro', 'POST', `${url}/close`, closeBody)).statusCode).toBe(409);
    expect((await call(ctx, 'financeiro', 'POST', `${url}/cancel`)).statusCode).toBe(409);
  });

  it('validates the close body with field errors and leaves the record open', async () => {
    const created = await createInfraction(ctx.handle.db);
    const res = await call(
      ctx,
      'financeiro',
      'POST',
      `/gateway/spe-n-pre-pix/v2/infraction-reports/${created.uuid}/close`,
      { analysisResult: 'WAITING', analysisDetails: ' ' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.analysisDetails).toEqual(['O campo Detalhes da análise é obrigatório']);
    expect(res.json().errors.analysisResult).toBeDefined();
    const row = await ctx.handle.db
      .selectFrom('infraction_report')
      .select('status')
      .where('uuid', '=', created.uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('OPEN');
  });

  it('confines a single-project operator to the white labels of their project', async () => {
    const foreign = await createInfraction(ctx.handle.db, { whiteLabel: WL_P2.uuid });
    const own = await createInfraction(ctx.handle.db, { whiteLabel: WL_P1.uuid });
    const list = (await call(ctx, operator, 'GET', `${LIST}?limit=500`)).json();
    const whiteLabels = new Set(list.data.map((i: { uuidWhiteLabel: string }) => i.uuidWhiteLabel));
    expect(whiteLabels.has(WL_P2.uuid)).toBe(false);
    expect(list.data.some((i: { uuid: string }) => i.uuid === own.uuid)).toBe(true);
    expect((await call(ctx, operator, 'GET', `${LIST}/${foreign.uuid}`)).statusCode).toBe(404);
    const close = await call(
      ctx,
      operator,
      'POST',
      `/gateway/spe-n-pre-pix/v2/infraction-reports/${foreign.uuid}/close`,
      closeBody,
    );
    expect(close.statusCode).toBe(404);
    expect((await call(ctx, operator, 'GET', `${LIST}/${own.uuid}`)).statusCode).toBe(200);
  });

  it('requires a token, a mentor_ role and report_and_handle_violations', async () => {
    expect((await call(ctx, null, 'GET', LIST)).statusCode).toBe(401);
    expect((await call(ctx, 'sem.papel', 'GET', LIST)).statusCode).toBe(403);
    expect((await call(ctx, 'comercial.admin', 'GET', LIST)).statusCode).toBe(403);
    const created = await createInfraction(ctx.handle.db);
    const res = await call(
      ctx,
      'logistica.admin',
      'POST',
      `/gateway/spe-n-pre-pix/v2/infraction-reports/${created.uuid}/cancel`,
    );
    expect(res.statusCode).toBe(403);
  });
});
