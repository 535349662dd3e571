import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { auditRows, call, createOtpStaff } from '../projects/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const roleCount = async () =>
  Number(
    (
      await ctx.handle.db
        .selectFrom('role')
        .select(ctx.handle.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('roles list', () => {
  it('lists 20 per page and filters by role_name and project_id', async () => {
    const all = await call(ctx, 'comercial.admin', 'GET', '/api/v1/role');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(await roleCount());
    expect(all.json().data.length).toBeLessThanOrEqual(20);
    const comercial = await call(ctx, 'comercial.admin', 'GET', '/api/v1/role?role_name=comercial');
    expect(
      comercial
        .json()
        .data.map((r: { role_name: string }) => r.role_name)
        .sort(),
    ).toEqual(['mentor_comercial_admin', 'mentor_comercial_operator']);
    const superAdmin = comercial.json().data[0];
    expect(superAdmin.permissions.length).toBeGreaterThan(0);
    const none = await call(ctx, 'comercial.admin', 'GET', '/api/v1/role?project_id=3');
    expect(none.json()).toMatchObject({ total: 0, data: [] });
  });

  it('needs read_user_list', async () => {
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/role')).statusCode).toBe(403);
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/permission')).statusCode).toBe(403);
  });

  it('lists permissions with their labels', async () => {
    const res = await call(ctx, 'comercial.admin', 'GET', '/api/v1/permission');
    expect(res.statusCode).toBe(200);
    const manageRoles = res.json().find((p: { name: string }) => p.name === 'manage_roles');
    expect(manageRoles.label).toEqual({
      pt: 'Criar e alterar perfis e suas permissões',
      en: 'Create and update roles and their permissions',
    });
  });
});

describe('role changes', () => {
  let auditorId = 0;

  it('creates a role with permissions and refuses duplicates, unknown permissions and bad names', async () => {
    const before = await roleCount();
    const res = await call(ctx, 'comercial.admin', 'POST', '/api/v1/role', {
      body: {
        role_name: 'mentor_auditor',
        project_id: null,
        description: 'Auditoria',
        permissions: ['read_project_list', 'read_user_list'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role_name: 'mentor_auditor',
      project_id: null,
      permissions: ['read_project_list', 'read_user_list'],
    });
    auditorId = res.json().id;

    const dup = await call(ctx, 'comercial.admin', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_auditor', project_id: null, permissions: [] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.role_name).toEqual(['Já existe um perfil com este nome neste projeto']);
    const unknown = await call(ctx, 'comercial.admin', 'POST', '/api/v1/role', {
      body: {
        role_name: 'mentor_outro',
        project_id: null,
        permissions: ['read_project_list', 'fly_to_the_moon'],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual(['Permissão inexistente: fly_to_the_moon']);
    const badName = await call(ctx, 'comercial.admin', 'POST', '/api/v1/role', {
      body: { role_name: 'Nome Com Espaço', project_id: null, permissions: [] },
    });
    expect(badName.statusCode).toBe(422);
    const badProject = await call(ctx, 'comercial.admin', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_outro', project_id: 999, permissions: [] },
    });
    expect(badProject.statusCode).toBe(422);
    expect(badProject.json().errors.project_id).toEqual(['O campo Projeto não é válido']);
    const noPermission = await call(ctx, 'financeiro', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_outro', project_id: null, permissions: [] },
    });
    expect(noPermission.statusCode).toBe(403);
    expect(await roleCount()).toBe(before + 1);
  });

  it('takes a permission away; the holder loses it at the next sign-in', async () => {
    await createOtpStaff(ctx, 'auditora', ['mentor_auditor']);
    const first = await loginWithPassword(ctx.baseUrl, 'auditora', DEMO_PASSWORD);
    const allowed = await ctx.app.inject({
      url: '/api/v1/project/1',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(allowed.statusCode).toBe(200);

    const res = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/role/${auditorId}`, {
      body: {
        role_name: 'mentor_auditor',
        project_id: null,
        description: 'Auditoria',
        permissions: ['read_user_list'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(['read_user_list']);

    const second = await loginWithPassword(ctx.baseUrl, 'auditora', DEMO_PASSWORD);
    const refused = await ctx.app.inject({
      url: '/api/v1/project/1',
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(refused.statusCode).toBe(403);
    const [last] = await auditRows(ctx, 'role', auditorId);
    expect(last?.before).toMatchObject({ permissions: ['read_project_list', 'read_user_list'] });
    expect(last?.after).toMatchObject({ permissions: ['read_user_list'] });
    const history = await call(ctx, 'comercial.admin', 'GET', `/api/v1/history/role?record_id=${auditorId}`);
    expect(history.json().data.map((h: { action: string }) => h.action)).toEqual(['UPDATE', 'CREATE']);
  });

  it('renames a role and its holders keep it', async () => {
    const res = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/role/${auditorId}`, {
      body: { role_name: 'mentor_auditoria', project_id: null, permissions: ['read_user_list'] },
    });
    expect(res.statusCode).toBe(200);
    const holder = await ctx.handle.db
      .selectFrom('staff_user')
      .select('realm_roles')
      .where('username', '=', 'auditora')
      .executeTakeFirstOrThrow();
    expect(holder.realm_roles).toEqual(['mentor_auditoria']);
    expect(
      (
        await call(ctx, 'comercial.admin', 'PUT', '/api/v1/role/99999', {
          body: { role_name: 'mentor_x', project_id: null, permissions: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a single-project role manager to their project and read-only on global roles', async () => {
    const created = await call(ctx, 'superadmin', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_perfis_p1', project_id: 1, permissions: ['read_user_list', 'manage_roles'] },
    });
    expect(created.statusCode).toBe(201);
    const p2 = await call(ctx, 'superadmin', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_perfis_p2', project_id: 2, permissions: ['read_user_list'] },
    });
    await createOtpStaff(ctx, 'perfis.p1', ['mentor_perfis_p1'], 1);
    const list = await call(ctx, 'perfis.p1', 'GET', '/api/v1/role?perPage=100');
    const names: string[] = list.json().data.map((r: { role_name: string }) => r.role_name);
    expect(names).toContain('mentor_perfis_p1');
    expect(names).toContain('mentor_assistant');
    expect(names).not.toContain('mentor_perfis_p2');
    expect((await call(ctx, 'perfis.p1', 'GET', '/api/v1/role?project_id=2')).statusCode).toBe(404);
    expect((await call(ctx, 'perfis.p1', 'GET', `/api/v1/role/${p2.json().id}`)).statusCode).toBe(404);

    const before = await roleCount();
    const global = await call(ctx, 'perfis.p1', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_global_x', project_id: null, permissions: [] },
    });
    expect(global.statusCode).toBe(403);
    const foreign = await call(ctx, 'perfis.p1', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_p2_x', project_id: 2, permissions: [] },
    });
    expect(foreign.statusCode).toBe(404);
    const editGlobal = await call(ctx, 'perfis.p1', 'PUT', `/api/v1/role/${auditorId}`, {
      body: { role_name: 'mentor_auditoria', project_id: 1, permissions: [] },
    });
    expect(editGlobal.statusCode).toBe(403);
    expect(await roleCount()).toBe(before);
    const own = await call(ctx, 'perfis.p1', 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_p1_leitura', project_id: 1, permissions: ['read_user_list'] },
    });
    expect(own.statusCode).toBe(201);
  });
});
