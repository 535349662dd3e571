import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, refresh } from '../../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation } from '../../../test/test-support.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { ROLE_MESSAGES } from './roles-service.ts';

let ctx: TestContext;
/** Commercial administrators taking turns, so that role writes (one code each) do not wait. */
let admin: () => string;
/** Super administrators taking turns, for grants only they may make (one code each). */
let superAdmin: () => string;
beforeAll(async () => {
  ctx = await startTestApp();
  const names = Array.from({ length: 10 }, (_, i) => `perfis.adm${i + 1}`);
  for (const name of names) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
  admin = rotation(names);
  const supers = Array.from({ length: 4 }, (_, i) => `perfis.super${i + 1}`);
  for (const name of supers) await createOtpStaff(ctx, name, ['mentor_super_admin', 'bypass_permission']);
  superAdmin = rotation(supers);
});
afterAll(async () => {
  await ctx.close();
});

/** The writable fields of a role's detail, as a PUT body. */
const pickBody = (role: {
  role_name: string;
  project_id: number | null;
  description: string | null;
  permissions: string[];
}) => ({
  role_name: role.role_name,
  project_id: role.project_id,
  description: role.description,
  permissions: role.permissions,
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
    // Other test files may add roles of their own: every match holds the text, both demo roles are there.
    const names = comercial.json().data.map((r: { role_name: string }) => r.role_name);
    expect(names).toEqual(expect.arrayContaining(['mentor_comercial_admin', 'mentor_comercial_operator']));
    for (const name of names) expect(name).toContain('comercial');
    const superAdmin = comercial.json().data[0];
    expect(superAdmin.permissions.length).toBeGreaterThan(0);
    const scoped = await call(ctx, 'comercial.admin', 'GET', '/api/v1/role?project_id=3');
    expect(scoped.statusCode).toBe(200);
    for (const role of scoped.json().data) expect(role.project_id).toBe(3);
    expect(scoped.json().data.map((r: { role_name: string }) => r.role_name)).not.toContain(
      'mentor_comercial_admin',
    );
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
    const res = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
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

    const dup = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_auditor', project_id: null, permissions: [] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.role_name).toEqual(['Já existe um perfil com este nome neste projeto']);
    const unknown = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: {
        role_name: 'mentor_outro',
        project_id: null,
        permissions: ['read_project_list', 'fly_to_the_moon'],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual(['Permissão inexistente: fly_to_the_moon']);
    const badName = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'Nome Com Espaço', project_id: null, permissions: [] },
    });
    expect(badName.statusCode).toBe(422);
    const badProject = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_outro', project_id: 999, permissions: [] },
    });
    expect(badProject.statusCode).toBe(422);
    expect(badProject.json().errors.project_id).toEqual(['O campo Projeto não é válido']);
    const noPermission = await call(ctx, 'financeiro', 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_outro', project_id: null, permissions: [] },
    });
    expect(noPermission.statusCode).toBe(403);
    expect(await roleCount()).toBe(before + 1);
  });

  it('takes a permission away; the holder is signed out and loses it at the next sign-in', async () => {
    await createOtpStaff(ctx, 'auditora', ['mentor_auditor']);
    const first = await loginWithPassword(ctx.baseUrl, 'auditora', DEMO_PASSWORD);
    const allowed = await ctx.app.inject({
      url: '/api/v1/project/1',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(allowed.statusCode).toBe(200);

    const res = await call(ctx, admin(), 'PUT', `/api/v1/role/${auditorId}`, {
      otp: true,
      body: {
        role_name: 'mentor_auditor',
        project_id: null,
        description: 'Auditoria',
        permissions: ['read_user_list'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(['read_user_list']);

    // The token issued before the change stops working within the staff state's seconds.
    let ended = 0;
    for (let attempt = 0; attempt < 40 && ended !== 401; attempt++) {
      const res = await ctx.app.inject({
        url: '/api/v1/project/1',
        headers: { authorization: `Bearer ${first.accessToken}` },
      });
      ended = res.statusCode;
      if (ended !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ended).toBe(401);
    await expect(refresh(ctx.baseUrl, first.refreshToken ?? '')).rejects.toThrow(/HTTP 400/);

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

  it("renames a role: its holders keep it by its key and nobody's roles are rewritten", async () => {
    const res = await call(ctx, admin(), 'PUT', `/api/v1/role/${auditorId}`, {
      otp: true,
      body: { role_name: 'mentor_auditoria', project_id: null, permissions: ['read_user_list'] },
    });
    expect(res.statusCode).toBe(200);
    const holder = await ctx.handle.db
      .selectFrom('staff_user')
      .select('realm_roles')
      .where('username', '=', 'auditora')
      .executeTakeFirstOrThrow();
    expect(res.json()).toMatchObject({ role_key: 'mentor_auditor', role_name: 'mentor_auditoria' });
    expect(holder.realm_roles).toEqual(['mentor_auditor']);
    const token = await loginWithPassword(ctx.baseUrl, 'auditora', DEMO_PASSWORD);
    const me = await ctx.app.inject({
      url: '/api/v1/role?perPage=1',
      headers: { authorization: `Bearer ${token.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(
      (
        await call(ctx, admin(), 'PUT', '/api/v1/role/99999', {
          otp: true,
          body: { role_name: 'mentor_x', project_id: null, permissions: [] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a single-project role manager to their project and read-only on global roles', async () => {
    const created = await call(ctx, superAdmin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_perfis_p1', project_id: 1, permissions: ['read_user_list', 'manage_roles'] },
    });
    expect(created.statusCode).toBe(201);
    const p2 = await call(ctx, superAdmin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_perfis_p2', project_id: 2, permissions: ['read_user_list'] },
    });
    await createOtpStaff(ctx, 'perfis.p1', ['mentor_perfis_p1'], 1);
    await createOtpStaff(ctx, 'perfis.p1b', ['mentor_perfis_p1'], 1);
    const list = await call(ctx, 'perfis.p1', 'GET', '/api/v1/role?perPage=100');
    const names: string[] = list.json().data.map((r: { role_name: string }) => r.role_name);
    expect(names).toContain('mentor_perfis_p1');
    expect(names).toContain('mentor_assistant');
    expect(names).not.toContain('mentor_perfis_p2');
    expect((await call(ctx, 'perfis.p1', 'GET', '/api/v1/role?project_id=2')).statusCode).toBe(404);
    expect((await call(ctx, 'perfis.p1', 'GET', `/api/v1/role/${p2.json().id}`)).statusCode).toBe(404);

    const before = await roleCount();
    const global = await call(ctx, 'perfis.p1', 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_global_x', project_id: null, permissions: [] },
    });
    expect(global.statusCode).toBe(403);
    const foreign = await call(ctx, 'perfis.p1b', 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_p2_x', project_id: 2, permissions: [] },
    });
    expect(foreign.statusCode).toBe(404);
    const editGlobal = await call(ctx, 'perfis.p1', 'PUT', `/api/v1/role/${auditorId}`, {
      otp: true,
      body: { role_name: 'mentor_auditoria', project_id: 1, permissions: [] },
    });
    expect(editGlobal.statusCode).toBe(403);
    expect(await roleCount()).toBe(before);
    const own = await call(ctx, 'perfis.p1b', 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_p1_leitura', project_id: 1, permissions: ['read_user_list'] },
    });
    expect(own.statusCode).toBe(201);
  });
});

/** The claims of a fresh sign-in, read from the access token. */
async function signInClaims(username: string) {
  const { accessToken } = await loginWithPassword(ctx.baseUrl, username, DEMO_PASSWORD);
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
  return {
    accessToken,
    realm: [...(payload.realm_access?.roles ?? [])].sort(),
    resource: Object.values(payload.resource_access ?? {})
      .flatMap((r) => (r as { roles: string[] }).roles)
      .sort(),
  };
}

describe('privilege escalation through roles', () => {
  it("refuses renames to permissions, reserved and other teams' roles; the next sign-in carries nothing new", async () => {
    const attacker = await createOtpStaff(ctx, 'perfis.atacante', ['mentor_comercial_admin', 'sales_access']);
    const created = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_vendas', project_id: null, permissions: ['read_project_list'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().role_key).toBe('mentor_vendas');
    const roleId: number = created.json().id;
    // The attacker holds the role as well as their own.
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ realm_roles: ['mentor_comercial_admin', 'sales_access', 'mentor_vendas'] })
      .where('username', '=', attacker)
      .execute();
    const before = await signInClaims(attacker);
    expect(before.realm).toContain('mentor_vendas');

    // A name staff already hold (an identity-provider role) is not a new role's name either.
    const held = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'sales_access', project_id: null, permissions: [] },
    });
    expect(held.statusCode).toBe(422);
    expect(held.json().errors.role_name).toEqual([ROLE_MESSAGES.reserved]);

    for (const name of [
      'bypass_permission',
      'mentor_super_admin',
      'mentor_financial',
      'generate_bacen_report',
      'generate_bacen_report_all',
      'manage_roles',
      'read_sms_outbox_dev',
    ]) {
      const rename = await call(ctx, admin(), 'PUT', `/api/v1/role/${roleId}`, {
        otp: true,
        body: { role_name: name, project_id: null, permissions: ['read_project_list'] },
      });
      expect(rename.statusCode, name).toBe(422);
      expect(rename.json().errors.role_name, name).toEqual([ROLE_MESSAGES.reserved]);
    }
    const role = await call(ctx, 'comercial.admin', 'GET', `/api/v1/role/${roleId}`);
    expect(role.json()).toMatchObject({ role_key: 'mentor_vendas', role_name: 'mentor_vendas' });

    const after = await signInClaims(attacker);
    expect(after.realm).toEqual(before.realm);
    expect(after.resource).toEqual(before.resource);
    expect(after.resource).not.toContain('bypass_permission');
    const refunds = await ctx.app.inject({
      url: '/gateway/spe-view-n-pix/v1/refund',
      headers: { authorization: `Bearer ${after.accessToken}` },
    });
    expect(refunds.statusCode).toBe(403);
    // The super administrators are untouched.
    const superAdmin = await ctx.handle.db
      .selectFrom('staff_user')
      .select('realm_roles')
      .where('username', '=', 'comercial.admin')
      .executeTakeFirstOrThrow();
    expect(superAdmin.realm_roles).toEqual(['mentor_comercial_admin', 'sales_access']);
  });

  it('keeps a project admin away from the holders of other projects', async () => {
    await createOtpStaff(ctx, 'equipe.p2', ['mentor_equipe_p2'], 2);
    const other = await signInClaims('equipe.p2');
    const role = await ctx.handle.db
      .insertInto('role')
      .values({ role_name: 'mentor_gestor_p1', project_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('role_permission')
      .columns(['role_id', 'permission_id'])
      .expression((eb) =>
        eb
          .selectFrom('permission')
          .select([eb.val(role.id).as('role_id'), 'id'])
          .where('name', 'in', ['manage_roles', 'read_user_list']),
      )
      .execute();
    await createOtpStaff(ctx, 'perfis.p1c', ['mentor_gestor_p1'], 1);
    // Creating, in project 1, a role named like a built-in role or a role other staff hold.
    for (const name of ['mentor_comercial_admin', 'mentor_equipe_p2']) {
      const res = await call(ctx, 'perfis.p1c', 'POST', '/api/v1/role', {
        otp: true,
        body: { role_name: name, project_id: 1, permissions: ['read_user_list'] },
      });
      expect(res.statusCode, name).toBe(422);
    }
    expect(await signInClaims('equipe.p2')).toEqual({ ...other, accessToken: expect.any(String) });
  });

  it("refuses granting permissions the granter does not hold, in a role or through a user's role", async () => {
    const res = await call(ctx, admin(), 'POST', '/api/v1/role', {
      otp: true,
      body: {
        role_name: 'mentor_pagamentos',
        project_id: null,
        permissions: ['read_project_list', 'settle_payments'],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.permissions).toEqual([ROLE_MESSAGES.notHeld('settle_payments')]);
    const strong = await call(ctx, superAdmin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_pagamentos', project_id: null, permissions: ['settle_payments'] },
    });
    expect(strong.statusCode).toBe(201);
    const assign = await call(ctx, admin(), 'POST', '/api/v1/project/1/user', {
      otp: true,
      body: {
        username: 'pagador.p1',
        email: 'pagador.p1@mentor.test',
        full_name: 'Pagador',
        role: 'mentor_pagamentos',
      },
    });
    expect(assign.statusCode).toBe(403);
    expect(assign.json().errors.role).toBeDefined();
  });

  it('keeps an administrator off roles more powerful than their own, built-in names and marker names', async () => {
    const roleOf = async (key: string) =>
      ctx.handle.db
        .selectFrom('role')
        .select(['id', 'role_name', 'description'])
        .where('role_key', '=', key)
        .executeTakeFirstOrThrow();
    const financial = await roleOf('mentor_financial');
    const detail = (await call(ctx, superAdmin(), 'GET', `/api/v1/role/${financial.id}`)).json();
    const weakened = await call(ctx, admin(), 'PUT', `/api/v1/role/${financial.id}`, {
      otp: true,
      body: {
        role_name: detail.role_name,
        project_id: null,
        description: detail.description,
        permissions: (detail.permissions as string[]).filter((p) => p !== 'settle_payments'),
      },
    });
    expect(weakened.statusCode).toBe(403);
    expect(weakened.json().message).toMatch(
      /^Você não pode alterar um perfil com permissões que não possui: .*settle_payments/,
    );
    const removed = await call(ctx, admin(), 'DELETE', `/api/v1/role/${financial.id}`, { otp: true });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(weakened.json().message);

    const superRole = await roleOf('mentor_super_admin');
    const superDetail = (await call(ctx, superAdmin(), 'GET', `/api/v1/role/${superRole.id}`)).json();
    const renamed = await call(ctx, superAdmin(), 'PUT', `/api/v1/role/${superRole.id}`, {
      otp: true,
      body: { ...pickBody(superDetail), role_name: 'mentor_chefe' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.role_name).toEqual([ROLE_MESSAGES.builtInName]);
    expect((await roleOf('mentor_super_admin')).role_name).toBe(superRole.role_name);

    for (const marker of ['sales_access', 'bo-access', 'cp-client']) {
      const taken = await call(ctx, superAdmin(), 'POST', '/api/v1/role', {
        otp: true,
        body: { role_name: marker, project_id: null, permissions: ['read_project_list'] },
      });
      expect(taken.statusCode, marker).toBe(422);
      expect(taken.json().errors.role_name).toEqual([ROLE_MESSAGES.reserved]);
    }
  });

  it('needs a one-time code for role changes, checked only once the input is valid', async () => {
    const username = admin();
    const count = await roleCount();
    const noCode = await call(ctx, username, 'POST', '/api/v1/role', {
      body: { role_name: 'mentor_sem_codigo', project_id: null, permissions: [] },
    });
    expect(noCode.statusCode).toBe(403);
    expect(await roleCount()).toBe(count);
    const code = await ctx.otp(username);
    const invalid = await call(ctx, username, 'POST', '/api/v1/role', {
      otp: code,
      body: { role_name: 'Nome Inválido', project_id: 3_000_000_000, permissions: [] },
    });
    expect(invalid.statusCode).toBe(422);
    // The code was not spent by the invalid request.
    const valid = await call(ctx, username, 'POST', '/api/v1/role', {
      otp: code,
      body: { role_name: 'mentor_com_codigo', project_id: null, permissions: [] },
    });
    expect(valid.statusCode).toBe(201);
  });

  it('deletes a role and audits every holder whose roles change', async () => {
    const created = await call(ctx, superAdmin(), 'POST', '/api/v1/role', {
      otp: true,
      body: { role_name: 'mentor_temporario', project_id: null, permissions: ['read_user_list'] },
    });
    const id: number = created.json().id;
    const holders = ['temp.um', 'temp.dois'];
    for (const h of holders) await createOtpStaff(ctx, h, ['mentor_temporario', 'mentor_assistant'], 1);
    const res = await call(ctx, admin(), 'DELETE', `/api/v1/role/${id}`, { otp: true });
    expect(res.statusCode).toBe(204);
    for (const h of holders) {
      const row = await ctx.handle.db
        .selectFrom('staff_user')
        .select(['id', 'realm_roles'])
        .where('username', '=', h)
        .executeTakeFirstOrThrow();
      expect(row.realm_roles).toEqual(['mentor_assistant']);
      const audits = await auditRows(ctx, 'project_user', row.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]?.before).toMatchObject({ roles: ['mentor_temporario', 'mentor_assistant'] });
      expect(audits[0]?.after).toMatchObject({ roles: ['mentor_assistant'] });
    }
    expect((await auditRows(ctx, 'role', id))[0]?.action).toBe('DELETE');
  });
});
