import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RecordedKeycloak, recording, serveRecording } from '../../../test/recorded-keycloak.ts';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { systemClock } from '../../config/clock.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { KeycloakUserDirectory } from './keycloak-user-directory.ts';
import type { ProjectUserInput } from './user-directory.ts';

/**
 * The Keycloak project-user directory, through `@keycloak/keycloak-admin-client`, against a
 * recorded Keycloak 26 admin API (keycloak-contract/*.json): every request must be one the
 * recording holds and every recorded exchange of a scenario must be asked for.
 */
const CONTRACT = path.join(import.meta.dirname, 'keycloak-contract');
const RECORDED_AT = new Date('2026-11-20T12:00:00Z');
const ADMIN = '/admin/realms/mentor';
const ANA = '3d6f8a2c-5b1e-4c7d-9a0f-2e4b6c8d0a11';
const ANDERSON = '8b1d3f5a-7c9e-4a2b-8d4f-6a8c0e2b4d22';
const OTHER_PROJECT = 'c4e6a8b0-2d4f-4b6a-9c8e-0f2a4c6e8a33';
const CREATED = '5f7a9c1e-3b5d-4f7a-8b9c-1d3e5f7a9b44';
const STAFF = 'kc.ana.souza';

let handle: DatabaseHandle;
let keycloak: RecordedKeycloak | null = null;

function requestAs(user: Partial<AuthUser> = {}): Actor {
  return {
    requestId: 'kc-users-contract',
    clock: systemClock,
    user: {
      username: 'kc.project.admin',
      fullName: 'Administração de usuários',
      realmRoles: ['mentor_super_admin'],
      permissions: ['create_project_user'],
      multiProject: true,
      projectId: null,
      ...user,
    },
    reason: null,
    approvedBy: null,
  };
}

async function directoryFor(...scenarios: string[]) {
  keycloak = await serveRecording('mentor', recording(CONTRACT, 'token', ...scenarios));
  return new KeycloakUserDirectory(handle.db, {
    issuer: keycloak.issuer,
    clientId: 'mentor-server',
    clientSecret: 'server-secret',
  });
}

const sentTo = (method: string, suffix: string) =>
  (keycloak?.sent ?? []).filter((s) => s.method === method && s.path === `${ADMIN}${suffix}`);

const lastAudit = (recordId: string) =>
  handle.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'project_id'])
    .where('table_context', '=', 'project_user')
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const input = (over: Partial<ProjectUserInput> = {}): ProjectUserInput => ({
  username: 'kc.carla.dias',
  email: 'carla.dias@lojacentro.com.br',
  full_name: 'Carla Dias Neto',
  document: '11144477735',
  role: 'mentor_financial',
  enabled: true,
  ...over,
});

beforeAll(async () => {
  handle = createDatabase(testDatabaseUrl(), 2);
  await handle.db.deleteFrom('staff_user').where('username', '=', STAFF).execute();
  await handle.db
    .insertInto('staff_user')
    .values({
      username: STAFF,
      email: 'ana.souza@lojacentro.com.br',
      full_name: 'Ana Souza Lima',
      document: null,
      password_hash: null,
      project_id: 1,
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_enrolled_at: new Date('2026-10-01T12:00:00Z'),
      sessions_revoked_at: null,
    })
    .execute();
  vi.useFakeTimers({ toFake: ['Date'], now: RECORDED_AT });
});
afterEach(async () => {
  if (!keycloak) return;
  const { refused, unused } = keycloak;
  await keycloak.close();
  keycloak = null;
  expect(refused, 'requests the recording does not hold').toEqual([]);
  expect(unused(), 'recorded exchanges never asked for').toEqual([]);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle?.db.deleteFrom('staff_user').where('username', '=', STAFF).execute();
  await handle?.close();
});

describe('Keycloak user directory (recorded Keycloak 26 admin API)', () => {
  it('lists the project users with count, page and each one mentor_ role, sorted as asked', async () => {
    const kc = await directoryFor('list-users');
    const page = await kc.list(1, {
      page: 1,
      perPage: 20,
      sortBy: 'full_name',
      sortDesc: true,
      search: 'an',
    });
    expect(page.total).toBe(2);
    expect(page.data.map((u) => [u.username, u.full_name, u.role, u.document])).toEqual([
      ['kc.anderson.reis', 'Anderson Reis', 'mentor_logistic_operator', null],
      ['kc.ana.souza', 'Ana Souza Lima', 'mentor_financial', '52998224725'],
    ]);
    expect(page.data[1]).toMatchObject({
      id: ANA,
      project_id: 1,
      enabled: true,
      email: 'ana.souza@lojacentro.com.br',
    });
  });

  it('creates the user without a password, Keycloak e-mailing the member a link to set theirs, and audits it', async () => {
    const user = await (await directoryFor('create-user')).create(requestAs(), 1, input());
    expect(user).toEqual({
      id: CREATED,
      username: 'kc.carla.dias',
      email: 'carla.dias@lojacentro.com.br',
      full_name: 'Carla Dias Neto',
      document: '11144477735',
      role: 'mentor_financial',
      enabled: true,
      project_id: 1,
      created_at: RECORDED_AT.toISOString(),
    });
    expect(sentTo('POST', `/users/${CREATED}/role-mappings/realm`)[0]?.body).toMatchObject([
      { id: '6b8d0f2a-4c6e-4a8c-9e0a-2c4e6a8c0e81', name: 'mentor_financial' },
    ]);
    const audit = await lastAudit(CREATED);
    expect(audit).toMatchObject({ action: 'CREATE', project_id: 1 });
    expect(audit.after).toMatchObject({ password: 'link enviado ao usuário' });
    // No credential is sent: the member chooses the password from Keycloak's e-mail.
    expect(sentTo('POST', '/users/')[0]?.body).toMatchObject({ requiredActions: ['UPDATE_PASSWORD'] });
    expect(sentTo('POST', '/users/')[0]?.body).not.toHaveProperty('credentials');
    expect(sentTo('PUT', `/users/${CREATED}/execute-actions-email`)).toHaveLength(1);
  });

  it('answers a duplicate username with the 409 of the built-in directory, and an unknown role with 422 before creating', async () => {
    const kc = await directoryFor('create-user-duplicate', 'unknown-role');
    const duplicate = input({
      username: 'kc.ana.souza',
      email: 'ana.souza@lojacentro.com.br',
      full_name: 'Ana Souza Lima',
      document: null,
    });
    await expect(kc.create(requestAs(), 1, duplicate)).rejects.toMatchObject({
      status: 409,
      errors: {
        username: ['Já existe um usuário com este nome de usuário'],
        email: ['Já existe um usuário com este e-mail'],
      },
    });
    await expect(kc.create(requestAs(), 1, input({ role: 'mentor_auditor' }))).rejects.toMatchObject({
      status: 422,
      errors: { role: ['O campo Perfil não é válido'] },
    });
    expect(sentTo('POST', '/users/')).toHaveLength(1);
  });

  it('updates name, e-mail, document and role; a new role or a disable logs the member out and refuses older tokens', async () => {
    const before = await handle.db
      .selectFrom('staff_user')
      .select('sessions_revoked_at')
      .where('username', '=', STAFF)
      .executeTakeFirstOrThrow();
    expect(before.sessions_revoked_at).toBeNull();
    const after = await (await directoryFor('update-user')).update(requestAs(), 1, ANA, {
      email: 'ana.lima@lojacentro.com.br',
      full_name: 'Ana Lima',
      document: null,
      role: 'mentor_logistic_operator',
      enabled: false,
    });
    expect(after).toMatchObject({ role: 'mentor_logistic_operator', enabled: false, document: null });
    expect(sentTo('DELETE', `/users/${ANA}/role-mappings/realm`)[0]?.body).toMatchObject([
      { name: 'mentor_financial' },
    ]);
    expect(sentTo('POST', `/users/${ANA}/logout`)).toHaveLength(1);
    const staff = await handle.db
      .selectFrom('staff_user')
      .select(['sessions_revoked_at', 'totp_secret'])
      .where('username', '=', STAFF)
      .executeTakeFirstOrThrow();
    expect(staff.sessions_revoked_at).toEqual(RECORDED_AT);
    // A role change keeps the authenticator; only a password reset clears it.
    expect(staff.totp_secret).toBe('JBSWY3DPEHPK3PXP');
    const audit = await lastAudit(ANA);
    expect(audit.before).toMatchObject({ role: 'mentor_financial', enabled: true });
    expect(audit.after).toMatchObject({ role: 'mentor_logistic_operator', enabled: false });
  });

  it('resets the password by a Keycloak e-mail to the member, logs them out and clears the console authenticator', async () => {
    await (await directoryFor('reset-password')).resetPassword(requestAs(), 1, ANA);
    const staff = await handle.db
      .selectFrom('staff_user')
      .select(['sessions_revoked_at', 'totp_secret', 'totp_enrolled_at'])
      .where('username', '=', STAFF)
      .executeTakeFirstOrThrow();
    expect(staff).toEqual({ sessions_revoked_at: RECORDED_AT, totp_secret: null, totp_enrolled_at: null });
    const audit = await lastAudit(ANA);
    expect(audit.after).toEqual({
      username: STAFF,
      password: 'link enviado ao usuário',
      authenticator: 'removido',
      sessions: 'encerradas',
    });
    expect(sentTo('PUT', `/users/${ANA}/execute-actions-email`)).toHaveLength(1);
    expect(sentTo('PUT', `/users/${ANA}/reset-password`)).toHaveLength(0);
  });

  it('deletes a user of the project, but not oneself', async () => {
    const kc = await directoryFor('remove-user');
    await expect(kc.remove(requestAs({ username: 'kc.anderson.reis' }), 1, ANDERSON)).rejects.toMatchObject({
      status: 409,
    });
    await kc.remove(requestAs(), 1, ANDERSON);
    expect(sentTo('DELETE', `/users/${ANDERSON}`)).toHaveLength(1);
    expect((await lastAudit(ANDERSON)).action).toBe('DELETE');
  });

  it('answers 404 for a user of another project and for one Keycloak does not know', async () => {
    const kc = await directoryFor('other-project-and-unknown');
    await expect(kc.get(1, OTHER_PROJECT)).rejects.toMatchObject({
      status: 404,
      message: 'Usuário não encontrado.',
    });
    await expect(kc.get(1, '0b7e9f1a-0000-4000-8000-000000000404')).rejects.toMatchObject({
      status: 404,
      message: 'Usuário não encontrado.',
    });
  });
});
