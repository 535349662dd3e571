import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff, rotation, WRONG_CODE } from '../../../test/test-support.ts';
import { PLATFORM_API_AUDIENCE } from '../../oidc/credential-clients.ts';

let ctx: TestContext;
const ADMINS = [
  'cred.admin.a',
  'cred.admin.b',
  'cred.admin.c',
  'cred.admin.d',
  'cred.admin.e',
  'cred.admin.f',
];
const admin = rotation(ADMINS);
const LOGISTICS = ['mentor_logistic_admin'];
const SCOPE_GRANTS = [
  'read_transactions',
  'access_transaction_management',
  'list_transactions',
  'report_and_handle_violations',
  'read_bank_billets',
  'update_bank_billets',
  'cancel_bank_billets',
  'view_approved_records',
  'read_financial',
];
// Several changes in a row each wait for an unspent one-time code of the next administrator.
vi.setConfig({ testTimeout: 120_000 });
const BASE = '/api/v1/credential/mentor';

beforeAll(async () => {
  ctx = await startTestApp();
  // Administrators who may themselves do what the credentials of these tests are given.
  for (const name of ADMINS) await createOtpStaff(ctx, name, [...LOGISTICS, ...SCOPE_GRANTS]);
});
afterAll(async () => {
  await ctx?.close();
});

/** A change with a real one-time code of the next administrator. */
function change(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return call(ctx, admin(), method, url, { otp: true, body });
}

async function merchantOf(projectId: number): Promise<number> {
  const row = await ctx.handle.db
    .selectFrom('merchant')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The client-credentials grant at the built-in provider, as a partner's system calls it. */
async function clientToken(clientId: string, secret: string) {
  const response = await fetch(`${ctx.baseUrl}/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  return { status: response.status, body };
}

/** Verifies the token against the provider's published keys and returns its claims. */
async function claimsOf(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${ctx.baseUrl}/auth/jwks`));
  const { payload } = await jwtVerify(token, jwks, {
    issuer: `${ctx.baseUrl}/auth`,
    audience: PLATFORM_API_AUDIENCE,
  });
  return payload as Record<string, unknown> & {
    realm_access: { roles: string[] };
    resource_access: Record<string, { roles: string[] }>;
  };
}

async function createCredential(body: Record<string, unknown>) {
  const response = await change('POST', BASE, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; client_id: string; client_secret: string };
}

describe('credential create and client-credentials tokens', () => {
  it('refuses a create without a one-time code, with a wrong code and without the permission', async () => {
    const body = { project_id: 1, client_name: 'Sem código', client_roles: ['pix:read'], realm_roles: [] };
    expect((await call(ctx, admin(), 'POST', BASE, { body })).statusCode).toBe(403);
    expect((await call(ctx, admin(), 'POST', BASE, { body, otp: WRONG_CODE })).statusCode).toBe(403);
    expect((await call(ctx, 'logistica.operador', 'GET', BASE)).statusCode).toBe(403);
    const count = await ctx.handle.db
      .selectFrom('credential')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_name', '=', 'Sem código')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers field errors for bad input, unknown roles and a merchant of another project', async () => {
    const missing = await call(ctx, admin(), 'POST', BASE, { otp: true, body: { client_roles: [] } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['project_id', 'client_name']));

    const unknown = await change('POST', BASE, {
      project_id: 1,
      client_name: 'Papéis errados',
      client_roles: ['nao:existe'],
      realm_roles: ['servico-inexistente'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.client_roles[0]).toContain('Permissão desconhecida');
    expect(unknown.json().errors.realm_roles[0]).toContain('Serviço desconhecido');

    const foreign = await change('POST', BASE, {
      project_id: 1,
      merchant_id: await merchantOf(2),
      client_name: 'Outro projeto',
      client_roles: [],
      realm_roles: [],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.merchant_id).toEqual(['O estabelecimento não pertence ao projeto.']);

    expect((await call(ctx, admin(), 'GET', '/api/v1/credential/keycloak')).statusCode).toBe(404);
  });

  it('creates a confidential client whose token carries its roles and mappers at once', async () => {
    const merchant = await merchantOf(1);
    const created = await createCredential({
      project_id: 1,
      merchant_id: merchant,
      client_name: 'Loja Ação Teste',
      client_roles: ['transactions:read', 'refunds:write'],
      realm_roles: ['transactions-api'],
    });
    expect(created.client_id).toMatch(/^loja-acao-teste-[0-9a-f]{6}$/);
    expect(created.client_secret.length).toBeGreaterThanOrEqual(40);

    // Only a digest is stored; the secret is in no row and in no audit entry.
    const stored = await ctx.handle.db
      .selectFrom('credential_secret')
      .selectAll()
      .where('credential_id', '=', created.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]?.secret_digest ?? []).toString('utf8')).not.toContain(created.client_secret);
    const audits = await auditRows(ctx, 'credential', created.id);
    expect(audits[0]?.action).toBe('CREATE');
    expect(JSON.stringify(audits[0]?.after)).not.toContain(created.client_secret);
    expect(audits[0]?.after).toMatchObject({
      client_roles: ['refunds:write', 'transactions:read'],
      project_id: 1,
    });

    const token = await clientToken(created.client_id, created.client_secret);
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const claims = await claimsOf(token.body.access_token ?? '');
    expect(claims.client_id).toBe(created.client_id);
    expect(claims.realm_access.roles).toEqual(['transactions-api']);
    expect(claims.resource_access[created.client_id]?.roles).toEqual(['refunds:write', 'transactions:read']);
    expect(claims.project_id).toBe(1);
    expect(claims.merchant_id).toBe(merchant);

    // A wrong secret is refused; a credential token never opens the back-office API.
    expect((await clientToken(created.client_id, `${created.client_secret}x`)).status).toBe(401);
    const staffApi = await ctx.app.inject({
      url: BASE,
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(staffApi.statusCode).toBe(401);

    // The detail shows the last use and the traffic of the day.
    const detail = await call(ctx, admin(), 'GET', `/api/v1/credential/${created.id}/mentor`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      client_id: created.client_id,
      enabled: true,
      unused: false,
      tokens_last_24h: 1,
      mappers: { project_id: 1, merchant_id: merchant },
    });
    expect(detail.json().secrets).toHaveLength(1);
    expect(detail.json().secrets[0].hint).toBe(created.client_secret.slice(-4));
    expect(detail.json().secrets[0].last_used_at).not.toBeNull();
  });

  it('adds and removes roles and changes mappers, seen in the next token and audited', async () => {
    const created = await createCredential({
      project_id: 1,
      client_name: 'Papéis Mutáveis',
      client_roles: ['pix:read'],
      realm_roles: ['pix-api'],
    });
    const url = `/api/v1/credential/${created.id}/mentor`;

    expect(
      (await call(ctx, admin(), 'POST', `${url}/roles`, { body: { client_roles: ['pix:write'] } }))
        .statusCode,
    ).toBe(403);
    const empty = await change('POST', `${url}/roles`, { client_roles: [], realm_roles: [] });
    expect(empty.statusCode).toBe(422);

    const added = await change('POST', `${url}/roles`, {
      client_roles: ['pix:write'],
      realm_roles: ['pix-qrcode'],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().client_roles).toEqual(['pix:read', 'pix:write']);
    let claims = await claimsOf(
      (await clientToken(created.client_id, created.client_secret)).body.access_token ?? '',
    );
    expect(claims.realm_access.roles.sort()).toEqual(['pix-api', 'pix-qrcode']);

    const removed = await change('DELETE', `${url}/roles`, {
      client_roles: ['pix:read'],
      realm_roles: ['pix-qrcode'],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    claims = await claimsOf(
      (await clientToken(created.client_id, created.client_secret)).body.access_token ?? '',
    );
    expect(claims.resource_access[created.client_id]?.roles).toEqual(['pix:write']);
    expect(claims.realm_access.roles).toEqual(['pix-api']);

    const merchant = await merchantOf(2);
    const moved = await change('PUT', `${url}/mappers`, { project_id: 2, merchant_id: merchant });
    expect(moved.statusCode, moved.body).toBe(200);
    claims = await claimsOf(
      (await clientToken(created.client_id, created.client_secret)).body.access_token ?? '',
    );
    expect(claims.project_id).toBe(2);
    expect(claims.merchant_id).toBe(merchant);

    const audits = await auditRows(ctx, 'credential', created.id);
    expect(audits.map((a) => a.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE', 'CREATE']);
    expect(audits[0]?.before).toMatchObject({ project_id: 1, merchant_id: null });
    expect(audits[0]?.after).toMatchObject({ project_id: 2, merchant_id: merchant });
    expect(audits[1]?.before).toMatchObject({ client_roles: ['pix:read', 'pix:write'] });
    expect(audits[1]?.after).toMatchObject({ client_roles: ['pix:write'] });

    // Effective permissions: the contexts of pix-api, allowed where pix:write is enough.
    const effective = await call(ctx, admin(), 'GET', `${url}/effective-permissions`);
    expect(effective.statusCode).toBe(200);
    const rows = effective.json() as Array<{
      service: string;
      request_type: string;
      path: string;
      allowed: boolean;
    }>;
    expect(rows.every((r) => r.service === 'pix-api')).toBe(true);
    expect(rows.find((r) => r.request_type === 'POST' && r.path === '/v2/pix/payments')?.allowed).toBe(true);
    expect(rows.find((r) => r.request_type === 'GET' && r.path === '/v2/pix/payments/{e2eId}')?.allowed).toBe(
      false,
    );
  });
});

describe('secret reset and disabling', () => {
  it('a reset without grace stops the old secret at once; the new one is shown once', async () => {
    const created = await createCredential({
      project_id: 3,
      client_name: 'Reset Imediato',
      client_roles: ['merchants:read'],
      realm_roles: [],
    });
    const url = `/api/v1/credential/${created.id}/mentor/client-secret/reset`;
    expect((await call(ctx, admin(), 'PUT', url, { body: {} })).statusCode).toBe(403);

    const reset = await change('PUT', url, {});
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json().client_secret as string;
    expect(fresh).not.toBe(created.client_secret);
    expect(reset.json().previous_expires_at).toBeNull();

    expect((await clientToken(created.client_id, created.client_secret)).status).toBe(401);
    expect((await clientToken(created.client_id, fresh)).status).toBe(200);

    const detail = await call(ctx, admin(), 'GET', `/api/v1/credential/${created.id}/mentor`);
    expect(JSON.stringify(detail.json())).not.toContain(fresh);
    const audits = await auditRows(ctx, 'credential', created.id);
    expect(audits[0]?.after).toMatchObject({ grace_minutes: 0, secret_hint: fresh.slice(-4) });
    expect(JSON.stringify(audits[0])).not.toContain(fresh);
  });

  it('a reset with a grace window keeps the old secret until it ends, both shown with their expiry', async () => {
    const created = await createCredential({
      project_id: 1,
      client_name: 'Rotação Suave',
      client_roles: [],
      realm_roles: ['accounts-api'],
    });
    const url = `/api/v1/credential/${created.id}/mentor/client-secret/reset`;
    const tooLong = await change('PUT', url, { grace_minutes: 20_000 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.grace_minutes).toBeDefined();

    const reset = await change('PUT', url, { grace_minutes: 60 });
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json().client_secret as string;
    const ends = Date.parse(reset.json().previous_expires_at);
    expect(ends - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(ends - Date.now()).toBeLessThan(61 * 60_000);

    expect((await clientToken(created.client_id, created.client_secret)).status).toBe(200);
    expect((await clientToken(created.client_id, fresh)).status).toBe(200);
    const detail = (await call(ctx, admin(), 'GET', `/api/v1/credential/${created.id}/mentor`)).json();
    expect(detail.secrets).toHaveLength(2);
    expect(detail.secrets.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(Date.parse(detail.secrets[1].expires_at)).toBe(ends);
    expect(detail.secrets.every((s: { last_used_at: string | null }) => s.last_used_at !== null)).toBe(true);

    // Once the window has passed the old secret is refused.
    await ctx.handle.db
      .updateTable('credential_secret')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('credential_id', '=', created.id)
      .where('expires_at', 'is not', null)
      .execute();
    expect((await clientToken(created.client_id, created.client_secret)).status).toBe(401);
    expect((await clientToken(created.client_id, fresh)).status).toBe(200);
  });

  it('disabling needs a reason, refuses every secret at once and is audited with it', async () => {
    const created = await createCredential({
      project_id: 2,
      client_name: 'Desativar',
      client_roles: ['billets:read'],
      realm_roles: ['billets-api'],
    });
    const reset = await change('PUT', `/api/v1/credential/${created.id}/mentor/client-secret/reset`, {
      grace_minutes: 120,
    });
    const fresh = reset.json().client_secret as string;
    const url = `/api/v1/credential/${created.id}/mentor/toggle-enabled`;

    const noReason = await change('PUT', url, { enabled: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason_code).toBeDefined();

    const off = await change('PUT', url, {
      enabled: false,
      reason_code: 'FRAUD_SUSPICION',
      reason_comment: 'Tráfego anômalo',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().enabled).toBe(false);
    expect((await clientToken(created.client_id, created.client_secret)).status).toBe(401);
    expect((await clientToken(created.client_id, fresh)).status).toBe(401);

    const again = await change('PUT', url, {
      enabled: false,
      reason_code: 'FRAUD_SUSPICION',
      reason_comment: 'x',
    });
    expect(again.statusCode).toBe(409);

    const audits = await auditRows(ctx, 'credential', created.id);
    expect(audits[0]).toMatchObject({ action: 'UPDATE', reason_code: 'FRAUD_SUSPICION' });
    expect(audits[0]?.before).toMatchObject({ enabled: true });
    expect(audits[0]?.after).toMatchObject({ enabled: false });

    // Enabled again, only the current secret works: the grace window ended with the disabling.
    const on = await change('PUT', url, { enabled: true, reason_code: 'CUSTOMER_REQUEST' });
    expect(on.statusCode, on.body).toBe(200);
    expect((await clientToken(created.client_id, fresh)).status).toBe(200);
    expect((await clientToken(created.client_id, created.client_secret)).status).toBe(401);
  });
});

describe('credential lists, options and the catalogue', () => {
  it('lists 10 per page with every filter, and the seeded credentials flagged when unused', async () => {
    const all = await call(ctx, admin(), 'GET', BASE);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.length).toBeLessThanOrEqual(10);
    expect(all.json().total).toBeGreaterThanOrEqual(6);

    const project2 = (await call(ctx, admin(), 'GET', `${BASE}?project_ids=2`)).json();
    expect(project2.data.length).toBeGreaterThan(0);
    expect(project2.data.every((c: { project_id: number }) => c.project_id === 2)).toBe(true);

    const byRealmRole = (await call(ctx, admin(), 'GET', `${BASE}?realm_roles=onboarding-api`)).json();
    expect(
      byRealmRole.data.every((c: { realm_roles: string[] }) => c.realm_roles.includes('onboarding-api')),
    ).toBe(true);
    expect(byRealmRole.total).toBeGreaterThan(0);

    const byClientRole = (
      await call(ctx, admin(), 'GET', `${BASE}?client_roles=billets:write&realms=mentor`)
    ).json();
    expect(
      byClientRole.data.every((c: { client_roles: string[] }) => c.client_roles.includes('billets:write')),
    ).toBe(true);

    const merchant = await merchantOf(1);
    const byMerchant = (await call(ctx, admin(), 'GET', `${BASE}?merchant_ids=${merchant}`)).json();
    expect(byMerchant.data.every((c: { merchant_id: number }) => c.merchant_id === merchant)).toBe(true);

    const byClient = (await call(ctx, admin(), 'GET', `${BASE}?client_id=contabil`)).json();
    expect(byClient.total).toBe(1);
    expect(byClient.data[0]).toMatchObject({ client_name: 'Integração Contábil', unused: true });

    expect((await call(ctx, admin(), 'GET', `${BASE}?project_ids=abc`)).statusCode).toBe(422);
    expect((await call(ctx, admin(), 'GET', '/api/v1/credential/999999/mentor')).statusCode).toBe(404);
  });

  it('gives the role and realm options', async () => {
    const client = (await call(ctx, admin(), 'GET', `${BASE}/client-roles`)).json();
    expect(client).toContainEqual({ code: 'pix:write', description: 'Enviar Pix e gerar cobranças' });
    const realm = (await call(ctx, admin(), 'GET', `${BASE}/realm-roles`)).json();
    expect(realm.map((r: { role_name: string }) => r.role_name)).toContain('transactions-api');
    expect(realm[0].role_keycloak_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(ctx, admin(), 'GET', `${BASE}/realms`)).json()).toEqual([{ realm: 'mentor' }]);
  });

  it('lists the catalogue: clients, services and contexts with their filters and options', async () => {
    const clients = await call(ctx, admin(), 'GET', '/api/v1/idp-client?project_id=3');
    expect(clients.statusCode).toBe(200);
    expect(clients.json().data.every((c: { project_id: number }) => c.project_id === 3)).toBe(true);
    expect(clients.json().total).toBeGreaterThan(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const createdToday = (await call(ctx, admin(), 'GET', `/api/v1/idp-client?created_at=${today}`)).json();
    expect(createdToday.data.length).toBeGreaterThan(0);
    expect((await call(ctx, admin(), 'GET', '/api/v1/idp-client?created_at=2024-02-30')).statusCode).toBe(
      422,
    );

    const services = (await call(ctx, admin(), 'GET', '/api/v1/idp-client/services?platforms=pix')).json();
    expect(services.data.map((s: { service: string }) => s.service).sort()).toEqual([
      'pix-api',
      'pix-qrcode',
    ]);
    const withContext = (
      await call(ctx, admin(), 'GET', '/api/v1/idp-client/services?contexts=qrcode-post')
    ).json();
    expect(withContext.data.map((s: { service: string }) => s.service)).toEqual(['pix-qrcode']);

    const contexts = (
      await call(
        ctx,
        admin(),
        'GET',
        '/api/v1/idp-client/service/contexts?request_type=DELETE&services=billets-api',
      )
    ).json();
    expect(contexts.data).toHaveLength(1);
    expect(contexts.data[0]).toMatchObject({ path: '/v1/billets/{id}', request_type: 'DELETE' });
    expect(
      (await call(ctx, admin(), 'GET', '/api/v1/idp-client/service/contexts?request_type=TRACE')).statusCode,
    ).toBe(422);

    expect((await call(ctx, admin(), 'GET', '/api/v1/idp-client/platform/list')).json()).toContainEqual({
      platform: 'banking',
    });
    expect((await call(ctx, admin(), 'GET', '/api/v1/idp-client/service/list')).json()).toContainEqual({
      service: 'pix-api',
      service_name: 'Pix',
    });
    const options = (
      await call(ctx, admin(), 'GET', '/api/v1/idp-client/context/list?services=receivables-api')
    ).json();
    expect(options).toEqual([{ context: 'receivables-get' }, { context: 'receivables-head' }]);
  });
});

describe('a credential never gets more than its creator may do', () => {
  it('refuses scopes and services beyond the creator, before anything changes or the code is spent', async () => {
    const LOGISTICA = await createOtpStaff(ctx, 'cred.logistica', LOGISTICS);
    const countOf = async () =>
      Number(
        (
          await ctx.handle.db
            .selectFrom('credential')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countOf();
    const code = await ctx.otp(LOGISTICA);
    const body = { project_id: 1, client_name: 'Pix de fora', client_roles: ['pix:write'], realm_roles: [] };
    const refused = await call(ctx, LOGISTICA, 'POST', BASE, { body, otp: code });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors.client_roles).toEqual([
      'Você não pode dar a uma credencial acesso que você mesmo não tem: pix:write (exige list_transactions, report_and_handle_violations)',
    ]);
    // A service opens the scopes of its contexts: the same rule applies to it.
    const viaService = await call(ctx, LOGISTICA, 'POST', BASE, {
      body: { ...body, client_roles: [], realm_roles: ['pix-api'] },
      otp: code,
    });
    expect(viaService.statusCode, viaService.body).toBe(403);
    expect(viaService.json().errors.realm_roles[0]).toMatch(/^Você não pode dar .*: pix-api abre pix:read/);
    expect(await countOf()).toBe(before);
    // Within the creator's own permissions the same code still passes.
    const allowed = await call(ctx, LOGISTICA, 'POST', BASE, {
      body: { ...body, client_name: 'Lojistas', client_roles: ['merchants:read'] },
      otp: code,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // Adding a scope later is held to the same rule.
    const added = await call(ctx, LOGISTICA, 'POST', `/api/v1/credential/${allowed.json().id}/mentor/roles`, {
      body: { client_roles: ['pix:write'] },
      otp: true,
    });
    expect(added.statusCode, added.body).toBe(403);
    const row = await ctx.handle.db
      .selectFrom('credential')
      .select('client_roles')
      .where('id', '=', allowed.json().id)
      .executeTakeFirstOrThrow();
    expect(row.client_roles).toEqual(['merchants:read']);
  });
});
