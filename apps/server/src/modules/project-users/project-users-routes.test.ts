import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, refresh } from '../../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  auditRows,
  call,
  createOtpStaff,
  mailedPasswordLink,
  postOwnPassword,
  rotation,
  setPasswordFromMail,
  WRONG_CODE,
} from '../../../test/test-support.ts';
import { hashPassword } from '../../oidc/password.ts';

let ctx: TestContext;
const ADMINS = ['pu.admin.a', 'pu.admin.b', 'pu.admin.c', 'pu.admin.d', 'pu.admin.e'];
const admin = rotation(ADMINS);
const MANAGER = 'gestor.p1';

const staffCount = async () =>
  Number(
    (
      await ctx.handle.db
        .selectFrom('staff_user')
        .select(ctx.handle.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function me(accessToken: string) {
  const res = await ctx.app.inject({
    url: '/api/v1/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return res.json();
}

beforeAll(async () => {
  ctx = await startTestApp();
  for (const name of ADMINS) await createOtpStaff(ctx, name, ['mentor_comercial_admin']);
  // A manager confined to project 1, holding a project role with the project-user permissions.
  const role = await call(ctx, 'superadmin', 'POST', '/api/v1/role', {
    otp: true,
    body: {
      role_name: 'mentor_gestor_projeto',
      project_id: 1,
      description: 'Gestor de usuários do projeto',
      permissions: [
        'read_user_list',
        'create_project_user',
        'update_project_user',
        'delete_project_user',
        'reset_project_user_password',
      ],
    },
  });
  expect(role.statusCode).toBe(201);
  await createOtpStaff(ctx, MANAGER, ['mentor_gestor_projeto'], 1);
  const hash = await hashPassword('irrelevante');
  await ctx.handle.db
    .insertInto('staff_user')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        username: `lista.${String(i + 1).padStart(2, '0')}`,
        email: i === 11 ? 'zeta.final@aurora.com.br' : `lista${i + 1}@aurora.com.br`,
        full_name: `Pessoa ${String.fromCharCode(65 + i)} Auroreal`,
        password_hash: hash,
        realm_roles: ['mentor_assistant'],
        project_id: 3,
      })),
    )
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('project user list', () => {
  it('pages 10 at a time, searches name or e-mail and sorts', async () => {
    // Other test files add staff to project 3 too: the paging is checked on this file's people.
    const first = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/3/user?search=auroreal');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 12, lastPage: 2 });
    expect(first.json().data).toHaveLength(10);
    const second = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/3/user?search=auroreal&page=2');
    expect(second.json().data).toHaveLength(2);

    const byMail = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/3/user?search=zeta');
    expect(byMail.json().data.map((u: { username: string }) => u.username)).toEqual(['lista.12']);
    const byName = await call(ctx, 'comercial.admin', 'GET', '/api/v1/project/3/user?search=pessoa%20c');
    expect(byName.json().data.map((u: { username: string }) => u.username)).toEqual(['lista.03']);

    const sorted = await call(
      ctx,
      'comercial.admin',
      'GET',
      '/api/v1/project/3/user?search=auroreal&sortBy=full_name&sortDesc=true&perPage=3',
    );
    expect(sorted.json().data.map((u: { full_name: string }) => u.full_name)).toEqual([
      'Pessoa L Auroreal',
      'Pessoa K Auroreal',
      'Pessoa J Auroreal',
    ]);
    expect(sorted.json().data[0]).toMatchObject({ role: 'mentor_assistant', project_id: 3, enabled: true });
  });

  it('needs read_user_list and keeps single-project users in their project', async () => {
    expect((await call(ctx, 'financeiro', 'GET', '/api/v1/project/3/user')).statusCode).toBe(403);
    expect((await call(ctx, MANAGER, 'GET', '/api/v1/project/3/user')).statusCode).toBe(404);
    expect((await call(ctx, MANAGER, 'GET', '/api/v1/project/1/user')).statusCode).toBe(200);
  });
});

describe('project user lifecycle', () => {
  const username = 'novo.operador';
  const password = 'SenhaForte#2026';
  let id = '';

  it('creates a user with a code, who sets their own password from the mailed link and signs in with the chosen role and project', async () => {
    const res = await call(ctx, admin(), 'POST', '/api/v1/project/2/user', {
      body: {
        username,
        email: 'Novo.Operador@VilaRica.com.br',
        full_name: 'Novo Operador',
        document: '529.982.247-25',
        role: 'mentor_comercial_operator',
      },
      otp: true,
    });
    expect(res.statusCode).toBe(201);
    // No password until the member sets one: the administrator's answer carries no link.
    expect(res.body).not.toMatch(/auth\/password/);
    const mail = await ctx.handle.db
      .selectFrom('mail_outbox')
      .select(['recipient as to_address', 'subject'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({
      to_address: 'novo.operador@vilarica.com.br',
      subject: 'Defina sua senha do Mentor',
    });
    await setPasswordFromMail(ctx, username, password);
    expect(res.json()).toMatchObject({
      username,
      email: 'novo.operador@vilarica.com.br',
      document: '52998224725',
      role: 'mentor_comercial_operator',
      project_id: 2,
      enabled: true,
    });
    id = res.json().id;

    const { accessToken } = await loginWithPassword(ctx.baseUrl, username, password);
    const who = await me(accessToken);
    expect(who).toMatchObject({ username, projectId: 2, multiProject: false });
    expect(who.roles).toContain('mentor_comercial_operator');
    expect(who.permissions).toContain('read_merchant_list');

    const [ownPassword, created] = await auditRows(ctx, 'project_user', id);
    expect(ownPassword).toMatchObject({ actor: username, action: 'UPDATE' });
    expect(created?.action).toBe('CREATE');
    expect(JSON.stringify(created?.after)).not.toContain(password);
    const stored = await ctx.handle.db
      .selectFrom('staff_user')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(password);
  }, 120_000);

  it('refuses duplicates, a bad CPF/CNPJ, a forbidden role and a wrong code, creating nothing', async () => {
    const before = await staffCount();
    const base = {
      username: 'outro.usuario',
      email: 'outro@vilarica.com.br',
      full_name: 'Outro Usuário',
      role: 'mentor_assistant',
    };
    const dupUser = await call(ctx, admin(), 'POST', '/api/v1/project/2/user', {
      body: { ...base, username: 'Novo.Operador' },
      otp: true,
    });
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json().errors).toEqual({ username: ['Já existe um usuário com este nome de usuário'] });

    const dupMail = await call(ctx, admin(), 'POST', '/api/v1/project/3/user', {
      body: { ...base, email: 'NOVO.operador@vilarica.com.br' },
      otp: true,
    });
    expect(dupMail.statusCode).toBe(409);
    expect(dupMail.json().errors).toEqual({ email: ['Já existe um usuário com este e-mail'] });

    const badDoc = await call(ctx, admin(), 'POST', '/api/v1/project/2/user', {
      body: { ...base, document: '123.456.789-00' },
      otp: true,
    });
    expect(badDoc.statusCode).toBe(422);
    expect(badDoc.json().errors.document).toEqual(['CPF/CNPJ não é valido']);

    const superRole = await call(ctx, admin(), 'POST', '/api/v1/project/2/user', {
      body: { ...base, role: 'mentor_super_admin' },
      otp: true,
    });
    expect(superRole.statusCode).toBe(422);
    expect(superRole.json().errors.role).toEqual(['O campo Perfil não é válido']);

    const otherProjectRole = await call(ctx, admin(), 'POST', '/api/v1/project/2/user', {
      body: { ...base, role: 'mentor_gestor_projeto' },
      otp: true,
    });
    expect(otherProjectRole.statusCode).toBe(422);

    const wrong = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/user', {
      body: base,
      otp: WRONG_CODE,
    });
    expect(wrong.statusCode).toBe(403);
    const noCode = await call(ctx, 'comercial.admin', 'POST', '/api/v1/project/2/user', { body: base });
    expect(noCode.statusCode).toBe(403);
    expect(await staffCount()).toBe(before);
  }, 180_000);

  it('answers 404 to a single-project manager for another project, changing nothing', async () => {
    const before = await staffCount();
    const create = await call(ctx, MANAGER, 'POST', '/api/v1/project/2/user', {
      body: {
        username: 'fora.escopo',
        email: 'fora@escopo.com.br',
        full_name: 'Fora',
        role: 'mentor_assistant',
      },
      otp: true,
    });
    expect(create.statusCode).toBe(404);
    expect((await call(ctx, MANAGER, 'GET', `/api/v1/project/2/user/${id}`)).statusCode).toBe(404);
    // The same user through the manager's own project path is not found either.
    expect((await call(ctx, MANAGER, 'GET', `/api/v1/project/1/user/${id}`)).statusCode).toBe(404);
    expect(await staffCount()).toBe(before);
  }, 120_000);

  it('updates the role, which shows in the next token', async () => {
    const res = await call(ctx, admin(), 'PUT', `/api/v1/project/2/user/${id}`, {
      body: {
        email: 'novo.operador@vilarica.com.br',
        full_name: 'Novo Operador Silva',
        document: null,
        role: 'mentor_partner',
        enabled: true,
      },
      otp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'Novo Operador Silva',
      role: 'mentor_partner',
      document: null,
    });
    const { accessToken } = await loginWithPassword(ctx.baseUrl, username, password);
    const who = await me(accessToken);
    expect(who.roles).toContain('mentor_partner');
    expect(who.roles).not.toContain('mentor_comercial_operator');
    const [last] = await auditRows(ctx, 'project_user', id);
    expect(last?.before).toMatchObject({ role: 'mentor_comercial_operator' });
    expect(last?.after).toMatchObject({ role: 'mentor_partner' });

    const missing = await call(ctx, admin(), 'PUT', '/api/v1/project/2/user/999999', {
      body: { email: 'x@y.com.br', full_name: 'X', document: null, role: 'mentor_partner', enabled: true },
      otp: true,
    });
    expect(missing.statusCode).toBe(404);
  }, 120_000);

  it('resets the password: the admin never learns it, the member sets it once from the mailed link', async () => {
    const resetter = admin();
    const ok = await call(ctx, resetter, 'PUT', `/api/v1/project/2/user/${id}/reset-password`, { otp: true });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    // Nobody signs in as the member now: not with the old password, not with no password.
    await expect(loginWithPassword(ctx.baseUrl, username, password)).rejects.toThrow();
    const stored = await ctx.handle.db
      .selectFrom('staff_user')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    const link = await mailedPasswordLink(ctx, username);

    // The member's page, in Portuguese; a short or mismatched password does not spend the link.
    const page = await ctx.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Definir sua senha');
    expect(page.headers['cache-control']).toBe('no-store');
    const short = await postOwnPassword(ctx, link, 'curta');
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('A senha deve ter no mínimo 8 caracteres.');
    const mismatch = await postOwnPassword(ctx, link, 'NovaSenha#2026', 'OutraCoisa#2026');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('A confirmação não confere com a senha.');
    const set = await postOwnPassword(ctx, link, 'NovaSenha#2026');
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('Senha definida');
    const { accessToken } = await loginWithPassword(ctx.baseUrl, username, 'NovaSenha#2026');
    expect((await me(accessToken)).username).toBe(username);

    // One use only.
    const again = await postOwnPassword(ctx, link, 'Terceira#2026');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Este link não vale mais');
    await expect(loginWithPassword(ctx.baseUrl, username, 'Terceira#2026')).rejects.toThrow();
    const [last, reset] = await auditRows(ctx, 'project_user', id);
    expect(last).toMatchObject({ actor: username, after: { password: 'definida pelo próprio usuário' } });
    expect(reset).toMatchObject({ actor: resetter, after: { password: 'link enviado ao usuário' } });
    expect(JSON.stringify([last, reset])).not.toContain('NovaSenha');
  }, 180_000);

  it('refuses a link once it expired, or once a newer one replaced it', async () => {
    const first = await call(ctx, admin(), 'PUT', `/api/v1/project/2/user/${id}/reset-password`, {
      otp: true,
    });
    expect(first.statusCode).toBe(204);
    const replaced = await mailedPasswordLink(ctx, username);
    const second = await call(ctx, admin(), 'PUT', `/api/v1/project/2/user/${id}/reset-password`, {
      otp: true,
    });
    expect(second.statusCode).toBe(204);
    const current = await mailedPasswordLink(ctx, username);
    expect(current).not.toBe(replaced);
    expect((await postOwnPassword(ctx, replaced, 'Substituida#2026')).statusCode).toBe(410);
    // A link lives 72 hours.
    ctx.clock.advance(73 * 3_600_000);
    expect((await ctx.app.inject({ url: current })).statusCode).toBe(410);
    expect((await postOwnPassword(ctx, current, 'Expirada#2026')).statusCode).toBe(410);
    await expect(loginWithPassword(ctx.baseUrl, username, 'Expirada#2026')).rejects.toThrow();
    const third = await call(ctx, admin(), 'PUT', `/api/v1/project/2/user/${id}/reset-password`, {
      otp: true,
    });
    expect(third.statusCode).toBe(204);
    await setPasswordFromMail(ctx, username, 'NovaSenha#2026');
  }, 180_000);

  it('deletes the user with a code; they can no longer sign in', async () => {
    const res = await call(ctx, admin(), 'DELETE', `/api/v1/project/2/user/${id}`, {
      body: { reason_code: 'OFFBOARDING' },
      otp: true,
    });
    expect(res.statusCode).toBe(204);
    expect((await call(ctx, 'comercial.admin', 'GET', `/api/v1/project/2/user/${id}`)).statusCode).toBe(404);
    await expect(loginWithPassword(ctx.baseUrl, username, 'NovaSenha#2026')).rejects.toThrow();
    expect((await auditRows(ctx, 'project_user', id))[0]?.action).toBe('DELETE');
  }, 120_000);

  it('lets the project manager run the lifecycle inside the own project', async () => {
    const res = await call(ctx, MANAGER, 'POST', '/api/v1/project/1/user', {
      body: {
        username: 'assist.p1',
        email: 'assist.p1@mentor.com.br',
        full_name: 'Assistente P1',
        role: 'mentor_gestor_projeto',
      },
      otp: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ project_id: 1, role: 'mentor_gestor_projeto' });
  }, 120_000);
});

describe('acting on a user who holds more than the caller', () => {
  const VICTIM = 'fin.p1';
  let victimId: string;
  beforeAll(async () => {
    await createOtpStaff(ctx, VICTIM, ['mentor_financial'], 1);
    const row = await ctx.handle.db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', VICTIM)
      .executeTakeFirstOrThrow();
    victimId = String(row.id);
  });
  const stored = () =>
    ctx.handle.db
      .selectFrom('staff_user')
      .select(['password_hash', 'totp_secret', 'realm_roles', 'enabled'])
      .where('username', '=', VICTIM)
      .executeTakeFirstOrThrow();

  it('refuses a reset, an update and a delete by an administrator lacking the payment permissions', async () => {
    const before = await stored();
    const reset = await call(
      ctx,
      'comercial.admin',
      'PUT',
      `/api/v1/project/1/user/${victimId}/reset-password`,
      { otp: true },
    );
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toMatch(
      /^Você não pode alterar um usuário com permissões que não possui: .*settle_payments/,
    );
    const update = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/project/1/user/${victimId}`, {
      body: {
        email: 'fin.p1@mentor.test',
        full_name: 'Fin',
        document: null,
        role: 'mentor_assistant',
        enabled: false,
      },
      otp: true,
    });
    expect(update.statusCode).toBe(403);
    const remove = await call(ctx, 'comercial.admin', 'DELETE', `/api/v1/project/1/user/${victimId}`, {
      body: { reason_code: 'OFFBOARDING' },
      otp: true,
    });
    expect(remove.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    // The member still signs in with the own password.
    await expect(loginWithPassword(ctx.baseUrl, VICTIM, 'demo')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  }, 120_000);

  it('a reset by someone who holds it all clears the authenticator and ends every session', async () => {
    const session = await loginWithPassword(ctx.baseUrl, VICTIM, 'demo');
    expect(session.refreshToken).toBeDefined();
    expect((await me(session.accessToken)).username).toBe(VICTIM);
    const reset = await call(ctx, 'superadmin', 'PUT', `/api/v1/project/1/user/${victimId}/reset-password`, {
      otp: true,
    });
    expect(reset.statusCode).toBe(204);
    expect((await stored()).totp_secret).toBeNull();

    // The old access token is refused within the staff state's few seconds.
    let refused: { statusCode: number; json(): { message: string } } | undefined;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      const res = await ctx.app.inject({
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      if (res.statusCode === 401) refused = res;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused?.json().message).toBe('Sessão encerrada. Entre novamente.');
    // Nothing renews it.
    await expect(refresh(ctx.baseUrl, session.refreshToken ?? '')).rejects.toThrow(/HTTP 400/);

    // The member sets a new password from the link and enrols a new authenticator before any
    // sensitive action.
    await setPasswordFromMail(ctx, VICTIM, 'Nova#Senha2026');
    const fresh = await loginWithPassword(ctx.baseUrl, VICTIM, 'Nova#Senha2026');
    expect((await me(fresh.accessToken)).username).toBe(VICTIM);
    const status = await ctx.app.inject({
      url: '/api/v1/otp/status',
      headers: { authorization: `Bearer ${fresh.accessToken}` },
    });
    expect(status.json().enrolled).toBe(false);
    const [last] = await auditRows(ctx, 'project_user', victimId);
    const resetRow = (await auditRows(ctx, 'project_user', victimId)).find((r) => r.actor === 'superadmin');
    expect(resetRow?.after).toMatchObject({
      password: 'link enviado ao usuário',
      authenticator: 'removido',
      sessions: 'encerradas',
    });
    expect(last).toMatchObject({ actor: VICTIM });
  }, 120_000);
});
