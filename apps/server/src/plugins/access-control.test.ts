import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { importJWK, type JWTHeaderParameters, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { call, createOtpStaff } from '../../test/test-support.ts';
import { STAFF_STATE_TTL_MS } from '../http/staff-state.ts';
import { hashPassword } from '../oidc/password.ts';
import { loadSigningKeys } from '../oidc/persistent-keys.ts';
import { resetAttempts } from '../platform/otp/otp-repository.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';
import { registerAccessControl } from './access-control.ts';

/**
 * Walks every registered API route and proves the request path of the architecture:
 * 401 without a token, 403 without a mentor_ role, 403 without the permission, and 403
 * without or with a wrong one-time code where the route needs one (checked once the input is valid).
 */
let ctx: TestContext;

const concrete = (url: string) =>
  url
    .replace(':table_context', 'project')
    .replace(/:[a-z_]*id\b/gi, '1')
    .replace(/:[a-z_]+/gi, 'x');

beforeAll(async () => {
  ctx = await startTestApp();
  // A staff member with a mentor_ role whose role grants nothing.
  await ctx.handle.db
    .insertInto('staff_user')
    .values({
      username: 'sem.permissao',
      full_name: 'Sem Permissão',
      password_hash: await hashPassword(DEMO_PASSWORD),
      realm_roles: ['mentor_sem_permissoes'],
      multi_project: true,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
});

afterAll(async () => {
  await ctx.close();
});

describe('access control on every route', () => {
  it('registers a policy for every API route', () => {
    expect(ctx.app.registeredRoutes.length).toBeGreaterThan(10);
    for (const route of ctx.app.registeredRoutes) expect(route.policy).toBeDefined();
    // A GET's implicit HEAD is not listed a second time.
    expect(ctx.app.registeredRoutes.filter((route) => route.method === 'HEAD')).toEqual([]);
  });

  it('refuses at start-up an API route that declares no policy, and lists none outside the API without one', async () => {
    const bare = Fastify();
    bare.decorate('clock', { now: () => Date.now() });
    registerAccessControl(bare, {
      db: ctx.handle.db,
      verifier: { verify: async () => ({}) },
      localIssuer: true,
    });
    const handler = async () => 'ok';
    expect(() => bare.get('/api/v1/sem-politica', handler)).toThrow(
      'Route GET /api/v1/sem-politica declares no access policy',
    );
    expect(() => bare.post('/gateway/sem-politica', handler)).toThrow(
      'Route POST /gateway/sem-politica declares no access policy',
    );
    bare.get('/fora-da-api', handler);
    const policy = { permission: null, public: true };
    bare.get('/fora-da-api/documento', { config: { policy } }, handler);
    expect(bare.registeredRoutes).toEqual([{ method: 'GET', url: '/fora-da-api/documento', policy }]);
    await bare.close();
  });

  it('lets a route outside the API without a policy answer without a token', async () => {
    expect(ctx.app.registeredRoutes.some((route) => route.url === '/healthz')).toBe(false);
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, health.body).toBe(200);
  });

  it('answers without a token only the configuration document', async () => {
    const open = ctx.app.registeredRoutes.filter((r) => r.policy.public).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual(['GET /api/config']);
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    for (const route of ctx.app.registeredRoutes.filter((r) => !r.policy.public)) {
      const url = concrete(route.url);
      const bare = await ctx.app.inject({ method: route.method as 'GET', url });
      expect(bare.statusCode, `${route.method} ${url}`).toBe(401);
      expect(bare.json()).toMatchObject({ error: 'Unauthorized', message: 'Token de acesso não informado.' });
      const forged = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      });
      expect(forged.statusCode, `${route.method} ${url}`).toBe(401);
      expect(forged.json().message).toBe('Token de acesso inválido ou expirado.');
    }
  });

  it('answers 403 to a user without a mentor_ role', async () => {
    const token = await ctx.token('sem.papel');
    for (const route of ctx.app.registeredRoutes.filter((r) => !r.policy.public)) {
      const url = concrete(route.url);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Acesso permitido apenas à equipe Mentor.');
    }
  });

  it('answers 403 without the permission a route declares', async () => {
    const token = await ctx.token('sem.permissao');
    const guarded = ctx.app.registeredRoutes.filter((r) => !r.policy.public && r.policy.permission !== null);
    for (const route of guarded) {
      const url = concrete(route.url);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        message: 'Você não tem permissão para esta ação.',
        detail: `Permissão necessária: ${[route.policy.permission].flat().join(', ')}`,
      });
    }
  });

  it('answers 403 without a code and with a wrong code where one is needed, once the input is valid', async () => {
    const token = await ctx.token('superadmin');
    const withOtp = ctx.app.registeredRoutes.filter((r) => r.policy.otp);
    expect(withOtp.length).toBeGreaterThan(0);
    let codeChecked = 0;
    for (const route of withOtp) {
      const url = concrete(route.url);
      const missing = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      });
      // Invalid input is refused first (and spends no code); otherwise the code is asked for.
      expect([400, 403, 404, 406, 415, 422], `${route.method} ${url}`).toContain(missing.statusCode);
      if (missing.statusCode !== 403) continue;
      codeChecked += 1;
      expect(missing.json().message).toBe('Código OTP não informado.');
      const wrong = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'x-otp': '000000', 'idempotency-key': randomUUID() },
      });
      expect(wrong.statusCode, `${route.method} ${url}`).toBe(403);
      expect(wrong.json().message).toBe('Código OTP inválido ou expirado.');
      // Keep the failure throttle out of the way of the next route.
      await resetAttempts(ctx.handle.db, 'superadmin');
    }
    expect(codeChecked).toBeGreaterThan(0);
  });
});

describe('route permissions', () => {
  it('names only permissions the contract defines', async () => {
    const { PERMISSION_NAMES } = await import('@mentor/contract');
    const known = new Set<string>(PERMISSION_NAMES);
    const unknown = ctx.app.registeredRoutes
      .flatMap((r) => (r.policy.permission === null ? [] : [r.policy.permission].flat()))
      .filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });
});

describe('disabled staff', () => {
  it("stops a disabled staff member's token within seconds, not at its expiry", async () => {
    const { call, createOtpStaff } = await import('../../test/test-support.ts');
    await createOtpStaff(ctx, 'desligado.agora', ['mentor_assistant'], 1);
    const token = await ctx.token('desligado.agora');
    const status = () =>
      ctx.app.inject({ url: '/api/v1/otp/status', headers: { authorization: `Bearer ${token}` } });
    expect((await status()).statusCode).toBe(200);

    const row = await ctx.handle.db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', 'desligado.agora')
      .executeTakeFirstOrThrow();
    const disable = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/project/1/user/${row.id}`, {
      otp: true,
      body: {
        email: 'desligado.agora@mentor.test',
        full_name: 'Desligado Agora',
        document: null,
        role: 'mentor_assistant',
        enabled: false,
      },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const disabledAt = Date.now();
    let refused = await status();
    while (refused.statusCode === 200 && Date.now() - disabledAt < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      refused = await status();
    }
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Usuário desativado.');
    expect(Date.now() - disabledAt).toBeLessThan(5_000);
  });
});

/**
 * The claims of a real access token of `username`, changed by `change` and signed again with the
 * server's own signing key: a token the server itself could have issued.
 */
async function tokenWith(
  username: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): Promise<string> {
  const [head = '', body = ''] = (await ctx.token(username)).split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as JWTHeaderParameters;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  const key = (await loadSigningKeys(ctx.handle.db)).keys.find((k) => k.kid === header.kid);
  if (!key) throw new Error(`signing key ${header.kid} not found`);
  return new SignJWT(change(claims)).setProtectedHeader(header).sign(await importJWK(key, header.alg));
}

const status = (authorization: string) =>
  ctx.app.inject({ url: '/api/v1/otp/status', headers: { authorization } });

describe('access tokens', () => {
  it('reads the token of a Bearer authorization only, spaces around it aside', async () => {
    const token = await ctx.token('financeiro');
    expect((await status(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await status(`Bearer   ${token}  `)).statusCode).toBe(200);
    const basic = await status(`Basic ${token}`);
    expect(basic.statusCode).toBe(401);
    expect(basic.json().message).toBe('Token de acesso não informado.');
    const empty = await status('Bearer    ');
    expect(empty.statusCode).toBe(401);
    expect(empty.json().message).toBe('Token de acesso não informado.');
  });

  it('refuses a signed token that names no staff member, and one of a name without a staff row', async () => {
    const nameless = await tokenWith('financeiro', ({ preferred_username: _name, ...rest }) => rest);
    const refused = await status(`Bearer ${nameless}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Token de acesso sem as informações do usuário.');
    const unknown = await tokenWith('financeiro', (claims) => ({
      ...claims,
      preferred_username: 'ninguem.com.este.nome',
    }));
    const stranger = await status(`Bearer ${unknown}`);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe('Usuário desativado.');
  });

  it('ends the sessions issued before the instant they were ended: to the millisecond, or by the whole second of iat', async () => {
    const username = await createOtpStaff(ctx, 'sessao.encerrada', ['mentor_assistant'], 1);
    const real = await ctx.token(username);
    const claims = JSON.parse(Buffer.from(real.split('.')[1] ?? '', 'base64url').toString()) as {
      issued_at_ms: number;
    };
    const issued = claims.issued_at_ms;
    expect(typeof issued).toBe('number');
    const endedAt = issued + 1;
    const second = Math.ceil(endedAt / 1000);
    const tokens = {
      after: await tokenWith(username, (c) => ({ ...c, issued_at_ms: endedAt })),
      secondAfter: await tokenWith(username, ({ issued_at_ms: _ms, ...c }) => ({ ...c, iat: second })),
      secondBefore: await tokenWith(username, ({ issued_at_ms: _ms, ...c }) => ({ ...c, iat: second - 1 })),
      undated: await tokenWith(username, ({ issued_at_ms: _ms, iat: _iat, ...c }) => c),
    };
    const ended = async (token: string) => {
      const res = await status(`Bearer ${token}`);
      if (res.statusCode === 200) return false;
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sessão encerrada. Entre novamente.');
      return true;
    };
    try {
      await ctx.handle.db
        .updateTable('staff_user')
        .set({ sessions_revoked_at: new Date(endedAt) })
        .where('username', '=', username)
        .execute();
      ctx.clock.advance(STAFF_STATE_TTL_MS);
      expect(await ended(real)).toBe(true);
      expect(await ended(tokens.after)).toBe(false);
      expect(await ended(tokens.secondAfter)).toBe(false);
      expect(await ended(tokens.secondBefore)).toBe(true);
      expect(await ended(tokens.undated)).toBe(true);
    } finally {
      await ctx.handle.db
        .updateTable('staff_user')
        .set({ sessions_revoked_at: null })
        .where('username', '=', username)
        .execute();
      ctx.clock.advance(STAFF_STATE_TTL_MS);
    }
  });

  it('lets only the exact grant through a route that demands one: neither bypass_permission nor a longer grant', async () => {
    const exact = ctx.app.registeredRoutes.filter((r) => r.policy.explicit && r.method === 'GET');
    expect(exact.length).toBeGreaterThan(0);
    const withRoles = (roles: string[]) =>
      tokenWith('superadmin', (c) => ({
        ...c,
        realm_access: { roles: ['mentor_teste', ...roles] },
        resource_access: {},
      }));
    for (const route of exact) {
      const needed = [route.policy.permission].flat().filter((p): p is string => typeof p === 'string');
      const url = concrete(route.url);
      const get = async (token: string) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      for (const roles of [['bypass_permission'], needed.map((p) => `${p}_extra`)]) {
        const refused = await get(await withRoles(roles));
        expect(refused.statusCode, `${url} ${roles}`).toBe(403);
        expect(refused.json().message).toBe('Você não tem permissão para esta ação.');
      }
      const granted = await get(await withRoles(needed));
      expect(granted.statusCode, `${url} ${granted.body}`).not.toBe(401);
      expect(granted.json().message).not.toBe('Você não tem permissão para esta ação.');
    }
  });
});

describe('one-time codes of refused calls', () => {
  it('gives back the code of a call refused without effect, and never that of a call that acted', async () => {
    const username = await createOtpStaff(ctx, 'codigo.devolvido', ['mentor_assistant'], 1);
    const { id } = await ctx.handle.db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const body = {
      email: `${username}@mentor.test`,
      full_name: username,
      document: null,
      role: 'mentor_assistant',
      enabled: true,
    };
    const code = await ctx.otp('comercial.admin');
    const missing = await call(ctx, 'comercial.admin', 'PUT', '/api/v1/project/1/user/999999', {
      otp: code,
      body,
    });
    expect(missing.statusCode, missing.body).toBe(404);
    const saved = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/project/1/user/${id}`, {
      otp: code,
      body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call(ctx, 'comercial.admin', 'PUT', `/api/v1/project/1/user/${id}`, {
      otp: code,
      body,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Código OTP já utilizado. Aguarde o próximo código.');
  });
});
