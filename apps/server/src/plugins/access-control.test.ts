import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { hashPassword } from '../oidc/password.ts';
import { resetAttempts } from '../platform/otp/otp-repository.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';

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
      expect(bare.json()).toMatchObject({ error: 'Unauthorized' });
      const forged = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      });
      expect(forged.statusCode, `${route.method} ${url}`).toBe(401);
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
      expect(res.json().message).toBe('Você não tem permissão para esta ação.');
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
