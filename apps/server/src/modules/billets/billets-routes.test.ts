import { boletoLineInfo, isValidBoletoLine } from '@mentor/contract/common/boleto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, createOtpStaff } from '../../../test/test-support.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';

let ctx: TestContext;

async function api(user: string, method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${await ctx.token(user)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A billet of the test itself, so tests do not depend on each other. */
async function billet(status: string, value = 25_000, project = 1) {
  const layout = await ctx.handle.db
    .selectFrom('bank_billet_layout')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ourNumber = String(Math.floor(Math.random() * 1e12));
  const due = addDays(todaySaoPaulo(), 10);
  const { buildBankBoleto } = await import('@mentor/contract/common/boleto');
  const b = buildBankBoleto({
    bankCode: layout.bank_code,
    dueDate: due,
    amountCents: value,
    freeField: `${layout.agreement}${ourNumber.padStart(17, '0')}${layout.wallet}`,
  });
  const row = await ctx.handle.db
    .insertInto('bank_billet')
    .values({
      our_number: ourNumber,
      typeable_line: b.line,
      barcode: b.barcode,
      emission_date: new Date(),
      due_date: due,
      billet_payer: 'Pagador Teste',
      billet_payer_document: '52998224725',
      billet_value: value,
      project_id: project,
      bank_billet_layout_id: layout.id,
      billet_status: status as 'WAITING_RETURN',
    })
    .returning(['billet_id', 'our_number'])
    .executeTakeFirstOrThrow();
  return { id: row.billet_id, our_number: row.our_number, due };
}

const validUpdate = (due: string) => ({
  due_date: due,
  fee_type: 3,
  fee_value: 100,
  penalty_type: 2,
  penalty_value: 200,
  discount_type: 0,
  discount_value: 0,
});

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v1/billet', () => {
  it('lists 10 per page by due date descending, values in cents, valid lines', async () => {
    const res = await api('superadmin', 'GET', '/api/v1/billet');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(60);
    const dues = body.data.map((b: { due_date: string }) => b.due_date);
    expect([...dues].sort().reverse()).toEqual(dues);
    for (const b of body.data) {
      expect(isValidBoletoLine(b.typeable_line)).toBe(true);
      expect(b.barcode).toHaveLength(44);
      const info = boletoLineInfo(b.typeable_line);
      expect(info?.amountCents).toBe(b.billet_value);
      expect(info?.dueDate).toBe(b.due_date);
    }
  });

  it('filters by exact value in cents, status and charges', async () => {
    const res = await api(
      'superadmin',
      'GET',
      '/api/v1/billet?value=987654&billet_status=PAID,WAITING_RETURN',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { billet_value: number; billet_status: string }[];
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((b) => b.billet_value === 987_654 && b.billet_status === 'WAITING_RETURN')).toBe(true);
    const penalty = await api(
      'superadmin',
      'GET',
      '/api/v1/billet?with_penalty_fees_discounts=PENALTY&perPage=50',
    );
    const rows = penalty.json().data as { penalty_type: number; with_penalty_fees_discounts: string[] }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.penalty_type !== 3 && b.with_penalty_fees_discounts.includes('PENALTY'))).toBe(
      true,
    );
  });

  it('refuses bad filters with field errors, not 500', async () => {
    const res = await api('superadmin', 'GET', '/api/v1/billet?value=-5&billet_status=NOPE');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['value', 'billet_status.0']));
  });

  it('keeps a single-project user inside their project', async () => {
    const user = await createOtpStaff(ctx, 'boletos.projeto2', ['mentor_financial'], 2);
    const res = await api(
      user,
      'GET',
      '/api/v1/billet?perPage=100&billet_status=PAID,WAITING_RETURN,WAITING_REGISTER,DOWNED,ERROR',
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { project_id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.project_id === 2)).toBe(true);
    expect((await api(user, 'GET', '/api/v1/billet?project_id=1')).statusCode).toBe(404);
    const other = await billet('WAITING_RETURN', 30_000, 1);
    const cancel = await api(user, 'PATCH', '/api/v1/billet/cancel', {
      bank_billets: [{ id: other.id, our_number: other.our_number }],
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('lists layouts with nickname and id', async () => {
    const res = await api('financeiro', 'GET', '/api/v1/billet/layouts');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), nickname: expect.any(String) });
  });
});

describe('PATCH /api/v1/billet/cancel', () => {
  it('downs open billets and audits each one', async () => {
    const a = await billet('WAITING_RETURN');
    const b = await billet('WAITING_REGISTER');
    const res = await api('financeiro', 'PATCH', '/api/v1/billet/cancel', {
      bank_billets: [
        { id: a.id, our_number: a.our_number },
        { id: b.id, our_number: b.our_number },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { billet_status: string }) => x.billet_status)).toEqual([
      'DOWNED',
      'DOWNED',
    ]);
    const audits = await auditRows(ctx, 'bank_billet', a.id);
    expect(audits[0]?.before).toMatchObject({ billet_status: 'WAITING_RETURN' });
    expect(audits[0]?.after).toMatchObject({ billet_status: 'DOWNED', downed_by: 'financeiro' });
  });

  it('refuses the whole selection when one billet is paid, and a wrong our number', async () => {
    const open = await billet('WAITING_RETURN');
    const paid = await billet('PAID');
    const res = await api('financeiro', 'PATCH', '/api/v1/billet/cancel', {
      bank_billets: [
        { id: open.id, our_number: open.our_number },
        { id: paid.id, our_number: paid.our_number },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty(['bank_billets.1']);
    const still = await ctx.handle.db
      .selectFrom('bank_billet')
      .select('billet_status')
      .where('billet_id', '=', open.id)
      .executeTakeFirstOrThrow();
    expect(still.billet_status).toBe('WAITING_RETURN');
    const wrong = await api('financeiro', 'PATCH', '/api/v1/billet/cancel', {
      bank_billets: [{ id: open.id, our_number: '1' }],
    });
    expect(wrong.statusCode).toBe(404);
    const empty = await api('financeiro', 'PATCH', '/api/v1/billet/cancel', { bank_billets: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('needs cancel_bank_billets', async () => {
    const open = await billet('WAITING_RETURN');
    const res = await api('assistente', 'PATCH', '/api/v1/billet/cancel', {
      bank_billets: [{ id: open.id, our_number: open.our_number }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/v1/billet/{billet_id}', () => {
  it('changes fees and penalty; a new due date gives a new valid line', async () => {
    const b = await billet('WAITING_RETURN', 50_000);
    const due = addDays(todaySaoPaulo(), 40);
    const res = await api(
      'financeiro',
      'PUT',
      `/api/v1/billet/${b.id}?our_number=${b.our_number}`,
      validUpdate(due),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      due_date: due,
      fee_type: 3,
      fee_value: 100,
      penalty_type: 2,
      penalty_value: 200,
    });
    expect(body.with_penalty_fees_discounts).toEqual(['PENALTY', 'FEES']);
    expect(boletoLineInfo(body.typeable_line)).toMatchObject({ dueDate: due, amountCents: 50_000 });
    const audits = await auditRows(ctx, 'bank_billet', b.id);
    expect(audits[0]?.before).toMatchObject({ fee_type: 5, due_date: b.due });
    expect(audits[0]?.after).toMatchObject({ fee_type: 3, due_date: due });
  });

  it('refuses disabled fee types, percents over the cap and a past due date with field errors', async () => {
    const b = await billet('WAITING_RETURN');
    const url = `/api/v1/billet/${b.id}?our_number=${b.our_number}`;
    const disabled = await api('financeiro', 'PUT', url, { ...validUpdate(b.due), fee_type: 2 });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.fee_type).toBeDefined();
    const penalty = await api('financeiro', 'PUT', url, { ...validUpdate(b.due), penalty_value: 500 });
    expect(penalty.statusCode).toBe(422);
    expect(penalty.json().errors.penalty_value).toEqual(['A multa não pode passar de 2%.']);
    const past = await api('financeiro', 'PUT', url, validUpdate(addDays(todaySaoPaulo(), -3)));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.due_date).toBeDefined();
    const discount = await api('financeiro', 'PUT', url, {
      ...validUpdate(b.due),
      discount_type: 1,
      discount_value: 100,
    });
    expect(discount.statusCode).toBe(422);
    expect(discount.json().errors.discount_limit_date).toBeDefined();
  });

  it('refuses a paid billet (409) and a wrong our number (422)', async () => {
    const paid = await billet('PAID');
    const res = await api(
      'financeiro',
      'PUT',
      `/api/v1/billet/${paid.id}?our_number=${paid.our_number}`,
      validUpdate(paid.due),
    );
    expect(res.statusCode).toBe(409);
    const open = await billet('WAITING_RETURN');
    const wrong = await api(
      'financeiro',
      'PUT',
      `/api/v1/billet/${open.id}?our_number=123`,
      validUpdate(open.due),
    );
    expect(wrong.statusCode).toBe(422);
  });
});

describe('GET /api/v1/billet/export/{format}', () => {
  it('streams a CSV of the filtered billets', async () => {
    const res = await api('financeiro', 'GET', '/api/v1/billet/export/csv?value=987654');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Nosso número');
    expect(res.body).toContain('9876,54');
    expect(res.headers['content-type']).toContain('text/csv');
  });

  it('hands a background export to the download centre as JSON', async () => {
    const res = await api('financeiro', 'GET', '/api/v1/billet/export/xlsx?value=987654&mode=background');
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json<{ job: { status: string } }>().job.status).toBe('QUEUED');
  });
});
