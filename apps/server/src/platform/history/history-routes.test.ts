import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { createOtpStaff } from '../../../test/test-support.ts';

let ctx: TestContext;
/** Rows of real contexts, told apart from other tests' rows by their record ids. */
const tag = `t${Date.now().toString(36)}`;
const unknownContext = `test_ctx_${Date.now()}`;

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.handle.db
    .insertInto('audit_log')
    .values([
      {
        actor: 'superadmin',
        table_context: 'project',
        record_id: `${tag}-10`,
        action: 'CREATE',
        after: '{"a":1}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: 'project',
        record_id: `${tag}-10`,
        action: 'UPDATE',
        before: '{"a":1}',
        after: '{"a":2}',
        project_id: 1,
      },
      {
        actor: 'financeiro',
        table_context: 'project',
        record_id: `${tag}-20`,
        action: 'DELETE',
        before: '{"b":1}',
        project_id: 2,
      },
      {
        actor: 'superadmin',
        table_context: 'role',
        record_id: `${tag}-r`,
        action: 'UPDATE',
        after: '{"e":"x@y"}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: 'project_user',
        record_id: `${tag}-u`,
        action: 'UPDATE',
        after: '{"email":"a@b"}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: 'pix_refund',
        record_id: `${tag}-p`,
        action: 'UPDATE',
        after: '{}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: 'sms_token',
        record_id: `${tag}-s`,
        action: 'CREATE',
        after: '{}',
        project_id: 1,
      },
      {
        actor: 'superadmin',
        table_context: unknownContext,
        record_id: '1',
        action: 'CREATE',
        after: '{}',
        project_id: 1,
      },
      {
        actor: 'assistente',
        table_context: 'saved_filter_view',
        record_id: `${tag}-v1`,
        action: 'CREATE',
        after: '{}',
        project_id: 1,
      },
      {
        actor: 'comercial.operador',
        table_context: 'saved_filter_view',
        record_id: `${tag}-v2`,
        action: 'CREATE',
        after: '{}',
        project_id: 1,
      },
    ])
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

const get = async (username: string, url: string) =>
  ctx.app.inject({ url, headers: { authorization: `Bearer ${await ctx.token(username)}` } });

describe('change history', () => {
  it('serves the trail newest first with before and after', async () => {
    const body = (await get('superadmin', `/api/v1/history/project?record_id=${tag}-10`)).json();
    expect(body.total).toBe(2);
    expect(body.data.map((e: { action: string }) => e.action)).toEqual(['UPDATE', 'CREATE']);
    expect(body.data[0]).toMatchObject({ record_id: `${tag}-10`, before: { a: 1 }, after: { a: 2 } });
  });

  it('filters by record, action and actor and pages', async () => {
    expect(
      (await get('superadmin', `/api/v1/history/project?record_id=${tag}-20&action=DELETE`)).json().data[0]
        .record_id,
    ).toBe(`${tag}-20`);
    expect(
      (await get('superadmin', `/api/v1/history/project?record_id=${tag}-20&actor=financeiro`)).json().total,
    ).toBe(1);
    const page = (
      await get('superadmin', `/api/v1/history/project?record_id=${tag}-10&perPage=1&page=2`)
    ).json();
    expect(page.data).toHaveLength(1);
    expect(page.lastPage).toBe(2);
  });

  it("shows single-project staff only their project's changes", async () => {
    const mine = (await get('comercial.operador', `/api/v1/history/project?record_id=${tag}-10`)).json();
    expect(mine.total).toBe(2);
    const other = (await get('comercial.operador', `/api/v1/history/project?record_id=${tag}-20`)).json();
    expect(other.total).toBe(0);
  });

  it('masks the personal data of before and after for everyone; seeing one is a logged reveal', async () => {
    const record = `${tag}-pd`;
    await ctx.handle.db
      .insertInto('audit_log')
      .values({
        actor: 'superadmin',
        table_context: 'merchant',
        record_id: record,
        action: 'UPDATE',
        before: JSON.stringify({
          cpf_cnpj: '11222333000181',
          email: 'dono@loja.com.br',
          merchant_name: 'Loja',
        }),
        after: JSON.stringify({
          cpf_cnpj: '11222333000181',
          email: 'novo@loja.com.br',
          merchant_name: 'Loja',
        }),
        project_id: 1,
      })
      .execute();
    const masked = (await get('comercial.operador', `/api/v1/history/merchant?record_id=${record}`)).json();
    const [entry] = masked.data;
    expect(entry.before.merchant_name).toBe('Loja');
    for (const side of [entry.before, entry.after]) {
      expect(side.cpf_cnpj).not.toBe('11222333000181');
      expect(side.cpf_cnpj).toContain('•');
      expect(side.email).not.toMatch(/^(dono|novo)@loja\.com\.br$/);
    }
    const admin = (await get('superadmin', `/api/v1/history/merchant?record_id=${record}`)).json();
    expect(admin.data[0].before).toMatchObject({ cpf_cnpj: '11.•••.•••/0001-••', email: 'd•••@l•••.com.br' });
  });

  it('names the changed fields as compared in clear, also when two values mask alike', async () => {
    const record = `${tag}-cf`;
    await ctx.handle.db
      .insertInto('audit_log')
      .values({
        actor: 'superadmin',
        table_context: 'merchant',
        record_id: record,
        action: 'UPDATE',
        before: JSON.stringify({
          email: 'ana@loja.com.br',
          merchant_name: 'Loja',
          affected: { tpv: 1, count: 2 },
        }),
        after: JSON.stringify({
          email: 'alice@loja.com.br',
          merchant_name: 'Loja',
          affected: { tpv: 1, count: 3 },
        }),
        project_id: 1,
      })
      .execute();
    const [entry] = (await get('superadmin', `/api/v1/history/merchant?record_id=${record}`)).json().data;
    // Both addresses mask to a•••@l•••.com.br: only the server can tell they differ.
    expect(entry.before.email).toBe(entry.after.email);
    expect(entry.changed_fields).toEqual(['email', 'affected.count']);
  });

  it('refuses a malformed context with 422', async () => {
    const res = await get('superadmin', '/api/v1/history/DROP%20TABLE');
    expect(res.statusCode).toBe(422);
  });
});

describe('history permissions', () => {
  it('needs read_user_list for role and project-user history', async () => {
    // financeiro reads Pix and transactions but not staff.
    for (const context of ['role', 'project_user', 'staff_user_otp']) {
      const res = await get('financeiro', `/api/v1/history/${context}`);
      expect(res.statusCode, context).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain('a@b');
    }
    const allowed = await get('comercial.admin', `/api/v1/history/project_user?record_id=${tag}-u`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().total).toBe(1);
  });

  it('needs the Pix permission for refund and SMS history', async () => {
    expect((await get('comercial.admin', '/api/v1/history/pix_refund')).statusCode).toBe(403);
    expect((await get('comercial.admin', '/api/v1/history/sms_token')).statusCode).toBe(403);
    expect((await get('assistente', '/api/v1/history/pix_refund')).statusCode).toBe(403);
    const refunds = await get('superadmin', `/api/v1/history/pix_refund?record_id=${tag}-p`);
    expect(refunds.json().total).toBe(1);
  });

  it('keeps project scope within a permitted context', async () => {
    await createOtpStaff(ctx, 'historico.p2', ['mentor_comercial_admin'], 2);
    const res = await get('historico.p2', `/api/v1/history/role?record_id=${tag}-r`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('shows saved-view history only to its author, and unknown contexts only to super administrators', async () => {
    const own = (await get('assistente', `/api/v1/history/saved_filter_view?record_id=${tag}-v1`)).json();
    expect(own.total).toBe(1);
    const foreign = (await get('assistente', `/api/v1/history/saved_filter_view?record_id=${tag}-v2`)).json();
    expect(foreign.total).toBe(0);
    expect((await get('comercial.admin', `/api/v1/history/${unknownContext}`)).statusCode).toBe(403);
    expect((await get('superadmin', `/api/v1/history/${unknownContext}`)).json().total).toBe(1);
  });
});
