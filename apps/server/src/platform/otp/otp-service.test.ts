import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { auditRows, call, createOtpStaff } from '../../../test/test-support.ts';
import type { Actor } from '../../http/actor.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { assertCurrentPassword, ENROL_MESSAGES, enrol, otpStatus } from './otp-enrolment-service.ts';
import { lastSpentStep, refundStep, reserveAttempt, resetAttempts, spendStep } from './otp-repository.ts';
import { demoTotpSecret, hasAuthenticator, MAX_ATTEMPTS, OTP_MESSAGES, verifyCode } from './otp-service.ts';

/**
 * The steps of a one-time code check one by one, on the real database: what counts as no code,
 * a member without an authenticator, the attempts and password limits, and the step given back
 * when a call is refused without effect.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const attempts = async (username: string) =>
  (
    await ctx.handle.db
      .selectFrom('otp_state')
      .select('attempts')
      .where('username', '=', username)
      .executeTakeFirst()
  )?.attempts ?? 0;

const setSecret = (username: string, secret: string | null) =>
  ctx.handle.db
    .updateTable('staff_user')
    .set({ totp_secret: secret, totp_enrolled_at: secret ? new Date() : null })
    .where('username', '=', username)
    .execute();

describe('one-time code checks', () => {
  it('takes a blank code for no code, and counts no attempt for it', async () => {
    const username = await createOtpStaff(ctx, 'otp.em.branco', ['mentor_assistant'], 1);
    await resetAttempts(ctx.handle.db, username);
    for (const code of [undefined, '', '   ']) {
      await expect(verifyCode(ctx.handle.db, username, code, ctx.clock.now())).rejects.toMatchObject({
        status: 403,
        message: OTP_MESSAGES.missing,
      });
    }
    expect(await attempts(username)).toBe(0);
  });

  it('tells a member without an authenticator to enrol one, and says so in their status', async () => {
    const username = await createOtpStaff(ctx, 'otp.sem.autenticador', ['mentor_assistant'], 1);
    try {
      expect(await hasAuthenticator(ctx.handle.db, username)).toBe(true);
      const enrolled = await call(ctx, username, 'GET', '/api/v1/otp/status');
      const { totp_enrolled_at } = await ctx.handle.db
        .selectFrom('staff_user')
        .select('totp_enrolled_at')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(enrolled.json()).toEqual({ enrolled: true, enrolled_at: totp_enrolled_at?.toISOString() });

      await setSecret(username, null);
      expect(await hasAuthenticator(ctx.handle.db, username)).toBe(false);
      await expect(verifyCode(ctx.handle.db, username, '123456', ctx.clock.now())).rejects.toMatchObject({
        status: 403,
        message: OTP_MESSAGES.notEnrolled,
      });
      const bare = await call(ctx, username, 'GET', '/api/v1/otp/status');
      expect(bare.json()).toEqual({ enrolled: false, enrolled_at: null });
    } finally {
      await setSecret(username, demoTotpSecret(username));
      await resetAttempts(ctx.handle.db, username);
    }
  });

  it('lets a member of an external issuer, without a staff row here, enrol a first authenticator', async () => {
    const username = 'otp.emissor.externo';
    const actor: Actor = {
      user: {
        username,
        fullName: 'Emissor Externo',
        realmRoles: ['mentor_assistant'],
        permissions: ['mentor_assistant'],
        multiProject: false,
        projectId: 1,
      },
      reason: null,
      approvedBy: null,
      requestId: 'otp-emissor-externo',
      clock: ctx.clock,
    };
    try {
      expect(await otpStatus(ctx.handle.db, actor)).toEqual({ enrolled: false, enrolled_at: null });
      expect(await hasAuthenticator(ctx.handle.db, username)).toBe(false);
      await expect(verifyCode(ctx.handle.db, username, '123456', ctx.clock.now())).rejects.toMatchObject({
        status: 403,
        message: OTP_MESSAGES.notEnrolled,
      });
      const { secret } = await enrol(ctx.handle.db, actor, 'CREATE');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect((await otpStatus(ctx.handle.db, actor)).enrolled).toBe(true);
    } finally {
      await ctx.handle.db.deleteFrom('otp_state').where('username', '=', username).execute();
      await ctx.handle.db.deleteFrom('staff_user').where('username', '=', username).execute();
    }
  });

  it('gives a spent step back only while it is still the last one spent', async () => {
    const username = await createOtpStaff(ctx, 'otp.devolucao', ['mentor_assistant'], 1);
    await reserveAttempt(ctx.handle.db, username, 5);
    const step = 1_000_000_000;
    expect(await spendStep(ctx.handle.db, username, step)).toBe(true);
    await refundStep(ctx.handle.db, username, step);
    expect(await lastSpentStep(ctx.handle.db, username)).toBe(step - 1);
    // Given back: the same step passes again, once.
    expect(await spendStep(ctx.handle.db, username, step)).toBe(true);
    expect(await spendStep(ctx.handle.db, username, step)).toBe(false);
    // A later step spent meanwhile is never undone by giving back an earlier one.
    expect(await spendStep(ctx.handle.db, username, step + 1)).toBe(true);
    await refundStep(ctx.handle.db, username, step);
    expect(await lastSpentStep(ctx.handle.db, username)).toBe(step + 1);
    await ctx.handle.db.deleteFrom('otp_state').where('username', '=', username).execute();
  });
});

describe('the password re-entered to enrol', () => {
  it(`counts wrong passwords with the code attempts: after ${MAX_ATTEMPTS}, even the right one waits`, async () => {
    const username = await createOtpStaff(ctx, 'otp.senha.errada', ['mentor_assistant'], 1);
    await resetAttempts(ctx.handle.db, username);
    try {
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await expect(assertCurrentPassword(ctx.handle.db, username, 'nao-e-a-senha')).rejects.toMatchObject({
          status: 403,
          message: ENROL_MESSAGES.wrongPassword,
        });
      }
      await expect(assertCurrentPassword(ctx.handle.db, username, DEMO_PASSWORD)).rejects.toMatchObject({
        status: 429,
        message: OTP_MESSAGES.throttled,
      });
      await resetAttempts(ctx.handle.db, username);
      await expect(assertCurrentPassword(ctx.handle.db, username, DEMO_PASSWORD)).resolves.toBeUndefined();
    } finally {
      await resetAttempts(ctx.handle.db, username);
    }
  });

  it('refuses any password of a member who has none here (signs in elsewhere)', async () => {
    const username = await createOtpStaff(ctx, 'otp.sem.senha', ['mentor_assistant'], 1);
    const { password_hash } = await ctx.handle.db
      .selectFrom('staff_user')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ password_hash: null })
      .where('username', '=', username)
      .execute();
    try {
      await expect(assertCurrentPassword(ctx.handle.db, username, DEMO_PASSWORD)).rejects.toMatchObject({
        status: 403,
        message: ENROL_MESSAGES.wrongPassword,
      });
    } finally {
      await ctx.handle.db
        .updateTable('staff_user')
        .set({ password_hash })
        .where('username', '=', username)
        .execute();
      await resetAttempts(ctx.handle.db, username);
    }
  });

  it('audits a first enrolment as enrolled, never with the secret', async () => {
    const username = await createOtpStaff(ctx, 'otp.auditado', ['mentor_assistant'], 1);
    await setSecret(username, null);
    try {
      const res = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', {
        body: { password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await auditRows(ctx, 'staff_user_otp', username);
      expect(row).toMatchObject({ actor: username, action: 'CREATE', after: { enrolled: true } });
      expect(JSON.stringify(row)).not.toContain(res.json().secret);
    } finally {
      await setSecret(username, demoTotpSecret(username));
      await resetAttempts(ctx.handle.db, username);
    }
  });
});
