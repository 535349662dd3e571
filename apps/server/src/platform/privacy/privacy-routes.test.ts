import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

/**
 * Personal data masked by default: financeiro and a user-list auditor hold no
 * reveal_personal_data; comercial.admin does and may reveal one value, which is logged.
 */
let ctx: TestContext;
const AUDITOR = 'pd.auditor';
const HIDDEN = '•';

beforeAll(async () => {
  ctx = await startTestApp();
  const role = await call(ctx, 'superadmin', 'POST', '/api/v1/role', {
    otp: true,
    body: {
      role_name: 'mentor_auditor_usuarios',
      project_id: 3,
      description: 'Confere os usuários do projeto',
      permissions: ['read_user_list'],
    },
  });
  expect(role.statusCode).toBe(201);
  // Holders carry the role's key, which stays when the role is renamed.
  await createOtpStaff(ctx, AUDITOR, [role.json().role_key], 3);
  await ctx.handle.db
    .insertInto('staff_user')
    .values({
      username: 'pd.pessoa',
      email: 'maria.souza@aurora.com.br',
      full_name: 'Maria Souza',
      document: '52998224725',
      realm_roles: ['mentor_assistant'],
      project_id: 3,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

async function customerTransaction(): Promise<{ id: number; document: string }> {
  const r = await sql<{ id: number; document: string }>`
    SELECT id, ecommerce_customer_document AS document FROM card_transaction
    WHERE ecommerce_customer_document IS NOT NULL ORDER BY id LIMIT 1`.execute(ctx.handle.db);
  const row = r.rows[0];
  if (!row) throw new Error('no transaction with a customer document');
  return row;
}

describe('personal data masked by default', () => {
  it('masks the CNPJ in the project list and detail for staff without the reveal permission', async () => {
    const detail = await call(ctx, 'financeiro', 'GET', '/api/v1/project/2');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().document).toBe('45.•••.•••/0001-••');
    const list = await call(ctx, 'financeiro', 'GET', '/api/v1/project');
    const listed = (list.json() as { id: number; document: string | null }[]) ?? [];
    const two = (Array.isArray(listed) ? listed : (list.json().data as typeof listed)).find(
      (p) => p.id === 2,
    );
    expect(two?.document).toBe('45.•••.•••/0001-••');
    const clear = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/2');
    expect(clear.json().document).toBe('45723174000110');
  });

  it('masks project users’ e-mail and document in the list and the detail', async () => {
    const list = await call(ctx, AUDITOR, 'GET', '/api/v1/project/3/user?search=Maria%20Souza');
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((u: { username: string }) => u.username === 'pd.pessoa');
    expect(row).toMatchObject({ email: 'm•••@a•••.com.br', document: '•••.982.247-••' });
    const detail = await call(ctx, AUDITOR, 'GET', `/api/v1/project/3/user/${row.id}`);
    expect(detail.json()).toMatchObject({ email: 'm•••@a•••.com.br', document: '•••.982.247-••' });
    const admin = await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/3/user/${row.id}`);
    expect(admin.json()).toMatchObject({ email: 'maria.souza@aurora.com.br', document: '52998224725' });
  });

  it('masks sales representatives’ document, e-mail and phone', async () => {
    const res = await call(ctx, 'financeiro', 'GET', '/api/v1/project/4/sales_representative?search=Marina');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: 'Marina Lopes',
      document: '•••.533.447-••',
      email: 'm•••@m•••.demo',
      phone: '(11) •••••-5678',
    });
  });

  it('masks the customer document in the transaction list, detail and CSV export', async () => {
    const sample = await customerTransaction();
    const detail = await call(ctx, 'financeiro', 'GET', `/api/v1/transaction/${sample.id}`);
    expect(detail.statusCode).toBe(200);
    const masked = detail.json().ecommerce_customer_document as string;
    expect(masked).toContain(HIDDEN);
    expect(masked).not.toBe(sample.document);
    const list = await call(ctx, 'financeiro', 'GET', '/api/v1/transaction?channel=3&perPage=50');
    const documents = list
      .json()
      .data.map((t: { ecommerce_customer_document: string | null }) => t.ecommerce_customer_document);
    expect(documents.filter(Boolean).length).toBeGreaterThan(0);
    for (const d of documents.filter(Boolean)) expect(d).toContain(HIDDEN);
    const csv = await call(
      ctx,
      'financeiro',
      'GET',
      '/api/v1/transaction/export/csv?channel=3&status=PENDING',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(HIDDEN);
    expect(csv.body).not.toMatch(/;\d{11};|;\d{14};/);
    const clear = await call(ctx, 'superadmin', 'GET', `/api/v1/transaction/${sample.id}`);
    expect(clear.json().ecommerce_customer_document).toBe(sample.document);
  });

  it("masks the merchant's CPF/CNPJ in the transaction list and detail", async () => {
    const sample = await customerTransaction();
    const clear = (await call(ctx, 'superadmin', 'GET', `/api/v1/transaction/${sample.id}`)).json();
    expect(clear.merchant_document).toMatch(/^\d{11}$|^\d{14}$/);
    const detail = await call(ctx, 'financeiro', 'GET', `/api/v1/transaction/${sample.id}`);
    expect(detail.json().merchant_document).toContain(HIDDEN);
    expect(detail.body).not.toContain(clear.merchant_document);
    const list = await call(ctx, 'financeiro', 'GET', '/api/v1/transaction?channel=3&perPage=50');
    const documents = list.json().data.map((t: { merchant_document: string }) => t.merchant_document);
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) expect(d).toContain(HIDDEN);
  });
});

describe('revealing one value', () => {
  it('returns the clear value and logs who saw which field, shown in the record history', async () => {
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { table_context: 'project', record_id: '2', field: 'document' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      table_context: 'project',
      record_id: '2',
      field: 'document',
      value: '45723174000110',
    });
    const [last] = await auditRows(ctx, 'project', 2);
    expect(last).toMatchObject({ action: 'REVEAL', actor: 'comercial.admin', after: { field: 'document' } });
    expect(JSON.stringify(last?.after)).not.toContain('45723174000110');
    const history = await call(
      ctx,
      'comercial.admin',
      'GET',
      '/api/v1/history/project?record_id=2&action=REVEAL',
    );
    expect(history.json().data[0]).toMatchObject({ action: 'REVEAL', actor: 'comercial.admin' });
  });

  it('reveals a project user’s e-mail within the project', async () => {
    const id = (
      await ctx.handle.db
        .selectFrom('staff_user')
        .select('id')
        .where('username', '=', 'pd.pessoa')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { table_context: 'project_user', record_id: String(id), field: 'email', project_id: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toBe('maria.souza@aurora.com.br');
    const [last] = await auditRows(ctx, 'project_user', id);
    expect(last).toMatchObject({ action: 'REVEAL', project_id: 3 });
  });

  it('refuses staff without the permission, unknown fields and records out of scope', async () => {
    const denied = await call(ctx, 'financeiro', 'POST', '/api/v1/reveal', {
      body: { table_context: 'project', record_id: '2', field: 'document' },
    });
    expect(denied.statusCode).toBe(403);
    const field = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { table_context: 'project', record_id: '2', field: 'trade' },
    });
    expect(field.statusCode).toBe(422);
    expect(field.json().errors).toEqual({ field: ['Campo sem dado pessoal'] });
    const missing = await call(ctx, 'comercial.admin', 'POST', '/api/v1/reveal', {
      body: { table_context: 'project', record_id: '999', field: 'document' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
