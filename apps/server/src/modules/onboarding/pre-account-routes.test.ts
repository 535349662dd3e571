import { PRE_ACCOUNT_STATUS_GROUPS } from '@mentor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call } from '../../../test/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const LIST = '/gateway/spe-view-pre-account/v2/view/all/status';
const pending = PRE_ACCOUNT_STATUS_GROUPS.pending.join(',');
const analysis = PRE_ACCOUNT_STATUS_GROUPS.analysis.join(',');

async function oneInStatus(status: string, risk?: string | null) {
  let q = ctx.handle.db
    .selectFrom('pre_account')
    .select(['uuid', 'cpf', 'uuid_white_label'])
    .where('status', '=', status)
    .where('restricted_by', 'is', null)
    .where('assigned_to', 'is', null);
  if (risk !== undefined)
    q = risk === null ? q.where('level_risk', 'is', null) : q.where('level_risk', '=', risk);
  const row = await q.orderBy('date_register', 'desc').executeTakeFirstOrThrow();
  // Taken by this test: nobody else picks it up.
  await ctx.handle.db
    .updateTable('pre_account')
    .set({ action: 'TEST' })
    .where('uuid', '=', row.uuid)
    .execute();
  return row;
}

describe('pre-account queues', () => {
  it('lists a status group oldest first, 10 per page, with meta and the last analysis', async () => {
    const res = await call(ctx, 'superadmin', 'GET', `${LIST}?status=${pending}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toMatchObject({ page: 1, limit: 10 });
    expect(body.meta.itemCount).toBeGreaterThan(100);
    const dates = body.data.map((r: { dateRegister: string }) => r.dateRegister);
    expect([...dates].sort()).toEqual(dates);
    for (const row of body.data) expect(PRE_ACCOUNT_STATUS_GROUPS.pending).toContain(row.status);
    const total = await ctx.handle.db
      .selectFrom('pre_account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', [...PRE_ACCOUNT_STATUS_GROUPS.pending])
      .executeTakeFirstOrThrow();
    expect(body.meta.itemCount).toBe(Number(total.n));
  });

  it('finds an applicant by CPF typed with dots and dash, and narrows by date range and risk', async () => {
    const target = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['cpf', 'date_register', 'status'])
      .where('account_type', '=', 'PF')
      .where('status', 'in', [...PRE_ACCOUNT_STATUS_GROUPS.pending])
      .executeTakeFirstOrThrow();
    const typed = `${target.cpf.slice(0, 3)}.${target.cpf.slice(3, 6)}.${target.cpf.slice(6, 9)}-${target.cpf.slice(9)}`;
    const res = await call(
      ctx,
      'superadmin',
      'GET',
      `${LIST}?status=${pending}&cpf=${encodeURIComponent(typed)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { cpf: string }) => r.cpf)).toContain(target.cpf);

    const future = await call(
      ctx,
      'superadmin',
      'GET',
      `${LIST}?status=${pending}&dateRegister_start=2099-01-01&dateRegister_end=2099-01-31`,
    );
    expect(future.json().meta.itemCount).toBe(0);

    const high = await call(ctx, 'superadmin', 'GET', `${LIST}?status=${pending}&levelRisk=HIGH&limit=50`);
    expect(high.json().data.length).toBeGreaterThan(0);
    for (const row of high.json().data) expect(row.levelRisk).toBe('HIGH');
  });

  it('refuses a queue the caller may not see, and keeps single-project staff in their project', async () => {
    const refused = await call(ctx, 'comercial.operador', 'GET', `${LIST}?status=REPROVED`);
    expect(refused.statusCode).toBe(403);
    const own = await call(ctx, 'comercial.operador', 'GET', `${LIST}?status=${pending}&limit=100`);
    expect(own.statusCode, own.body).toBe(200);
    const project1 = await ctx.handle.db
      .selectFrom('white_label')
      .select('uuid')
      .where('project_id', '=', 1)
      .execute();
    const allowed = new Set(project1.map((w) => w.uuid));
    expect(own.json().data.length).toBeGreaterThan(0);
    for (const row of own.json().data) expect(allowed.has(row.uuidWhiteLabel)).toBe(true);
    const bad = await call(ctx, 'superadmin', 'GET', `${LIST}?status=NOT_A_STATUS`);
    expect(bad.statusCode).toBe(422);
  });

  it('counts by status (first item the total) and by risk level', async () => {
    const statuses = [...PRE_ACCOUNT_STATUS_GROUPS.analysis];
    const res = await call(ctx, 'superadmin', 'POST', '/gateway/spe-view-pre-account/v1/view/count/status', {
      body: { status: statuses, dateStart: '2000-01-01', dateEnd: '2099-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first, ...rest] = res.json();
    expect(first.amount).toBe(rest.reduce((s: number, r: { amount: number }) => s + r.amount, 0));
    const list = await call(ctx, 'superadmin', 'GET', `${LIST}?status=${analysis}`);
    expect(first.amount).toBe(list.json().meta.itemCount);

    const risk = await call(ctx, 'superadmin', 'POST', '/gateway/spe-view-pre-account/v1/view/count/risk', {
      body: { status: statuses, levelRisk: ['LOW', 'MEDIUM', 'HIGH', 'NOT_CLASSIFIED'] },
    });
    expect(risk.statusCode, risk.body).toBe(200);
    const byRisk = risk.json() as { levelRisk: string; amount: number }[];
    expect(byRisk.map((r) => r.levelRisk)).toEqual(['LOW', 'MEDIUM', 'HIGH', 'NOT_CLASSIFIED']);
    expect(byRisk.reduce((s, r) => s + r.amount, 0)).toBe(first.amount);
  });
});

describe('decisions on a pre-account', () => {
  it('sends a pending account to analysis, keeping who decided and auditing it', async () => {
    const row = await oneInStatus('PENDENT');
    const res = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'SEND_TO_ANALYSIS', reason: 'Documentos reenviados' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('IN_ANALYSIS_BACKOFFICE');
    const last = body.analysis.at(-1);
    expect(last).toMatchObject({
      decision: 'SEND_TO_ANALYSIS',
      statusFrom: 'PENDENT',
      statusTo: 'IN_ANALYSIS_BACKOFFICE',
      reason: 'Documentos reenviados',
    });
    const audits = await auditRows(ctx, 'pre_account', row.uuid);
    expect(audits[0]?.actor).toBe('comercial.admin');
    expect(audits[0]?.before).toMatchObject({ status: 'PENDENT' });
  });

  it('refuses a decision the status does not allow, and a reproval without a reason', async () => {
    const row = await oneInStatus('PENDENT');
    const approve = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'APPROVE', reason: 'ok' },
      },
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toContain('PENDENT');
    const noReason = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'REPROVE' },
      },
    );
    expect(noReason.statusCode).toBe(422);
    const after = await ctx.handle.db
      .selectFrom('pre_account')
      .select('status')
      .where('uuid', '=', row.uuid)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('PENDENT');
  });

  it('approves a low-risk account at once and opens its payment account', async () => {
    const row = await oneInStatus('IN_ANALYSIS_BACKOFFICE', 'LOW');
    const res = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'APPROVE', reason: 'Documentação conferida' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('FINISHED');
    const account = await ctx.handle.db
      .selectFrom('payment_account')
      .select(['document', 'uuid_white_label'])
      .where('uuid_account_payment', '=', res.json().uuidAccountPayment)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ document: row.cpf, uuid_white_label: row.uuid_white_label });
  });

  it('holds the approval of a high-risk account until a colleague approves it', async () => {
    const row = await oneInStatus('IN_ANALYSIS_BACKOFFICE', 'HIGH');
    const asked = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'APPROVE', reason: 'Renda comprovada' },
      },
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const still = await ctx.handle.db
      .selectFrom('pre_account')
      .select('status')
      .where('uuid', '=', row.uuid)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('IN_ANALYSIS_BACKOFFICE');
    const own = await call(ctx, 'comercial.admin', 'POST', `/api/v1/approvals/${asked.json().id}/approve`, {
      otp: true,
    });
    expect(own.statusCode, own.body).toBe(403);
    const approved = await call(ctx, 'superadmin', 'POST', `/api/v1/approvals/${asked.json().id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const done = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['status', 'uuid_account_payment'])
      .where('uuid', '=', row.uuid)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('FINISHED');
    expect(done.uuid_account_payment).not.toBeNull();
    const audits = await auditRows(ctx, 'pre_account', row.uuid);
    expect(audits[0]?.approved_by).toBe('superadmin');
  });

  it('sends an account back with the fields to correct', async () => {
    const row = await oneInStatus('IN_ANALYSIS_COMPLIANCE');
    const res = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/pre-account/${row.uuid}/dynamic-fields`,
      {
        body: { fields: ['selfie', 'proof_of_residence'], reason: 'Selfie sem nitidez' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDENT', dynamicFields: ['selfie', 'proof_of_residence'] });
    const empty = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/pre-account/${row.uuid}/dynamic-fields`,
      {
        body: { fields: [], reason: 'x' },
      },
    );
    expect(empty.statusCode).toBe(422);
  });

  it('gives the next free case of a queue to the caller, and another operator the following one', async () => {
    const first = await call(ctx, 'comercial.admin', 'POST', '/api/v1/onboarding/next-case', {
      body: { queue: 'pendent-accounts' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const taken = await ctx.handle.db
      .selectFrom('pre_account')
      .select(['assigned_to', 'status'])
      .where('uuid', '=', first.json().uuid)
      .executeTakeFirstOrThrow();
    expect(taken.assigned_to).toBe('comercial.admin');
    expect(PRE_ACCOUNT_STATUS_GROUPS.pending).toContain(taken.status);
    const again = await call(ctx, 'comercial.admin', 'POST', '/api/v1/onboarding/next-case', {
      body: { queue: 'pendent-accounts' },
    });
    expect(again.json().uuid).toBe(first.json().uuid);
    const other = await call(ctx, 'superadmin', 'POST', '/api/v1/onboarding/next-case', {
      body: { queue: 'pendent-accounts' },
    });
    expect(other.json().uuid).not.toBe(first.json().uuid);
    // Held by another: that operator may not decide on it.
    const blocked = await call(
      ctx,
      'superadmin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${first.json().uuid}`,
      {
        body: { decision: 'SEND_TO_ANALYSIS' },
      },
    );
    expect(blocked.statusCode).toBe(409);
  });
});

describe('restrictive list', () => {
  it('refuses to approve an applicant whose document is on the blacklist', async () => {
    const row = await oneInStatus('IN_ANALYSIS_COMPLIANCE', 'LOW');
    const listed = await call(ctx, 'superadmin', 'POST', '/gateway/spe-n-blacklist/v1/blacklist/management', {
      body: { fullName: 'Candidato Restrito', documentNumber: row.cpf, temporary: false },
    });
    expect([200, 201]).toContain(listed.statusCode);
    const res = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/gateway/spe-n-open-account/v1/analysis/${row.uuid}`,
      {
        body: { decision: 'APPROVE', reason: 'Documentação conferida' },
      },
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('O documento está na lista restritiva: a conta não pode ser aberta.');
    const after = await ctx.handle.db
      .selectFrom('pre_account')
      .select('status')
      .where('uuid', '=', row.uuid)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('IN_ANALYSIS_COMPLIANCE');
  });
});
