import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RecordedKeycloak, recording, serveRecording } from '../../../test/recorded-keycloak.ts';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { systemClock } from '../../config/clock.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { KeycloakCredentialDirectory } from './keycloak-credential-directory.ts';

/**
 * The Keycloak credential directory, through `@keycloak/keycloak-admin-client`, against a recorded
 * Keycloak 26 admin API (keycloak-contract/*.json): every request must be one the recording
 * holds, every recorded exchange of a scenario must be asked for, and the tests check what the
 * console makes of the answers. The clock is the recording's (the admin token's `iat`).
 */
const CONTRACT = path.join(import.meta.dirname, 'keycloak-contract');
const RECORDED_AT = new Date('2026-11-20T12:00:00Z');
const CLIENT = '5b0d7c1e-3f0a-4c55-9a57-2d8f1c0e9a11';
const ACCOUNT = 'e2c5b8a4-1d7f-4a3b-9c6e-8f0a2b4d6c33';
const ADMIN = '/admin/realms/partners';

let handle: DatabaseHandle;
let merchantOfProject1 = 0;
let keycloak: RecordedKeycloak | null = null;

function requestAs(user: Partial<AuthUser> = {}): Actor {
  return {
    requestId: 'kc-contract',
    clock: systemClock,
    user: {
      username: 'kc.admin',
      fullName: 'Administração Keycloak',
      realmRoles: ['mentor_logistic_admin'],
      permissions: ['manage_credentials'],
      multiProject: true,
      projectId: null,
      ...user,
    },
    reason: null,
    approvedBy: null,
  };
}

/** A directory talking to a recorded Keycloak that holds the token exchange and the named scenarios. */
async function directoryFor(...scenarios: string[]) {
  keycloak = await serveRecording('partners', recording(CONTRACT, 'token', ...scenarios));
  return new KeycloakCredentialDirectory(handle.db, {
    issuer: keycloak.issuer,
    clientId: 'mentor-admin',
    clientSecret: 'admin-secret',
  });
}

const sentTo = (method: string, suffix: string) =>
  (keycloak?.sent ?? []).filter((s) => s.method === method && s.path === `${ADMIN}${suffix}`);

beforeAll(async () => {
  handle = createDatabase(testDatabaseUrl(), 2);
  const merchant = await handle.db
    .selectFrom('merchant')
    .select('id')
    .where('project_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  merchantOfProject1 = merchant.id;
  vi.useFakeTimers({ toFake: ['Date'], now: RECORDED_AT });
});
afterEach(async () => {
  vi.setSystemTime(RECORDED_AT);
  if (!keycloak) return;
  const { refused, unused } = keycloak;
  await keycloak.close();
  keycloak = null;
  expect(refused, 'requests the recording does not hold').toEqual([]);
  expect(unused(), 'recorded exchanges never asked for').toEqual([]);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle?.close();
});

describe('Keycloak credential directory (recorded Keycloak 26 admin API)', () => {
  it('reads a credential: roles of its service account without default roles, mappers from attributes', async () => {
    const detail = await (await directoryFor('read-credential')).read(requestAs(), CLIENT);
    expect(detail).toMatchObject({
      credential_id: CLIENT,
      client_id: 'erp-loja-centro-a1b2c3',
      realm: 'partners',
      project_id: 1,
      merchant_id: 7,
      enabled: true,
      realm_roles: ['transactions-api'],
      client_roles: ['transactions:read'],
      mappers: { project_id: 1, merchant_id: 7 },
    });
    // One client-credentials token (client secret in Basic auth), sent as bearer on every admin call.
    const token = keycloak?.sent.filter((s) => s.path.endsWith('/protocol/openid-connect/token')) ?? [];
    expect(token).toHaveLength(1);
    expect(token[0]?.body).toEqual({ grant_type: 'client_credentials', client_id: 'mentor-admin' });
    const admin = keycloak?.sent.filter((s) => s.path.startsWith('/admin/')) ?? [];
    expect(admin.length).toBe(3);
    expect(admin.every((s) => s.authorization?.startsWith('Bearer eyJ'))).toBe(true);
  });

  it('asks for a new token shortly before the current one expires, never with an expired one', async () => {
    keycloak = await serveRecording(
      'partners',
      recording(CONTRACT, 'token-renewed', 'read-credential', 'read-credential'),
    );
    const kc = new KeycloakCredentialDirectory(handle.db, {
      issuer: keycloak.issuer,
      clientId: 'mentor-admin',
      clientSecret: 'admin-secret',
    });
    await kc.read(requestAs(), CLIENT);
    // The token lives 300 s; 280 s later (within the renewal margin) the next call renews it.
    vi.setSystemTime(new Date(RECORDED_AT.getTime() + 280_000));
    await kc.read(requestAs(), CLIENT);
    const bearers = keycloak.sent.filter((s) => s.path.startsWith('/admin/')).map((s) => s.authorization);
    expect(keycloak.sent.filter((s) => s.path.endsWith('/token'))).toHaveLength(2);
    expect(new Set(bearers.slice(0, 3)).size).toBe(1);
    expect(new Set(bearers.slice(3)).size).toBe(1);
    expect(bearers[0]).not.toBe(bearers[3]);
  });

  it('hides a client of another project from a single-project user, and answers 404 for unknown clients', async () => {
    const kc = await directoryFor('read-credential', 'unknown-client');
    await expect(kc.read(requestAs({ multiProject: false, projectId: 2 }), CLIENT)).rejects.toMatchObject({
      status: 404,
    });
    await expect(kc.read(requestAs(), '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
    });
    // The project check answers before roles are read: only the representation was asked for.
    await kc.read(requestAs(), CLIENT);
  });

  it('creates a confidential service-account client with claim mappers, creates and maps its roles, returns its secret', async () => {
    const answer = await (await directoryFor('create-credential')).create(requestAs(), {
      project_id: 1,
      merchant_id: merchantOfProject1,
      client_name: 'ERP Loja Centro',
      client_roles: ['pix:read'],
      realm_roles: ['pix-api'],
    });
    expect(answer.client_secret).toBe('Zk3v9QpL2mX8rT4wY6bN1cD5eF7gH0jK');
    expect(answer.client_id).toMatch(/^erp-loja-centro-[0-9a-f]{6}$/);
    const created = sentTo('POST', '/clients/')[0]?.body as {
      clientId: string;
      attributes: Record<string, string>;
      protocolMappers: Array<{ name: string; config: Record<string, string> }>;
    };
    expect(created.clientId).toBe(answer.client_id);
    expect(created.attributes.merchant_id).toBe(String(merchantOfProject1));
    expect(created.protocolMappers.map((m) => [m.name, m.config['claim.value']])).toEqual([
      ['project_id', '1'],
      ['merchant_id', String(merchantOfProject1)],
    ]);
    // The missing client role was created from the catalogue, then mapped as Keycloak returned it.
    expect(sentTo('POST', `/clients/${CLIENT}/roles`)[0]?.body).toEqual({
      name: 'pix:read',
      description: 'Consultar Pix',
    });
    expect(sentTo('POST', `/users/${ACCOUNT}/role-mappings/clients/${CLIENT}`)[0]?.body).toMatchObject([
      { id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6faa', name: 'pix:read' },
    ]);

    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('table_context', '=', 'credential')
      .where('record_id', '=', CLIENT)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('CREATE');
    expect(JSON.stringify(audit.after)).toContain('"secret_hint":"H0jK"');
    expect(JSON.stringify(audit.after)).not.toContain(answer.client_secret);
  });

  it('answers 409 when Keycloak already has the client, and 422 for a service the realm lacks, creating nothing', async () => {
    const kc = await directoryFor('create-credential-duplicate', 'create-credential-unknown-service');
    const input = {
      project_id: 1,
      merchant_id: merchantOfProject1,
      client_name: 'ERP Loja Centro',
      client_roles: ['pix:read'],
      realm_roles: ['pix-api'],
    };
    await expect(kc.create(requestAs(), input)).rejects.toMatchObject({
      status: 409,
      message: 'Já existe uma credencial com este identificador.',
    });
    await expect(kc.create(requestAs(), { ...input, realm_roles: ['cards-api'] })).rejects.toMatchObject({
      status: 422,
      errors: { realm_roles: [expect.stringContaining('cards-api')] },
    });
    expect(sentTo('POST', '/clients/')).toHaveLength(1);
  });

  it('disables through the client representation and resets the secret; a grace window is refused', async () => {
    const kc = await directoryFor('disable-and-reset-secret');
    const off = await kc.setEnabled(requestAs(), CLIENT, false);
    expect(off.enabled).toBe(false);
    expect(sentTo('PUT', `/clients/${CLIENT}`)[0]?.body).toMatchObject({
      clientId: 'erp-loja-centro-a1b2c3',
      enabled: false,
    });
    // The recorded client is enabled: enabling it again is refused before any change.
    await expect(kc.setEnabled(requestAs(), CLIENT, true)).rejects.toMatchObject({ status: 409 });

    const reset = await kc.resetSecret(requestAs(), CLIENT, 0);
    expect(reset).toEqual({
      id: 0,
      client_id: 'erp-loja-centro-a1b2c3',
      client_secret: 'Hq8sW2nV5bX1cZ7mK4jL9pR3tY6uE0aD',
      previous_expires_at: null,
    });
    await expect(kc.resetSecret(requestAs(), CLIENT, 30)).rejects.toMatchObject({ status: 422 });
    expect(sentTo('POST', `/clients/${CLIENT}/client-secret`)).toHaveLength(1);
  });

  it('removes only mapped roles and audits the roles before and after', async () => {
    const detail = await (await directoryFor('remove-roles')).removeRoles(requestAs(), CLIENT, {
      client_roles: ['transactions:read'],
      realm_roles: ['transactions-api', 'pix-api'],
    });
    expect(detail).toMatchObject({ realm_roles: [], client_roles: [] });
    const realm = sentTo('DELETE', `/users/${ACCOUNT}/role-mappings/realm`)[0]?.body as Array<{
      name: string;
    }>;
    expect(realm.map((r) => r.name)).toEqual(['transactions-api']);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('table_context', '=', 'credential')
      .where('record_id', '=', CLIENT)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ client_roles: ['transactions:read'], realm_roles: ['transactions-api'] });
    expect(audit.after).toEqual({ client_roles: [], realm_roles: [] });
  });

  it('moves the claim mappers: updates project_id, deletes merchant_id, mirrors both as attributes', async () => {
    const detail = await (await directoryFor('move-mappers')).updateMappers(requestAs(), CLIENT, {
      project_id: 1,
      merchant_id: null,
    });
    expect(detail.mappers).toEqual({ project_id: 1, merchant_id: null });
    const put = sentTo('PUT', `/clients/${CLIENT}`)[0]?.body as { attributes: Record<string, string> };
    expect(put.attributes).not.toHaveProperty('merchant_id');
  });

  it('lists the managed clients with the project filter and maps realm roles to role_keycloak_id', async () => {
    const kc = await directoryFor('list-credentials', 'realm-roles');
    const page = await kc.list(
      requestAs(),
      { project_ids: [1], merchant_ids: [], realms: [], realm_roles: [], client_roles: [] },
      { page: 1, perPage: 10 },
    );
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ client_id: 'erp-loja-centro-a1b2c3', project_id: 1 });
    expect(await kc.realmRoles()).toEqual([
      { role_name: 'transactions-api', role_keycloak_id: 'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c66' },
      { role_name: 'pix-api', role_keycloak_id: 'c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e99' },
    ]);
    expect(await kc.realms()).toEqual([{ realm: 'partners' }]);
  });

  it('answers 502, not 500, when the admin client is refused its token', async () => {
    keycloak = await serveRecording('partners', [
      {
        request: {
          method: 'POST',
          path: '/realms/partners/protocol/openid-connect/token',
          body: { grant_type: 'client_credentials', client_id: 'mentor-admin' },
        },
        response: {
          status: 401,
          body: {
            error: 'unauthorized_client',
            error_description: 'Invalid client or Invalid client credentials',
          },
        },
      },
    ]);
    const kc = new KeycloakCredentialDirectory(handle.db, {
      issuer: keycloak.issuer,
      clientId: 'mentor-admin',
      clientSecret: 'wrong-secret',
    });
    await expect(kc.read(requestAs(), CLIENT)).rejects.toMatchObject({
      status: 502,
      message: 'O provedor de identidade recusou o acesso (401).',
    });
  });
});
