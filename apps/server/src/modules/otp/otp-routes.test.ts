import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { checkCode, OTP_MESSAGES, spendCode } from './otp-service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const auditCount = async (username: string) =>
  Number(
    (
      await ctx.handle.db
        .selectFrom('audit_log')
        .select(ctx.handle.db.fn.countAll<number>().as('n'))
        .where('table_context', '=', 'staff_user_otp')
        .where('record_id', '=', username)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('one-time codes', () => {
  it('reports enrolment status', async () => {
    const token = await ctx.token('financeiro');
    const res = await ctx.app.inject({
      url: '/api/v1/otp/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enrolled).toBe(true);
  });

  it('refuses a second first-enrolment', async () => {
    const token = await ctx.token('financeiro');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/otp/enrollment',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(409);
  });

  it('replaces the authenticator with a valid code, refuses a replayed code and audits the change', async () => {
    const token = await ctx.token('logistica.admin');
    const before = await auditCount('logistica.admin');
    const code = await ctx.otp('logistica.admin');
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/otp/enrollment',
      headers: { authorization: `Bearer ${token}`, 'x-otp': code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\/Mentor:logistica\.admin\?/);
    expect(ok.json().qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    expect(await auditCount('logistica.admin')).toBe(before + 1);

    // The old secret is gone and the code was spent: the same code is refused either way.
    const replay = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/otp/enrollment',
      headers: { authorization: `Bearer ${token}`, 'x-otp': code },
    });
    expect(replay.statusCode).toBe(403);
    expect(await auditCount('logistica.admin')).toBe(before + 1);
  });

  it('refuses a replayed code even when it is still valid', async () => {
    const code = await ctx.otp('assistente');
    const step = await checkCode(ctx.handle.db, 'assistente', code);
    await spendCode(ctx.handle.db, 'assistente', step);
    // Still inside its validity window, but spent.
    const again = await checkCode(ctx.handle.db, 'assistente', code);
    await expect(spendCode(ctx.handle.db, 'assistente', again)).rejects.toMatchObject({
      status: 403,
      message: OTP_MESSAGES.replayed,
    });
  });

  it('throttles repeated wrong codes', async () => {
    const token = await ctx.token('parceiro');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/otp/enrollment',
        headers: { authorization: `Bearer ${token}`, 'x-otp': '123456' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 403)).toBe(true);
    expect(statuses[5]).toBe(429);
    await ctx.handle.db.deleteFrom('otp_failure').where('username', '=', 'parceiro').execute();
  });
});
