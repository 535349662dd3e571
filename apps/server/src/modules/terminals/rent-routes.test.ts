import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { runRentJob } from './rent-service.ts';

let ctx: TestContext;
let merchant = 0;
let charged = 0;
let orphan = 0;
/** A project of its own, so demo rows and other tests never count here. */
let project = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  const db = ctx.handle.db;
  project = (
    await db
      .insertInto('project')
      .values({ trade: 'Aluguel Teste', document: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  merchant = (
    await db
      .insertInto('merchant')
      .values({
        merchant_code: 'RENT-M1',
        merchant_name: 'Padaria Aluguel',
        cpf_cnpj: '11222333000181',
        project_id: project,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const terminals = await db
    .insertInto('terminal')
    .values([
      { terminal_code: 'RENT-T1', project_id: project, merchant_id: merchant, status: 'ACTIVE' },
      { terminal_code: 'RENT-T2', project_id: project, status: 'ACTIVE' },
      { terminal_code: 'RENT-T3', project_id: project, merchant_id: merchant, status: 'INACTIVE' },
    ])
    .returning('id')
    .execute();
  charged = terminals[0]?.id ?? 0;
  orphan = terminals[1]?.id ?? 0;
  const settings = {
    modality_cost: 9990,
    charge_day_of_month: 10,
    grace_period_type: 'NONE',
    grace_period: 0,
    automatic_rent_cycle: 'MONTHLY',
    terminal_modality_identifier: null,
    start_date: '2025-03-20',
  };
  await db
    .insertInto('terminal_rent_setting')
    .values(terminals.map((t) => ({ terminal_id: t.id, ...settings })))
    .execute();
  await db
    .insertInto('project_setting')
    .values({ project_id: project, terminal_automatic_rent: true })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ terminal_automatic_rent: true }))
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const rentsOf = (terminalId: number) =>
  ctx.handle.db
    .selectFrom('terminal_automatic_rent')
    .selectAll()
    .where('terminal_id', '=', terminalId)
    .orderBy('id')
    .execute();

describe('automatic rent preview', () => {
  it('previews pro rata, grace and cycle before saving', async () => {
    const query =
      'modality_cost=9990&charge_day_of_month=10&grace_period_type=NONE&grace_period=0&automatic_rent_cycle=MONTHLY&start_date=2026-03-20';
    const res = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/terminal/calculate_automatic_rent?${query}&terminal_id=${charged}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().charges[0]).toMatchObject({
      charge_date: '2026-04-10',
      amount: 16757,
      pro_rata: true,
      grace: false,
    });
    const grace = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/terminal/calculate_automatic_rent?modality_cost=1000&charge_day_of_month=1&grace_period_type=CUSTOM&grace_period=4&automatic_rent_cycle=SEMIANNUAL&start_date=2026-01-01',
    );
    expect(grace.json()).toMatchObject({
      cycle_amount: 6000,
      grace_until: '2026-04-30',
      first_year_total: 12000,
    });
    expect(grace.json().charges.filter((c: { grace: boolean }) => c.grace)).toHaveLength(4);
  });

  it('answers field errors for impossible settings', async () => {
    const res = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/terminal/calculate_automatic_rent?modality_cost=-1&charge_day_of_month=31&grace_period_type=PRESET&grace_period=5&automatic_rent_cycle=WEEKLY',
    );
    expect(res.statusCode).toBe(422);
    const text = JSON.stringify(res.json());
    for (const field of ['modality_cost', 'charge_day_of_month', 'automatic_rent_cycle'])
      expect(text).toContain(field);
    const other = await call(
      ctx,
      'logistica.operador',
      'GET',
      '/api/v1/terminal/calculate_automatic_rent?modality_cost=1&charge_day_of_month=1&grace_period_type=NONE&automatic_rent_cycle=MONTHLY&terminal_id=99999999',
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('automatic rent job', () => {
  it('creates each month once per terminal, however often it runs', async () => {
    const first = await runRentJob(ctx.handle.db, { month: '2025-04-01', today: '2025-04-01' });
    expect(first.created).toBeGreaterThanOrEqual(2);
    const again = await runRentJob(ctx.handle.db, { month: '2025-04-01', today: '2025-04-01' });
    expect(again.created).toBe(0);
    const rows = await rentsOf(charged);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 16757,
      pro_rata: true,
      status: 'IN_CHARGE',
      charged_merchant_id: merchant,
    });
    expect(await rentsOf(orphan)).toHaveLength(1);
    // Nothing for the inactive terminal; audited creation.
    const id = rows[0]?.id ?? 0;
    expect((await auditRows(ctx, 'terminal_automatic_rent', id)).map((a) => a.action)).toEqual(['CREATE']);
    // Monthly regular charge in May.
    await runRentJob(ctx.handle.db, { month: '2025-05-01', today: '2025-04-01' });
    const may = (await rentsOf(charged)).find((r) => r.amount === 9990);
    expect(may).toMatchObject({ pro_rata: false });
  });

  it('moves each charge one step per run until the project is paid, or to ERROR without a merchant', async () => {
    const db = ctx.handle.db;
    const statuses = async (terminalId: number) => (await rentsOf(terminalId)).map((r) => r.status);
    // 10 April: the April charge is due.
    await runRentJob(db, { month: '2025-04-01', today: '2025-04-10' });
    expect((await statuses(charged))[0]).toBe('MERCHANT_CHARGE_SCHEDULED');
    await runRentJob(db, { month: '2025-04-01', today: '2025-04-10' });
    expect((await statuses(charged))[0]).toBe('MERCHANT_CHARGED');
    expect((await statuses(orphan))[0]).toBe('ERROR');
    expect((await rentsOf(orphan))[0]?.error_message).toContain('sem lojista');
    await runRentJob(db, { month: '2025-04-01', today: '2025-04-10' });
    const scheduled = (await rentsOf(charged))[0];
    expect(scheduled?.status).toBe('PAYMENT_PROJECT_SCHEDULED');
    // Two business days after Thursday 10 April 2025: Monday 14 April.
    const list = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/terminal/automatic_rents?terminal_id=${charged}&status=PAYMENT_PROJECT_SCHEDULED`,
    );
    expect(list.json().data[0].dt_payment_to_project).toBe('2025-04-14');
    await runRentJob(db, { month: '2025-04-01', today: '2025-04-11' });
    expect((await statuses(charged))[0]).toBe('PAYMENT_PROJECT_SCHEDULED');
    await runRentJob(db, { month: '2025-04-01', today: '2025-04-14' });
    expect((await statuses(charged))[0]).toBe('PROJECT_PAID');
    // The May charge is not due yet in April.
    expect((await statuses(charged))[1]).toBe('IN_CHARGE');
    expect((await rentsOf(charged)).length).toBe(2);
  });
});

describe('automatic rent list', () => {
  it('filters by project, dates, ids, merchants, pro rata and status, sorted by id', async () => {
    const get = async (query: string, user = 'logistica.admin') => {
      const res = await call(ctx, user, 'GET', `/api/v1/terminal/automatic_rents?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const all = await get(`project_id=${project}`);
    expect(all.total).toBe(4);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual(
      [...all.data.map((r: { id: number }) => r.id)].sort((a, b) => a - b),
    );
    expect((await get(`terminal_id=${charged}&pro_rata=true`)).total).toBe(1);
    expect((await get(`terminal_id=${charged}&pro_rata=false`)).total).toBe(1);
    expect((await get(`charged_merchant_id=${merchant}`)).total).toBe(2);
    expect((await get(`project_id=${project}&status=ERROR,PROJECT_PAID`)).total).toBe(2);
    expect((await get(`project_id=${project}&dt_start_start=2025-05-01&dt_start_end=2025-05-31`)).total).toBe(
      2,
    );
    expect((await get(`project_id=${project}&dt_end_start=2025-06-01&dt_end_end=2025-06-30`)).total).toBe(2);
    expect((await get(`project_id=${project}&dt_end_start=2025-05-01&dt_end_end=2025-05-31`)).total).toBe(2);
    expect(
      (await get(`project_id=${project}&dt_project_paid_start=2025-04-14&dt_project_paid_end=2025-04-14`))
        .total,
    ).toBe(1);
    expect(
      (
        await get(
          `project_id=${project}&dt_payment_to_project_start=2025-04-01&dt_payment_to_project_end=2025-04-30`,
        )
      ).total,
    ).toBe(1);
    const first = all.data[0];
    expect((await get(`automatic_rent_id=${first.id}`)).data[0].id).toBe(first.id);
    expect((await get(`project_id=${project}&terminal_id=99999999`)).total).toBe(0);
    const bad = await call(
      ctx,
      'logistica.admin',
      'GET',
      '/api/v1/terminal/automatic_rents?dt_start_start=2025-13-01',
    );
    expect(bad.statusCode).toBe(422);
    expect(
      (await call(ctx, 'logistica.operador', 'GET', '/api/v1/terminal/automatic_rents')).statusCode,
    ).toBe(403);
  });

  it('exports the filtered charges as CSV', async () => {
    const res = await call(
      ctx,
      'logistica.admin',
      'GET',
      `/api/v1/terminal/automatic_rents/export/csv?terminal_id=${charged}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('RENT-T1');
    expect(res.body).toContain('167,57');
    expect(res.body).toContain('Projeto pago');
  });
});

describe('saving a rent', () => {
  it('creates the charge of the current month at once when it falls due in it', async () => {
    const editor = await createOtpStaff(ctx, 'rent.editor', ['mentor_logistic_admin']);
    const db = ctx.handle.db;
    const terminal = (
      await db
        .insertInto('terminal')
        .values({ terminal_code: 'RENT-T4', project_id: project, merchant_id: merchant, status: 'ACTIVE' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const month = `${todaySaoPaulo().slice(0, 7)}-01`;
    const res = await call(ctx, editor, 'PUT', `/api/v1/terminal/${terminal}`, {
      body: {
        automatic_rent: {
          modality_cost: 4990,
          charge_day_of_month: 1,
          grace_period_type: 'NONE',
          grace_period: 0,
          automatic_rent_cycle: 'MONTHLY',
          start_date: month,
        },
      },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    const rows = await rentsOf(terminal);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 4990, pro_rata: false, status: 'IN_CHARGE' });
    // The job finds it already there.
    const run = await runRentJob(db, { month, today: month });
    expect((await rentsOf(terminal)).length).toBe(1);
    expect(run.month).toBe(month);
  });
});
