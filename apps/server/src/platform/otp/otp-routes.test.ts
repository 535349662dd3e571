import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { lastSpentStep, resetAttempts } from './otp-repository.ts';
import {
  currentCode,
  demoTotpSecret,
  MAX_ATTEMPTS,
  OTP_MESSAGES,
  timeStep,
  verifyCode,
} from './otp-service.ts';

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
    const res = await call(ctx, 'financeiro', 'POST', '/api/v1/otp/enrollment', {
      body: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
  });

  it("enrols a first authenticator only with the member's own password re-entered, never with a session alone", async () => {
    const username = await createOtpStaff(ctx, 'otp.primeiro', ['mentor_assistant'], 1);
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ totp_secret: null, totp_enrolled_at: null })
      .where('username', '=', username)
      .execute();
    const enrolled = async () =>
      (
        await ctx.handle.db
          .selectFrom('staff_user')
          .select('totp_secret')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).totp_secret;
    const bare = await call(ctx, username, 'POST', '/api/v1/otp/enrollment');
    expect(bare.statusCode, bare.body).toBe(422);
    const empty = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', { body: { password: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toEqual(['Informe sua senha atual.']);
    expect(await enrolled()).toBeNull();
    const wrong = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', {
      body: { password: 'nao-e-a-senha' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Senha atual incorreta: o autenticador não foi cadastrado.');
    expect(await enrolled()).toBeNull();
    const right = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', {
      body: { password: DEMO_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(201);
    expect(await enrolled()).not.toBeNull();
    await resetAttempts(ctx.handle.db, username);
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

  it('accepts no code of a time step at or before the last one spent', async () => {
    const username = await createOtpStaff(ctx, 'otp.passos', ['mentor_assistant']);
    const secret = demoTotpSecret(username);
    // Start at the beginning of a time step, so that the whole test runs inside it: the
    // previous step stays inside the drift window however slow the machine is.
    ctx.clock.advance(30_000 - (ctx.clock.now() % 30_000) + 100);
    const step = timeStep(ctx.clock.now());
    const codeOf = (s: number) => currentCode(secret, s * 30_000 + 1000);
    const put = (code: string) => call(ctx, username, 'PUT', '/api/v1/otp/enrollment', { otp: code });
    // Keep the demo secret for the next calls: the replacement below changes it.
    const restore = () =>
      ctx.handle.db
        .updateTable('staff_user')
        .set({ totp_secret: secret })
        .where('username', '=', username)
        .execute();
    expect((await put(codeOf(step))).statusCode).toBe(200);
    await restore();
    // The same code, and the previous step's (still inside the drift window), are refused.
    const replay = await put(codeOf(step));
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe(OTP_MESSAGES.replayed);
    expect((await put(codeOf(step - 1))).json().message).toBe(OTP_MESSAGES.replayed);
    // The next step's code is later, so it passes once; then nothing up to it does.
    expect((await put(codeOf(step + 1))).statusCode).toBe(200);
    await restore();
    expect((await put(codeOf(step))).statusCode).toBe(403);
    expect((await put(codeOf(step + 1))).statusCode).toBe(403);
    expect(await lastSpentStep(ctx.handle.db, username)).toBe(step + 1);
  });

  it('checks at most the limit of codes when many wrong ones arrive at once', async () => {
    const username = await createOtpStaff(ctx, 'otp.rajada', ['mentor_assistant']);
    const token = await ctx.token(username);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/otp/enrollment',
          headers: { authorization: `Bearer ${token}`, 'x-otp': String(100000 + i) },
        }),
      ),
    );
    const checked = responses.filter((r) => r.statusCode === 403);
    const throttled = responses.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_ATTEMPTS);
    expect(checked.length + throttled.length).toBe(60);
    // Even the right code is not checked while the lock lasts.
    const right = await call(ctx, username, 'PUT', '/api/v1/otp/enrollment', {
      token,
      otp: currentCode(demoTotpSecret(username), ctx.clock.now()),
    });
    expect(right.statusCode).toBe(429);
  });

  it('checks a code on the system clock when given no other', async () => {
    // The one check that runs on real time: the code of this moment passes once.
    const username = await createOtpStaff(ctx, 'otp.relogio', ['mentor_assistant']);
    const code = currentCode(demoTotpSecret(username));
    await expect(verifyCode(ctx.handle.db, username, code)).resolves.toBeUndefined();
    await expect(verifyCode(ctx.handle.db, username, code)).rejects.toMatchObject({
      message: OTP_MESSAGES.replayed,
    });
    expect(await lastSpentStep(ctx.handle.db, username)).toBeGreaterThanOrEqual(timeStep() - 1);
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
    await resetAttempts(ctx.handle.db, 'parceiro');
  });
});
