import { MERCHANT_MESSAGES } from '@mentor/contract/merchants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';

/** Merchant groups and the CNAE/MCC lookup on the real database. */
let ctx: TestContext;
let project1: number[] = [];
let project2: number[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await createOtpStaff(ctx, 'groups.project2', ['mentor_comercial_admin'], 2);
  const merchants = await ctx.handle.db
    .selectFrom('merchant')
    .select(['id', 'project_id'])
    .where('deleted', '=', false)
    .orderBy('id')
    .execute();
  project1 = merchants.filter((m) => m.project_id === 1).map((m) => m.id);
  project2 = merchants.filter((m) => m.project_id === 2).map((m) => m.id);
});

afterAll(async () => {
  await ctx?.close();
});

describe('merchant groups', () => {
  it('creates a group with an admin merchant, associates and disassociates merchants, audited', async () => {
    const [admin, a, b] = project1;
    const created = await call(ctx, 'superadmin', 'POST', '/api/v1/merchantgroup', {
      body: {
        merchant_group_name: 'Rede Centro',
        project_id: 1,
        merchant_admin_id: admin,
        terminal_multi_merchant: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      merchant_count: 1,
      terminal_multi_merchant: true,
      merchant_admin_id: admin,
    });
    const url = `/api/v1/merchantgroup/${group.id}`;
    const added = await call(ctx, 'superadmin', 'PUT', `${url}/associate`, {
      body: { merchant_ids: [a, b, a] },
    });
    expect(added.json().merchant_count).toBe(3);
    const foreign = await call(ctx, 'superadmin', 'PUT', `${url}/associate`, {
      body: { merchant_ids: [project2[0]] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(MERCHANT_MESSAGES.merchantsNotInProject);
    const adminOut = await call(ctx, 'superadmin', 'PUT', `${url}/disassociate`, {
      body: { merchant_ids: [admin] },
    });
    expect(adminOut.json().message).toBe(MERCHANT_MESSAGES.adminNotMember);
    const removed = await call(ctx, 'superadmin', 'PUT', `${url}/disassociate`, {
      body: { merchant_ids: [b] },
    });
    expect(
      removed
        .json()
        .merchants.map((m: { merchant_id: number }) => m.merchant_id)
        .sort(),
    ).toEqual([admin, a].sort());
    const empty = await call(ctx, 'superadmin', 'PUT', `${url}/associate`, { body: { merchant_ids: [] } });
    expect(empty.statusCode).toBe(422);
    expect((await auditRows(ctx, 'merchant_group', group.id)).map((r) => r.action)).toEqual([
      'UPDATE',
      'UPDATE',
      'CREATE',
    ]);
  });

  it('keeps one default group per project and refuses a repeated name', async () => {
    const first = await call(ctx, 'superadmin', 'POST', '/api/v1/merchantgroup', {
      body: { merchant_group_name: 'Padrão 1', project_id: 1, default_merchant_group: true },
    });
    const second = await call(ctx, 'superadmin', 'POST', '/api/v1/merchantgroup', {
      body: { merchant_group_name: 'Padrão 2', project_id: 1, default_merchant_group: true },
    });
    expect(second.statusCode).toBe(201);
    const firstNow = await call(ctx, 'superadmin', 'GET', `/api/v1/merchantgroup/${first.json().id}`);
    expect(firstNow.json().default_merchant_group).toBe(false);
    const dup = await call(ctx, 'superadmin', 'POST', '/api/v1/merchantgroup', {
      body: { merchant_group_name: 'padrão 2', project_id: 1 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MERCHANT_MESSAGES.groupNameTaken);
    const renamed = await call(ctx, 'superadmin', 'PUT', `/api/v1/merchantgroup/${first.json().id}`, {
      body: { merchant_group_name: 'Padrão Antigo', project_id: 1 },
    });
    expect(renamed.json().merchant_group_name).toBe('Padrão Antigo');
    const blank = await call(ctx, 'superadmin', 'POST', '/api/v1/merchantgroup', {
      body: { merchant_group_name: ' ', project_id: 1 },
    });
    expect(blank.statusCode).toBe(422);
  });

  it('lists with search and paging, confines single-project staff, and deletes', async () => {
    const list = await call(ctx, 'superadmin', 'GET', '/api/v1/merchantgroup?search=padr&perPage=1');
    expect(list.json()).toMatchObject({ total: 2 });
    expect(list.json().data).toHaveLength(1);
    const other = await call(ctx, 'groups.project2', 'GET', '/api/v1/merchantgroup?perPage=100');
    expect(other.json().total).toBe(0);
    const id = list.json().data[0].id;
    expect((await call(ctx, 'groups.project2', 'GET', `/api/v1/merchantgroup/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'groups.project2', 'DELETE', `/api/v1/merchantgroup/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'financeiro', 'DELETE', `/api/v1/merchantgroup/${id}`)).statusCode).toBe(403);
    expect((await call(ctx, 'superadmin', 'DELETE', `/api/v1/merchantgroup/${id}`)).statusCode).toBe(204);
    expect((await call(ctx, 'superadmin', 'GET', `/api/v1/merchantgroup/${id}`)).statusCode).toBe(404);
  });
});

describe('CNAE and MCC lookup', () => {
  it('holds the reference tables, not a handful of rows', async () => {
    const cnae = await call(ctx, 'superadmin', 'GET', '/api/v1/cnae?perPage=1');
    expect(cnae.json().total).toBeGreaterThan(1290);
    const mcc = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc?perPage=1');
    expect(mcc.json().total).toBeGreaterThan(900);
  });

  it('finds a CNAE by masked code prefix or by description without accents', async () => {
    const byCode = await call(
      ctx,
      'assistente',
      'GET',
      `/api/v1/cnae?search=${encodeURIComponent('4711-3/02')}`,
    );
    expect(byCode.json().data).toEqual([
      { activity_branch: '4711302', description: expect.stringContaining('supermercados') },
    ]);
    const byText = await call(ctx, 'superadmin', 'GET', '/api/v1/cnae?search=padaria&perPage=50');
    expect(byText.json().data.map((c: { activity_branch: string }) => c.activity_branch)).toContain(
      '4721102',
    );
    const accent = await call(ctx, 'superadmin', 'GET', '/api/v1/cnae?search=confeitaria&perPage=50');
    expect(accent.json().total).toBeGreaterThan(0);
  });

  it('lists the MCCs of a CNAE by entity type, and MCCs by code or name', async () => {
    const pj = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc/cnae/4721-1/02?entity_type=PJ');
    expect(pj.statusCode).toBe(404);
    const encoded = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc/cnae/4721102?entity_type=PJ');
    expect(encoded.json()).toEqual([{ mcc: '5462', mcc_name: 'Bakeries' }]);
    const supermarket = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc/cnae/4711302?entity_type=PF');
    expect(supermarket.json()).toEqual([]);
    const bad = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc/cnae/12?entity_type=XX');
    expect(bad.statusCode).toBe(422);
    const byName = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc?search=grocery');
    expect(byName.json().data.map((m: { mcc: string }) => m.mcc)).toContain('5411');
    const byCode = await call(ctx, 'superadmin', 'GET', '/api/v1/mcc?search=541');
    expect(byCode.json().data.every((m: { mcc: string }) => m.mcc.startsWith('541'))).toBe(true);
  });
});
