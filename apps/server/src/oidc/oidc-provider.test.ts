import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, type JWK, type JWTPayload, jwtVerify } from 'jose';
import pgClient from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, loginWithPassword, refresh } from '../../test/oidc-login.ts';
import { type Env, loadEnv } from '../config/env.ts';
import { createDatabase, type DatabaseHandle } from '../db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { hashPassword } from './password.ts';
import { PostgresAdapter, purgeExpiredPayloads } from './postgres-adapter.ts';
import { registerOidcProvider } from './register-oidc.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const PASSWORD = 'S3nha-de-teste';
const OPERATOR_PERMISSIONS = ['read_merchant_list', 'read_transactions'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let pg: EmbeddedDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
let env: Env;
let baseUrl: string;
let localJwks: () => Promise<{ keys: JWK[] }>;
let projectId: number;
let operatorRoleId: number;

async function seedStaff(): Promise<void> {
  const { db } = handle;
  const project = await db
    .insertInto('project')
    .values({ trade: 'Projeto Teste' })
    .returning('id')
    .executeTakeFirstOrThrow();
  projectId = project.id;
  const permissions = await db
    .insertInto('permission')
    .values([...OPERATOR_PERMISSIONS, 'manage_roles'].map((name) => ({ name })))
    .returning(['id', 'name'])
    .execute();
  const operator = await db
    .insertInto('role')
    .values({ role_name: 'mentor_comercial_operator' })
    .returning('id')
    .executeTakeFirstOrThrow();
  operatorRoleId = operator.id;
  await db
    .insertInto('role_permission')
    .values(
      permissions
        .filter((p) => OPERATOR_PERMISSIONS.includes(p.name))
        .map((p) => ({ role_id: operator.id, permission_id: p.id })),
    )
    .execute();
  // A role of another project with the same name must not leak its permissions.
  const other = await db
    .insertInto('project')
    .values({ trade: 'Outro Projeto' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherRole = await db
    .insertInto('role')
    .values({ role_name: 'mentor_comercial_operator', project_id: other.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const manageRoles = permissions.find((p) => p.name === 'manage_roles');
  if (manageRoles) {
    await db
      .insertInto('role_permission')
      .values({ role_id: otherRole.id, permission_id: manageRoles.id })
      .execute();
  }

  const passwordHash = await hashPassword(PASSWORD);
  await db
    .insertInto('staff_user')
    .values([
      {
        username: 'ana.operadora',
        full_name: 'Ana Operadora',
        email: 'ana@example.com.br',
        password_hash: passwordHash,
        realm_roles: ['mentor_comercial_operator', 'bo-access'],
        multi_project: false,
        project_id: projectId,
      },
      {
        username: 'helena.admin',
        full_name: 'Helena Administradora',
        password_hash: passwordHash,
        realm_roles: ['mentor_super_admin', 'bypass_permission'],
        multi_project: true,
        project_id: null,
      },
      { username: 'bruno.inativo', full_name: 'Bruno Inativo', password_hash: passwordHash, enabled: false },
      { username: 'carla.bloqueio', full_name: 'Carla Bloqueio', password_hash: passwordHash },
      { username: 'davi.saida', full_name: 'Davi Saída', password_hash: passwordHash },
      { username: 'eva.desligada', full_name: 'Eva Desligada', password_hash: passwordHash },
    ])
    .execute();
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizationUrl(params: Record<string, string>): string {
  const url = new URL(`${baseUrl}/auth/auth`);
  url.search = new URLSearchParams({
    client_id: 'mentor-console',
    redirect_uri: `${baseUrl}/oidc-callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'estado-123',
    prompt: 'consent',
    ...params,
  }).toString();
  return url.href;
}

/** Starts an authorization request and follows it to the login page. */
async function openLoginPage(): Promise<{ jar: CookieJar; loginUrl: string; response: Response }> {
  const jar = new CookieJar();
  const start = await fetch(
    authorizationUrl({ code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    {
      redirect: 'manual',
    },
  );
  jar.store(start);
  expect(start.status).toBe(303);
  const loginUrl = new URL(start.headers.get('location') ?? '', baseUrl).href;
  const response = await fetch(loginUrl, { headers: { cookie: jar.header() }, redirect: 'manual' });
  jar.store(response);
  return { jar, loginUrl, response };
}

async function postLogin(
  jar: CookieJar,
  loginUrl: string,
  username: string,
  password: string,
  extraHeaders: Record<string, string> = {},
) {
  return fetch(`${loginUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...extraHeaders, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

async function verifyAccessToken(token: string, jwks: { keys: JWK[] }): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
    issuer: `${baseUrl}/auth`,
    audience: 'mentor-api',
    typ: 'at+jwt',
    algorithms: ['RS256'],
  });
  return payload;
}

async function startProvider(): Promise<{ app: FastifyInstance; localJwks: () => Promise<{ keys: JWK[] }> }> {
  const instance = Fastify({ logger: false });
  const oidc = await registerOidcProvider(instance, { db: handle.db, env });
  return { app: instance, localJwks: oidc.localJwks };
}

beforeAll(async () => {
  pg = await startEmbeddedPostgres(path.join(REPO_ROOT, '.data/pg-oidc-test'));
  await pg.ensureDatabase('mentor_oidc_test', { recreate: true });
  handle = createDatabase(pg.connectionString('mentor_oidc_test'), 5);
  await migrate(handle.pool);
  await seedStaff();

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = loadEnv({ NODE_ENV: 'test', PORT: String(port), PUBLIC_URL: baseUrl, LOG_LEVEL: 'silent' });
  const started = await startProvider();
  app = started.app;
  localJwks = started.localJwks;
  await app.listen({ port, host: '127.0.0.1' });
});

/** The pool hands its connections a Terminate without waiting; let them go before PostgreSQL stops. */
async function waitForDisconnects(): Promise<void> {
  const client = new pgClient.Client({ connectionString: pg.connectionString('postgres') });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'mentor_oidc_test'",
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (pg) {
    await waitForDisconnects();
    await pg.stop();
  }
});

describe('built-in OpenID Connect provider', () => {
  it('publishes its discovery document under /auth', async () => {
    const response = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document: unknown = await response.json();
    expect(document).toMatchObject({
      issuer: `${baseUrl}/auth`,
      authorization_endpoint: `${baseUrl}/auth/auth`,
      token_endpoint: `${baseUrl}/auth/token`,
      jwks_uri: `${baseUrl}/auth/jwks`,
      end_session_endpoint: `${baseUrl}/auth/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(document).toHaveProperty(
      'scopes_supported',
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(document).toHaveProperty(
      'claims_supported',
      expect.arrayContaining([
        'preferred_username',
        'realm_access',
        'resource_access',
        'multi_project',
        'project_id',
      ]),
    );

    const jwks = await (await fetch(`${baseUrl}/auth/jwks`)).json();
    expect(jwks).toEqual(await localJwks());
    const [key] = (await localJwks()).keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key?.kid).toMatch(/^[\w-]{43}$/);
    expect(key).not.toHaveProperty('d');
  });

  it('shows a Portuguese login page with labelled fields', async () => {
    const { loginUrl, response } = await openLoginPage();
    expect(new URL(loginUrl).pathname).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Entrar - Mentor</title>');
    expect(html).toContain('<label for="username">Usuário</label>');
    expect(html).toMatch(/<input id="username" name="username" type="text" autocomplete="username"/);
    expect(html).toContain('<label for="password">Senha</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Entrar</button>');
    expect(html).not.toContain('<script');
  });

  it('refuses a wrong password with 401, keeping the username escaped', async () => {
    const { jar, loginUrl } = await openLoginPage();
    const response = await postLogin(jar, loginUrl, 'ana.operadora"><b>', 'errada');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Usuário ou senha inválidos.');
    expect(html).toContain('value="ana.operadora&quot;&gt;&lt;b&gt;"');

    const wrong = await postLogin(jar, loginUrl, 'ana.operadora', 'errada');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('value="ana.operadora"');
  });

  it('issues a JWT access token with Keycloak-shaped claims through code + PKCE', async () => {
    const tokens = await loginWithPassword(baseUrl, 'ana.operadora', PASSWORD);
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const access = await verifyAccessToken(tokens.accessToken, await localJwks());
    expect(access).toMatchObject({
      aud: 'mentor-api',
      client_id: 'mentor-console',
      preferred_username: 'ana.operadora',
      name: 'Ana Operadora',
      email: 'ana@example.com.br',
      realm_access: { roles: ['mentor_comercial_operator', 'bo-access'] },
      resource_access: { 'mentor-console': { roles: OPERATOR_PERMISSIONS } },
      multi_project: false,
      project_id: projectId,
    });
    expect(Number(access.sub)).toBeGreaterThan(0);
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    expect(tokens.refreshToken).toEqual(expect.any(String));

    const { payload: id } = await jwtVerify(tokens.idToken, createLocalJWKSet(await localJwks()), {
      issuer: `${baseUrl}/auth`,
      audience: 'mentor-console',
    });
    expect(id).toMatchObject({
      sub: access.sub,
      preferred_username: 'ana.operadora',
      name: 'Ana Operadora',
      realm_access: { roles: ['mentor_comercial_operator', 'bo-access'] },
      resource_access: { 'mentor-console': { roles: OPERATOR_PERMISSIONS } },
      multi_project: false,
      project_id: projectId,
    });
    expect(id.nonce).toEqual(expect.any(String));
  });

  it('omits project_id for a multi-project user', async () => {
    const tokens = await loginWithPassword(baseUrl, 'HELENA.ADMIN', PASSWORD);
    const access = await verifyAccessToken(tokens.accessToken, await localJwks());
    expect(access).toMatchObject({
      preferred_username: 'helena.admin',
      realm_access: { roles: ['mentor_super_admin', 'bypass_permission'] },
      resource_access: { 'mentor-console': { roles: [] } },
      multi_project: true,
    });
    expect(access).not.toHaveProperty('project_id');
    expect(access).not.toHaveProperty('email');
  });

  it('refreshes with rotation, reading role permissions fresh', async () => {
    const first = await loginWithPassword(baseUrl, 'ana.operadora', PASSWORD);
    const granted = await handle.db
      .selectFrom('permission')
      .select('id')
      .where('name', '=', 'manage_roles')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('role_permission')
      .values({ role_id: operatorRoleId, permission_id: granted.id })
      .execute();
    try {
      const renewed = await refresh(baseUrl, first.refreshToken ?? '');
      const access = await verifyAccessToken(renewed.accessToken, await localJwks());
      expect(access.resource_access).toEqual({
        'mentor-console': { roles: [...OPERATOR_PERMISSIONS, 'manage_roles'].sort() },
      });
      expect(renewed.refreshToken).toEqual(expect.any(String));
      expect(renewed.refreshToken).not.toBe(first.refreshToken);
      await expect(refresh(baseUrl, first.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
    } finally {
      await handle.db
        .deleteFrom('role_permission')
        .where('role_id', '=', operatorRoleId)
        .where('permission_id', '=', granted.id)
        .execute();
    }
  });

  it('issues a refresh token to the console without offline_access or a consent prompt', async () => {
    const tokens = await loginWithPassword(baseUrl, 'ana.operadora', PASSWORD, {
      scope: 'openid profile email',
      prompt: null,
    });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const renewed = await refresh(baseUrl, tokens.refreshToken ?? '');
    expect((await verifyAccessToken(renewed.accessToken, await localJwks())).preferred_username).toBe(
      'ana.operadora',
    );
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(authorizationUrl({}), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${baseUrl}/oidc-callback`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toBe(
      'Authorization Server policy requires PKCE to be used for this request',
    );
  });

  it('renders errors as a Portuguese page without internals', async () => {
    const response = await fetch(
      `${baseUrl}/auth/auth?client_id=desconhecido&response_type=code&scope=openid`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('O aplicativo que pediu o acesso não é reconhecido.');
    expect(html).not.toMatch(/client not found|at .*\.js/);
  });

  it('refuses a disabled user, and stops refreshing once a user is disabled', async () => {
    await expect(loginWithPassword(baseUrl, 'bruno.inativo', PASSWORD)).rejects.toThrow(/HTTP 401/);

    const tokens = await loginWithPassword(baseUrl, 'eva.desligada', PASSWORD);
    await handle.db
      .updateTable('staff_user')
      .set({ enabled: false })
      .where('username', '=', 'eva.desligada')
      .execute();
    await expect(refresh(baseUrl, tokens.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);
  });

  it('locks the client out after 10 failed attempts, X-Forwarded-For not believed without a proxy, the right password included', async () => {
    const { jar, loginUrl } = await openLoginPage();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await postLogin(jar, loginUrl, 'carla.bloqueio', 'errada', {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      expect(response.status).toBe(401);
    }
    const rotated = await postLogin(jar, loginUrl, 'Carla.Bloqueio', PASSWORD, {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(rotated.status).toBe(429);
    // Every request came from the socket's address: X-Forwarded-For is not believed without a proxy.
    const row = await handle.db
      .selectFrom('sign_in_throttle')
      .select('failures')
      .where('key', '=', 'lock:carla.bloqueio:address:127.0.0.1')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(10);
    const blocked = await postLogin(jar, loginUrl, 'carla.bloqueio', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Muitas tentativas. Tente novamente em alguns minutos.');
  });

  it('checks no more passwords than the limit when many wrong ones arrive at once', async () => {
    const { jar, loginUrl } = await openLoginPage();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => postLogin(jar, loginUrl, 'diego.rajada', 'errada')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it('signs out through the end-session endpoint and revokes the refresh token', async () => {
    const jar = new CookieJar();
    const tokens = await loginWithPassword(baseUrl, 'davi.saida', PASSWORD, { jar });
    const end = new URL(`${baseUrl}/auth/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${baseUrl}/`,
    }).toString();
    const page = await fetch(end, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.store(page);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    // The console's own ID token: the page confirms by itself, with a button for no-script browsers.
    expect(html).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    expect(html).toMatch(/<button type="submit" form="op.logoutForm" autofocus>Sair<\/button>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

    const confirm = await fetch(`${baseUrl}/auth/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${baseUrl}/`);
    await expect(refresh(baseUrl, tokens.refreshToken ?? '')).rejects.toThrow(/invalid_grant/);

    const done = await fetch(`${baseUrl}/auth/session/end/success`);
    expect(await done.text()).toContain('Você saiu.');
  });

  it('keeps keys and sessions across a restart on the same database', async () => {
    const tokens = await loginWithPassword(baseUrl, 'ana.operadora', PASSWORD);
    const second = await startProvider();
    try {
      expect(await second.localJwks()).toEqual(await localJwks());
      const access = await verifyAccessToken(tokens.accessToken, await second.localJwks());
      expect(access.preferred_username).toBe('ana.operadora');

      const response = await second.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { host: new URL(baseUrl).host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refreshToken ?? '',
          client_id: 'mentor-console',
        }).toString(),
      });
      expect(response.statusCode).toBe(200);
      const renewed = response.json<{ access_token: string }>();
      expect((await verifyAccessToken(renewed.access_token, await localJwks())).sub).toBe(access.sub);

      const secrets = await handle.db.selectFrom('server_secret').select('name').orderBy('name').execute();
      expect(secrets.map((s) => s.name)).toEqual(['oidc_cookie_keys', 'oidc_jwks']);
    } finally {
      await second.app.close();
    }
  });
});

describe('PostgreSQL storage of the provider', () => {
  it('stores, finds, consumes and revokes payloads; expired rows are absent', async () => {
    const codes = new PostgresAdapter('AuthorizationCode', handle.db);
    await codes.upsert('code-1', { jti: 'code-1', grantId: 'grant-1', accountId: '7' }, 60);
    expect(await codes.find('code-1')).toEqual({ jti: 'code-1', grantId: 'grant-1', accountId: '7' });
    expect(await new PostgresAdapter('AccessToken', handle.db).find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toBeCloseTo(Date.now() / 1000, -1);

    const sessions = new PostgresAdapter('Session', handle.db);
    await sessions.upsert('session-1', { jti: 'session-1', uid: 'uid-1', accountId: '7' }, 60);
    expect((await sessions.findByUid('uid-1'))?.jti).toBe('session-1');
    await sessions.destroy('session-1');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();

    await codes.upsert('code-2', { jti: 'code-2', grantId: 'grant-1' }, 60);
    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-2')).toBeUndefined();

    await codes.upsert('code-3', { jti: 'code-3' }, 60);
    await handle.db
      .updateTable('oidc_payload')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', 'code-3')
      .execute();
    expect(await codes.find('code-3')).toBeUndefined();
    expect(await purgeExpiredPayloads(handle.db)).toBeGreaterThanOrEqual(1);
    const left = await handle.db.selectFrom('oidc_payload').select('id').where('id', '=', 'code-3').execute();
    expect(left).toEqual([]);
  });
});
