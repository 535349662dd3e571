import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, setPasswordFromMail } from '../../../test/test-support.ts';
import { demoTotpSecret } from '../otp/otp-service.ts';

/**
 * Four-eyes approval on a real route: raising project 1's daily limit to R$ 500.000,00 or more
 * (rule `project.parameters`, on by default) waits for someone else's approval.
 */
let ctx: TestContext;
const REQUESTER = 'appr.requester';
const APPROVER = 'appr.admin.a';
const SECOND_APPROVER = 'appr.admin.b';
const RULE_ADMIN = 'appr.admin.c';
const URL = '/api/v1/project/1/parameter';
const base = {
  max_installments: 10,
  min_installment_amount: 1_000,
  daily_limit_amount: 1_000_000,
  support_email: 'suporte@mentor.com.br',
  support_phone: '(11) 3333-4444',
};

const parametersNow = () =>
  ctx.handle.db
    .selectFrom('project_parameter')
    .selectAll()
    .where('project_id', '=', 1)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, REQUESTER, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, APPROVER, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, SECOND_APPROVER, ['mentor_comercial_admin']);
  await createOtpStaff(ctx, RULE_ADMIN, ['mentor_comercial_admin']);
  const created = await call(ctx, 'superadmin', 'POST', URL, { body: base });
  expect([201, 409]).toContain(created.statusCode);
  await call(ctx, 'superadmin', 'PUT', URL, { body: base });
});
afterAll(async () => {
  await ctx.close();
});

async function requestRaise(amount: number) {
  const res = await call(ctx, REQUESTER, 'PUT', URL, { body: { ...base, daily_limit_amount: amount } });
  expect(res.statusCode).toBe(202);
  return res.json() as { id: number; status: string; before: unknown; after: unknown };
}

describe('four-eyes approval of a gated change', () => {
  // One change of a record waits at a time: each case starts with none pending on the limit.
  beforeEach(async () => {
    await ctx.handle.db
      .updateTable('approval_request')
      .set({ status: 'WITHDRAWN', decided_at: new Date() })
      .where('status', '=', 'PENDING')
      .where('action', '=', 'project.parameters')
      .execute();
  });

  it('turns the call into a pending change with before and proposed after, visible to approvers', async () => {
    const pending = await requestRaise(60_000_000);
    expect(pending).toMatchObject({
      status: 'PENDING',
      action: 'project.parameters',
      table_context: 'project_parameter',
      record_id: '1',
      project_id: 1,
      amount_cents: 60_000_000,
      requested_by: REQUESTER,
      before: { daily_limit_amount: 1_000_000 },
      after: { daily_limit_amount: 60_000_000 },
    });
    expect((await parametersNow()).daily_limit_amount).toBe(1_000_000);

    const inbox = await call(ctx, APPROVER, 'GET', '/api/v1/approvals?status=PENDING&perPage=100');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().data.map((r: { id: number }) => r.id)).toContain(pending.id);
    const count = await call(ctx, APPROVER, 'GET', '/api/v1/approvals/count');
    expect(count.json().pending).toBeGreaterThanOrEqual(1);
    // Not in the inbox of staff who cannot decide it; the requester sees it among their own.
    const outsider = await call(ctx, 'financeiro', 'GET', '/api/v1/approvals?perPage=100');
    expect(outsider.json().data.map((r: { id: number }) => r.id)).not.toContain(pending.id);
    expect((await call(ctx, 'financeiro', 'GET', `/api/v1/approvals/${pending.id}`)).statusCode).toBe(404);
    const mine = await call(ctx, REQUESTER, 'GET', '/api/v1/approvals?mine=true&perPage=100');
    expect(mine.json().data.map((r: { id: number }) => r.id)).toContain(pending.id);
  });

  it('refuses self-approval, then applies the change approved by someone else, audited with both names', async () => {
    const pending = await requestRaise(70_000_000);
    const self = await call(ctx, REQUESTER, 'POST', `/api/v1/approvals/${pending.id}/approve`, { otp: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Você não pode aprovar uma alteração que você mesmo solicitou.');
    const withoutCode = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`);
    expect(withoutCode.statusCode).toBe(403);
    expect((await parametersNow()).daily_limit_amount).toBe(1_000_000);

    const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decided_by: APPROVER });
    expect((await parametersNow()).daily_limit_amount).toBe(70_000_000);

    const [last] = await auditRows(ctx, 'project_parameter', 1);
    expect(last).toMatchObject({ action: 'UPDATE', actor: REQUESTER, approved_by: APPROVER });
    expect(last?.after).toMatchObject({ daily_limit_amount: 70_000_000 });
    const history = await call(ctx, APPROVER, 'GET', '/api/v1/history/project_parameter?record_id=1');
    expect(history.json().data[0]).toMatchObject({ actor: REQUESTER, approved_by: APPROVER });

    const again = await call(ctx, SECOND_APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('rejects with a reason, leaving the record as it was', async () => {
    const before = (await parametersNow()).daily_limit_amount;
    const pending = await requestRaise(90_000_000);
    const noReason = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/reject`, {
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['O campo Motivo é obrigatório']);
    const rejected = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.id}/reject`, {
      body: { reason: 'Limite acima da política de risco' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      decided_by: APPROVER,
      rejection_reason: 'Limite acima da política de risco',
    });
    expect((await parametersNow()).daily_limit_amount).toBe(before);
    const late = await call(ctx, SECOND_APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(late.statusCode).toBe(409);
  }, 120_000);

  it('governs the first parameters of a project like a raise: POST waits for the second person too', async () => {
    await ctx.handle.db.deleteFrom('project_parameter').where('project_id', '=', 3).execute();
    const first = await call(ctx, REQUESTER, 'POST', '/api/v1/project/3/parameter', {
      body: { ...base, daily_limit_amount: 90_000_000 },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: 'PENDING', action: 'project.parameters', before: null });
    const none = await ctx.handle.db
      .selectFrom('project_parameter')
      .select('daily_limit_amount')
      .where('project_id', '=', 3)
      .executeTakeFirst();
    expect(none).toBeUndefined();
    const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${first.json().id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode).toBe(200);
    const created = await ctx.handle.db
      .selectFrom('project_parameter')
      .select('daily_limit_amount')
      .where('project_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(created.daily_limit_amount).toBe(90_000_000);
  }, 120_000);

  it('expires a change nobody decided in time', async () => {
    const pending = await requestRaise(80_000_000);
    await ctx.handle.db
      .updateTable('approval_request')
      .set({ expires_at: new Date(ctx.clock.now() - 60_000) })
      .where('id', '=', pending.id)
      .execute();
    const detail = await call(ctx, APPROVER, 'GET', `/api/v1/approvals/${pending.id}`);
    expect(detail.json().status).toBe('EXPIRED');
    const approve = await call(ctx, SECOND_APPROVER, 'POST', `/api/v1/approvals/${pending.id}/approve`, {
      otp: true,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Esta solicitação expirou sem decisão.');
    expect((await parametersNow()).daily_limit_amount).not.toBe(80_000_000);
  }, 120_000);

  it('applies at once below the threshold and follows the rule set on the settings endpoint', async () => {
    const small = await call(ctx, REQUESTER, 'PUT', URL, {
      body: { ...base, daily_limit_amount: 2_000_000 },
    });
    expect(small.statusCode).toBe(200);
    expect(small.json().daily_limit_amount).toBe(2_000_000);

    const rules = await call(ctx, APPROVER, 'GET', '/api/v1/approvals/rules');
    expect(rules.json()).toContainEqual(
      expect.objectContaining({ action: 'project.parameters', enabled: true, min_amount_cents: 50_000_000 }),
    );
    // Raising the threshold loosens the rule: it waits for a second person too.
    const raised = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
      body: { enabled: true, min_amount_cents: 95_000_000 },
      otp: true,
    });
    expect(raised.statusCode).toBe(202);
    expect(raised.json()).toMatchObject({ action: 'approvals.rule', record_id: 'project.parameters' });
    const raise = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${raised.json().id}/approve`, {
      otp: true,
    });
    expect(raise.statusCode).toBe(200);
    const direct = await call(ctx, REQUESTER, 'PUT', URL, {
      body: { ...base, daily_limit_amount: 60_000_000 },
    });
    expect(direct.statusCode).toBe(200);
    const bad = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
      body: { enabled: true, min_amount_cents: -5 },
      otp: true,
    });
    expect(bad.statusCode).toBe(422);
    const restored = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
      body: { enabled: true, min_amount_cents: 50_000_000 },
      otp: true,
    });
    expect(restored.statusCode).toBe(200);
  }, 120_000);

  it('lets nobody switch a rule off alone: the switch waits for a second person, switching on does not', async () => {
    const ruleNow = async () =>
      (
        (await call(ctx, APPROVER, 'GET', '/api/v1/approvals/rules')).json() as {
          action: string;
          enabled: boolean;
        }[]
      ).find((r) => r.action === 'project.parameters');
    const off = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
      body: { enabled: false, min_amount_cents: 50_000_000 },
      otp: true,
    });
    expect(off.statusCode).toBe(202);
    expect((await ruleNow())?.enabled).toBe(true);
    // Meanwhile the governed change still waits.
    await requestRaise(66_000_000);
    const self = await call(ctx, RULE_ADMIN, 'POST', `/api/v1/approvals/${off.json().id}/approve`, {
      otp: true,
    });
    expect(self.statusCode).toBe(403);
    const approved = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${off.json().id}/approve`, {
      otp: true,
    });
    expect(approved.statusCode).toBe(200);
    expect((await ruleNow())?.enabled).toBe(false);
    const [last] = await auditRows(ctx, 'approval_rule', 'project.parameters');
    expect(last).toMatchObject({ actor: RULE_ADMIN, approved_by: APPROVER });
    // Tightening applies at once.
    const on = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
      body: { enabled: true, min_amount_cents: 50_000_000 },
      otp: true,
    });
    expect(on.statusCode).toBe(200);
    expect((await ruleNow())?.enabled).toBe(true);
  }, 120_000);

  it('refuses an approver the requester created and granted in the window; the approval records who granted', async () => {
    const PUPPETEER = await createOtpStaff(ctx, 'appr.puppeteer', ['mentor_comercial_admin']);
    const PUPPET = 'fantoche.p1';
    const role = await call(ctx, PUPPETEER, 'POST', '/api/v1/role', {
      otp: true,
      body: {
        role_name: 'mentor_aprovador_fantoche',
        project_id: 1,
        description: 'Aprova sozinho',
        permissions: ['approve_changes', 'update_project_settings'],
      },
    });
    expect(role.statusCode, role.body).toBe(201);
    const user = await call(ctx, PUPPETEER, 'POST', '/api/v1/project/1/user', {
      otp: true,
      body: {
        username: PUPPET,
        email: 'fantoche@mentor.test',
        full_name: 'Fantoche',
        role: 'mentor_aprovador_fantoche',
      },
    });
    expect(user.statusCode, user.body).toBe(201);
    await setPasswordFromMail(ctx, PUPPET, 'Fantoche#2026');
    // The puppet enrols an authenticator (the demo derivation, so the test computes its codes).
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ totp_secret: demoTotpSecret(PUPPET), totp_enrolled_at: new Date() })
      .where('username', '=', PUPPET)
      .execute();
    const before = (await parametersNow()).daily_limit_amount;
    const pending = await call(ctx, PUPPETEER, 'PUT', URL, {
      body: { ...base, daily_limit_amount: 77_000_000 },
    });
    expect(pending.statusCode).toBe(202);
    const token = await ctx.token(PUPPET, 'Fantoche#2026');
    const puppet = await call(ctx, PUPPET, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
      token,
      otp: true,
    });
    expect(puppet.statusCode).toBe(403);
    expect(puppet.json().message).toMatch(/criado, concedido ou alterado por quem solicitou/);
    expect((await parametersNow()).daily_limit_amount).toBe(before);

    const independent = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
      otp: true,
    });
    expect(independent.statusCode).toBe(200);
    const [decision] = await auditRows(ctx, 'approval_request', pending.json().id);
    expect(decision?.after).toMatchObject({ decided_by: APPROVER, approver_access_granted_by: [] });
  }, 120_000);

  it('refuses for good an approver whose account the requester edited, however long ago', async () => {
    const EDITOR = await createOtpStaff(ctx, 'appr.editor', ['mentor_comercial_admin']);
    const COLLEAGUE = await createOtpStaff(ctx, 'appr.colleague', ['mentor_comercial_admin'], 1);
    const { id } = await ctx.handle.db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', COLLEAGUE)
      .executeTakeFirstOrThrow();
    const edited = await call(ctx, EDITOR, 'PUT', `/api/v1/project/1/user/${id}`, {
      otp: true,
      body: {
        email: `${COLLEAGUE}@mentor.test`,
        full_name: 'Colega Editada',
        role: 'mentor_comercial_admin',
        enabled: true,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The edit happened long before the approval window of the change asked now.
    await ctx.handle.db
      .updateTable('audit_log')
      .set({ occurred_at: new Date(ctx.clock.now() - 90 * 86_400_000) })
      .where('table_context', '=', 'project_user')
      .where('record_id', '=', String(id))
      .where('actor', '=', EDITOR)
      .execute();
    const pending = await call(ctx, EDITOR, 'PUT', URL, {
      body: { ...base, daily_limit_amount: 67_000_000 },
    });
    expect(pending.statusCode).toBe(202);
    const before = (await parametersNow()).daily_limit_amount;
    const colleague = await call(ctx, COLLEAGUE, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
      otp: true,
    });
    expect(colleague.statusCode, colleague.body).toBe(403);
    expect(colleague.json().message).toMatch(/criado, concedido ou alterado por quem solicitou/);
    expect((await parametersNow()).daily_limit_amount).toBe(before);
  }, 120_000);

  it('lets only holders of what a rule governs ask for or approve a change of that rule', async () => {
    // The rules as they were: the files after this one on the database read them.
    const rulesBefore = await ctx.handle.db.selectFrom('approval_rule').selectAll().execute();
    try {
      const settleRule = '/api/v1/approvals/rules/payment.settle';
      const ruleRows = () =>
        ctx.handle.db
          .selectFrom('approval_request')
          .select('id')
          .where('action', '=', 'approvals.rule')
          .where('record_id', '=', 'payment.settle')
          .execute();
      const rowsBefore = (await ruleRows()).length;
      // comercial.admin may manage rules and approve changes, but does not settle payments.
      const code = await ctx.otp(RULE_ADMIN);
      const asked = await call(ctx, RULE_ADMIN, 'PUT', settleRule, {
        body: { enabled: false, min_amount_cents: 100_000_000 },
        otp: code,
      });
      expect(asked.statusCode, asked.body).toBe(403);
      expect(asked.json().message).toBe(
        'Esta alteração exige permissões que você não possui: settle_payments.',
      );
      expect((await ruleRows()).length).toBe(rowsBefore);
      // The code was not spent on the refused call: it still passes a change the admin may make.
      const same = await call(ctx, RULE_ADMIN, 'PUT', '/api/v1/approvals/rules/project.parameters', {
        body: { enabled: true, min_amount_cents: 50_000_000 },
        otp: code,
      });
      expect(same.statusCode, same.body).toBe(200);

      const SETTLER = await createOtpStaff(ctx, 'appr.settler', [
        'mentor_comercial_admin',
        'settle_payments',
      ]);
      const OTHER_SETTLER = await createOtpStaff(ctx, 'appr.settler.b', [
        'mentor_comercial_admin',
        'settle_payments',
      ]);
      const LOGISTICS = await createOtpStaff(ctx, 'appr.logistics', ['mentor_logistic_admin']);
      const pending = await call(ctx, SETTLER, 'PUT', settleRule, {
        body: { enabled: false, min_amount_cents: 100_000_000 },
        otp: true,
      });
      expect(pending.statusCode, pending.body).toBe(202);
      expect(pending.json()).toMatchObject({ action: 'approvals.rule', record_id: 'payment.settle' });
      const outsider = await call(ctx, LOGISTICS, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
        otp: true,
      });
      expect(outsider.statusCode, outsider.body).toBe(403);
      expect(outsider.json().message).toBe(
        'Esta alteração exige permissões que você não possui: settle_payments.',
      );
      const settleNow = async () =>
        (
          (await call(ctx, APPROVER, 'GET', '/api/v1/approvals/rules')).json() as {
            action: string;
            enabled: boolean;
          }[]
        ).find((r) => r.action === 'payment.settle');
      expect((await settleNow())?.enabled).toBe(true);
      const approved = await call(
        ctx,
        OTHER_SETTLER,
        'POST',
        `/api/v1/approvals/${pending.json().id}/approve`,
        {
          otp: true,
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await settleNow())?.enabled).toBe(false);
      // Switching it back on (tightening) applies at once, and also needs what the rule governs.
      const onByOutsider = await call(ctx, RULE_ADMIN, 'PUT', settleRule, {
        body: { enabled: true, min_amount_cents: 100_000_000 },
        otp: true,
      });
      expect(onByOutsider.statusCode).toBe(403);
      const on = await call(ctx, SETTLER, 'PUT', settleRule, {
        body: { enabled: true, min_amount_cents: 100_000_000 },
        otp: true,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect((await settleNow())?.enabled).toBe(true);
    } finally {
      await ctx.handle.db.deleteFrom('approval_rule').execute();
      if (rulesBefore.length > 0)
        await ctx.handle.db.insertInto('approval_rule').values(rulesBefore).execute();
    }
  }, 120_000);

  it('applies a pending change only while its requester is enabled and entitled', async () => {
    const LEAVER = await createOtpStaff(ctx, 'appr.leaver', ['mentor_comercial_admin']);
    const pending = await call(ctx, LEAVER, 'PUT', URL, {
      body: { ...base, daily_limit_amount: 88_000_000 },
    });
    expect(pending.statusCode).toBe(202);
    const before = (await parametersNow()).daily_limit_amount;
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ enabled: false })
      .where('username', '=', LEAVER)
      .execute();
    const approve = await call(ctx, APPROVER, 'POST', `/api/v1/approvals/${pending.json().id}/approve`, {
      otp: true,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(/^Quem solicitou esta alteração foi desativado/);
    expect((await parametersNow()).daily_limit_amount).toBe(before);
  }, 120_000);

  it('needs approve_changes to decide', async () => {
    const pending = await requestRaise(55_000_000);
    const res = await call(ctx, 'financeiro', 'POST', `/api/v1/approvals/${pending.id}/reject`, {
      body: { reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});
