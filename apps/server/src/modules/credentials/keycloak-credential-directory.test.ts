import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { createDatabase, type DatabaseHandle } from '../../db/database.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { KeycloakCredentialDirectory } from './keycloak-credential-directory.ts';

/**
 * The Keycloak adapter against a recorded contract: the admin API answers below are Keycloak's
 * representations (keycloak-contract/*.json); every request the adapter makes must be one the
 * contract knows, and the tests check what it sends.
 */
const ISSUER = 'https://sso.example.test/realms/partners';
const ADMIN = 'https://sso.example.test/admin/realms/partners';
const CLIENT = '5b0d7c1e-3f0a-4c55-9a57-2d8f1c0e9a11';
const ACCOUNT = 'e2c5b8a4-1d7f-4a3b-9c6e-8f0a2b4d6c33';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'keycloak-contract', `${name}.json`), 'utf8'));

interface Sent {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** A Keycloak that answers from the recorded contract and records what it was sent. */
function recordedKeycloak(overrides: Record<string, Answer> = {}) {
  const sent: Sent[] = [];
  const routes: Record<string, Answer> = {
    [`POST ${ISSUER}/protocol/openid-connect/token`]: { status: 200, body: fixture('token') },
    [`GET ${ADMIN}/clients/${CLIENT}`]: { status: 200, body: fixture('client') },
    [`PUT ${ADMIN}/clients/${CLIENT}`]: { status: 204 },
    [`GET ${ADMIN}/clients/${CLIENT}/service-account-user`]: {
      status: 200,
      body: fixture('service-account-user'),
    },
    [`GET ${ADMIN}/users/${ACCOUNT}/role-mappings`]: { status: 200, body: fixture('role-mappings') },
    [`POST ${ADMIN}/clients`]: { status: 201, headers: { location: `${ADMIN}/clients/${CLIENT}` } },
    [`GET ${ADMIN}/roles/pix-api`]: { status: 200, body: fixture('realm-role') },
    [`POST ${ADMIN}/users/${ACCOUNT}/role-mappings/realm`]: { status: 204 },
    [`DELETE ${ADMIN}/users/${ACCOUNT}/role-mappings/realm`]: { status: 204 },
    [`POST ${ADMIN}/clients/${CLIENT}/roles`]: { status: 201 },
    [`GET ${ADMIN}/clients/${CLIENT}/roles/pix%3Aread`]: { status: 200, body: fixture('client-role') },
    [`POST ${ADMIN}/users/${ACCOUNT}/role-mappings/clients/${CLIENT}`]: { status: 204 },
    [`DELETE ${ADMIN}/users/${ACCOUNT}/role-mappings/clients/${CLIENT}`]: { status: 204 },
    [`GET ${ADMIN}/clients/${CLIENT}/client-secret`]: { status: 200, body: fixture('client-secret') },
    [`POST ${ADMIN}/clients/${CLIENT}/client-secret`]: { status: 200, body: fixture('client-secret') },
    [`GET ${ADMIN}/roles?briefRepresentation=true`]: { status: 200, body: fixture('realm-roles') },
    [`GET ${ADMIN}/clients/${CLIENT}/protocol-mappers/models`]: {
      status: 200,
      body: (fixture('client') as { protocolMappers: unknown[] }).protocolMappers,
    },
    [`PUT ${ADMIN}/clients/${CLIENT}/protocol-mappers/models/0c6f1a52-8b0e-4d0f-b7a3-6f8f5a1d2e01`]: {
      status: 204,
    },
    [`DELETE ${ADMIN}/clients/${CLIENT}/protocol-mappers/models/0c6f1a52-8b0e-4d0f-b7a3-6f8f5a1d2e02`]: {
      status: 204,
    },
    ...overrides,
  };
  const fake: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const body =
      raw instanceof URLSearchParams
        ? Object.fromEntries(raw)
        : typeof raw === 'string'
          ? JSON.parse(raw)
          : undefined;
    sent.push({ method, url, body, authorization: headers.get('authorization') });
    const key = `${method} ${url}`;
    const answer =
      routes[key] ??
      (method === 'GET' && url.startsWith(`${ADMIN}/clients?`) ? routes['GET clients?'] : undefined);
    if (!answer) return new Response(JSON.stringify(fixture('error-not-found')), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fake, sent, routes };
}

let handle: DatabaseHandle;
let merchantOfProject1 = 0;

function requestAs(user: Partial<AuthUser> = {}): FastifyRequest {
  return {
    id: 'kc-contract',
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
  } as unknown as FastifyRequest;
}

function directory(keycloak: ReturnType<typeof recordedKeycloak>) {
  return new KeycloakCredentialDirectory(handle.db, {
    issuer: ISSUER,
    clientId: 'mentor-admin',
    clientSecret: 'admin-secret',
    fetch: keycloak.fake,
  });
}

beforeAll(async () => {
  handle = createDatabase(testDatabaseUrl(), 2);
  const merchant = await handle.db
    .selectFrom('merchant')
    .select('id')
    .where('project_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  merchantOfProject1 = merchant.id;
});
afterAll(async () => {
  await handle?.close();
});

describe('Keycloak credential directory (recorded admin API contract)', () => {
  it('reads a credential: roles of its service account without default roles, mappers from attributes', async () => {
    const keycloak = recordedKeycloak();
    const detail = await directory(keycloak).read(requestAs(), CLIENT);
    expect(detail).toMatchObject({
      credential_id: CLIENT,
      client_id: 'erp-loja-centro-a1b2c3',
      realm: 'partners',
      project_id: 1,
      merchant_id: 7,
      enabled: true,
      realm_roles: ['transactions-api'],
      client_roles: ['transactions:read'],
    });
    // One admin token, sent as a bearer on every admin call.
    expect(keycloak.sent[0]?.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'mentor-admin',
    });
    expect(keycloak.sent.slice(1).every((s) => s.authorization?.startsWith('Bearer eyJ'))).toBe(true);
    expect(keycloak.sent.filter((s) => s.url.endsWith('/token'))).toHaveLength(1);
  });

  it('hides a client of another project from a single-project user, and answers 404 for unknown clients', async () => {
    const keycloak = recordedKeycloak();
    await expect(
      directory(keycloak).read(requestAs({ multiProject: false, projectId: 2 }), CLIENT),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      directory(keycloak).read(requestAs(), '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates a confidential service-account client with claim mappers, maps its roles and returns its secret', async () => {
    const keycloak = recordedKeycloak({
      [`GET ${ADMIN}/roles/pix-api`]: { status: 200, body: fixture('realm-role') },
    });
    const answer = await directory(keycloak).create(requestAs(), {
      project_id: 1,
      merchant_id: merchantOfProject1,
      client_name: 'ERP Loja Centro',
      client_roles: ['pix:read'],
      realm_roles: ['pix-api'],
    });
    expect(answer.client_secret).toBe('Zk3v9QpL2mX8rT4wY6bN1cD5eF7gH0jK');
    const created = keycloak.sent.find((s) => s.method === 'POST' && s.url === `${ADMIN}/clients`);
    expect(created?.body).toMatchObject({
      clientId: answer.client_id,
      publicClient: false,
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
      directAccessGrantsEnabled: false,
      attributes: { mentor_credential: 'true', project_id: '1', merchant_id: String(merchantOfProject1) },
    });
    const mappers = (
      (created?.body ?? { protocolMappers: [] }) as {
        protocolMappers: Array<{ name: string; config: Record<string, string> }>;
      }
    ).protocolMappers;
    expect(mappers.map((m) => [m.name, m.config['claim.value'], m.config['access.token.claim']])).toEqual([
      ['project_id', '1', 'true'],
      ['merchant_id', String(merchantOfProject1), 'true'],
    ]);
    const realmMapping = keycloak.sent.find((s) => s.url.endsWith(`/users/${ACCOUNT}/role-mappings/realm`));
    expect(realmMapping?.body).toEqual([
      { id: 'c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e99', name: 'pix-api', description: 'Pix' },
    ]);
    const clientRole = keycloak.sent.find(
      (s) => s.method === 'POST' && s.url === `${ADMIN}/clients/${CLIENT}/roles`,
    );
    expect(clientRole?.body).toEqual({ name: 'pix:read', description: 'Consultar Pix' });

    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('table_context', '=', 'credential')
      .where('record_id', '=', CLIENT)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('CREATE');
    expect(JSON.stringify(audit.after)).not.toContain(answer.client_secret);
  });

  it('disables through the client representation and resets the secret; a grace window is refused', async () => {
    const keycloak = recordedKeycloak();
    const kc = directory(keycloak);
    const off = await kc.setEnabled(requestAs(), CLIENT, false);
    expect(off.enabled).toBe(false);
    const put = keycloak.sent.find((s) => s.method === 'PUT' && s.url === `${ADMIN}/clients/${CLIENT}`);
    expect(put?.body).toMatchObject({ clientId: 'erp-loja-centro-a1b2c3', enabled: false });

    await expect(kc.setEnabled(requestAs(), CLIENT, true)).rejects.toMatchObject({ status: 409 });

    const reset = await kc.resetSecret(requestAs(), CLIENT, 0);
    expect(reset).toMatchObject({ client_id: 'erp-loja-centro-a1b2c3', previous_expires_at: null });
    expect(keycloak.sent.some((s) => s.method === 'POST' && s.url.endsWith('/client-secret'))).toBe(true);
    await expect(kc.resetSecret(requestAs(), CLIENT, 30)).rejects.toMatchObject({ status: 422 });
  });

  it('removes only mapped roles and moves the mappers', async () => {
    const keycloak = recordedKeycloak();
    const kc = directory(keycloak);
    await kc.removeRoles(requestAs(), CLIENT, {
      client_roles: ['transactions:read'],
      realm_roles: ['transactions-api', 'pix-api'],
    });
    const realm = keycloak.sent.find((s) => s.method === 'DELETE' && s.url.endsWith('/role-mappings/realm'));
    expect(((realm?.body ?? []) as Array<{ name: string }>).map((r) => r.name)).toEqual(['transactions-api']);
    const client = keycloak.sent.find(
      (s) => s.method === 'DELETE' && s.url.endsWith(`/role-mappings/clients/${CLIENT}`),
    );
    expect(((client?.body ?? []) as Array<{ name: string }>).map((r) => r.name)).toEqual([
      'transactions:read',
    ]);

    await kc.updateMappers(requestAs(), CLIENT, { project_id: 1, merchant_id: null });
    const projectMapper = keycloak.sent.find((s) => s.method === 'PUT' && s.url.endsWith('2e01'));
    expect(projectMapper?.body).toMatchObject({ name: 'project_id', config: { 'claim.value': '1' } });
    expect(keycloak.sent.some((s) => s.method === 'DELETE' && s.url.endsWith('2e02'))).toBe(true);
  });

  it('lists the managed clients with the project filter and maps realm roles to role_keycloak_id', async () => {
    const keycloak = recordedKeycloak({ 'GET clients?': { status: 200, body: fixture('clients') } });
    const kc = directory(keycloak);
    const page = await kc.list(
      requestAs(),
      { project_ids: [1], merchant_ids: [], realms: [], realm_roles: [], client_roles: [] },
      { page: 1, perPage: 10 },
    );
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ client_id: 'erp-loja-centro-a1b2c3', project_id: 1 });
    const listed = keycloak.sent.find((s) => s.url.startsWith(`${ADMIN}/clients?`));
    expect(new URL(listed?.url ?? '').searchParams.get('q')).toBe('mentor_credential:true');

    expect(await kc.realmRoles()).toEqual([
      { role_name: 'transactions-api', role_keycloak_id: 'a7b8c9d0-1e2f-4a3b-8c4d-5e6f7a8b9c66' },
      { role_name: 'pix-api', role_keycloak_id: 'c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e99' },
    ]);
    expect(await kc.realms()).toEqual([{ realm: 'partners' }]);
  });
});
