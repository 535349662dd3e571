import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from '../../test/oidc-login.ts';
import { startTestApp, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../seed/demo-seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function userinfoEndpoint(): Promise<string> {
  const discovery = await fetch(`${ctx.baseUrl}/auth/.well-known/openid-configuration`);
  const endpoint = Reflect.get(Object(await discovery.json()), 'userinfo_endpoint');
  expect(typeof endpoint).toBe('string');
  return String(endpoint);
}

describe('userinfo', () => {
  it("answers for the console's access token with the claims of its sign-in", async () => {
    const { accessToken } = await loginWithPassword(ctx.baseUrl, 'financeiro', DEMO_PASSWORD);
    const token = decodeJwt(accessToken);
    const response = await fetch(await userinfoEndpoint(), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.sub).toBe(token.sub);
    expect(body.preferred_username).toBe('financeiro');
    expect(body.resource_access).toEqual(token.resource_access);
    expect(body).not.toHaveProperty('issued_at_ms');
  });

  it('answers a POST too, as the standard allows', async () => {
    const accessToken = await ctx.token('financeiro');
    const response = await fetch(await userinfoEndpoint(), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { preferred_username: string }).preferred_username).toBe('financeiro');
  });

  it('refuses a forged or missing token with invalid_token', async () => {
    const accessToken = await ctx.token('financeiro');
    const [header, payload] = accessToken.split('.');
    const forged = await fetch(await userinfoEndpoint(), {
      headers: { authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(((await forged.json()) as { error: string }).error).toBe('invalid_token');

    const missing = await fetch(await userinfoEndpoint());
    expect(missing.status).toBe(401);
  });

  it('refuses the token of a member whose sessions were ended after it was issued', async () => {
    const { accessToken } = await loginWithPassword(ctx.baseUrl, 'assistente', DEMO_PASSWORD);
    const staff = ctx.handle.db.updateTable('staff_user').where('username', '=', 'assistente');
    await staff.set({ sessions_revoked_at: new Date() }).execute();
    try {
      const response = await fetch(await userinfoEndpoint(), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_token');
    } finally {
      await staff.set({ sessions_revoked_at: null }).execute();
    }
  });
});
