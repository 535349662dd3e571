import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { testDatabaseUrl } from '../../../test/test-database.ts';
import { call, createOtpStaff } from '../../../test/test-support.ts';
import { DEMO_PASSWORD } from '../../seed/demo-seed.ts';
import { seal } from '../secrets/secret-box.ts';
import { currentCode, demoTotpSecret, OTP_MESSAGES, timeStep, verifyCode } from './otp-service.ts';
import { isSealedTotpSecret, openTotpSecret, sealStoredTotpSecrets } from './totp-secret-box.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const stored = async (username: string) =>
  (
    await ctx.handle.db
      .selectFrom('staff_user')
      .select('totp_secret')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).totp_secret;

/** A code of the step after the user's last, checked at that step. */
const codeAt = (secret: string, step: number) => currentCode(secret, step * 30_000 + 1000);

describe('authenticator secrets at rest', () => {
  it('stores a new enrolment sealed, and its codes are accepted', async () => {
    const username = await createOtpStaff(
      ctx,
      `totp.new.${Date.now().toString(36)}`,
      ['mentor_assistant'],
      1,
    );
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ totp_secret: null, totp_enrolled_at: null })
      .where('username', '=', username)
      .execute();
    const res = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', {
      body: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    const secret = res.json().secret as string;
    const value = (await stored(username)) ?? '';
    expect(isSealedTotpSecret(value)).toBe(true);
    expect(value).not.toContain(secret);
    expect(await openTotpSecret(ctx.handle.db, value)).toBe(secret);
    const step = timeStep() + 1;
    await expect(
      verifyCode(ctx.handle.db, username, codeAt(secret, step), step * 30_000 + 1000),
    ).resolves.toBe(undefined);
  });

  it('seals secrets stored in clear at start, and they keep working', async () => {
    const username = await createOtpStaff(
      ctx,
      `totp.old.${Date.now().toString(36)}`,
      ['mentor_assistant'],
      1,
    );
    const secret = demoTotpSecret(username);
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ totp_secret: secret })
      .where('username', '=', username)
      .execute();
    expect(await sealStoredTotpSecrets(ctx.handle.db)).toBeGreaterThanOrEqual(1);
    const value = (await stored(username)) ?? '';
    expect(isSealedTotpSecret(value)).toBe(true);
    expect(value).not.toContain(secret);
    const clear = await ctx.handle.db
      .selectFrom('staff_user')
      .select('username')
      .where('totp_secret', 'is not', null)
      .where('totp_secret', 'not like', 'gcm1:%')
      .execute();
    expect(clear).toEqual([]);
    const step = timeStep() + 2;
    await expect(
      verifyCode(ctx.handle.db, username, codeAt(secret, step), step * 30_000 + 1000),
    ).resolves.toBe(undefined);
  });

  it('treats a secret sealed with another key as not enrolled, and lets the member enrol again', async () => {
    const username = await createOtpStaff(
      ctx,
      `totp.key.${Date.now().toString(36)}`,
      ['mentor_assistant'],
      1,
    );
    const foreign = seal(randomBytes(32), demoTotpSecret(username));
    await ctx.handle.db
      .updateTable('staff_user')
      .set({ totp_secret: `gcm1:${foreign.iv}.${foreign.tag}.${foreign.ciphertext}` })
      .where('username', '=', username)
      .execute();
    const step = timeStep() + 3;
    await expect(
      verifyCode(ctx.handle.db, username, codeAt(demoTotpSecret(username), step), step * 30_000 + 1000),
    ).rejects.toMatchObject({ status: 403, message: OTP_MESSAGES.notEnrolled });
    const status = await call(ctx, username, 'GET', '/api/v1/otp/status');
    expect(status.json().enrolled).toBe(false);
    const enrolled = await call(ctx, username, 'POST', '/api/v1/otp/enrollment', {
      body: { password: DEMO_PASSWORD },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(await openTotpSecret(ctx.handle.db, (await stored(username)) ?? '')).toBe(enrolled.json().secret);
  });

  it('npm run otp still prints the code of a sealed secret', async () => {
    const username = await createOtpStaff(
      ctx,
      `totp.cli.${Date.now().toString(36)}`,
      ['mentor_assistant'],
      1,
    );
    await sealStoredTotpSecrets(ctx.handle.db);
    expect(isSealedTotpSecret((await stored(username)) ?? '')).toBe(true);
    const server = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(server, 'src/cli/otp.ts'), username],
      { cwd: server, env: { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' } },
    );
    const printed = stdout.trim().split('\n').pop();
    const now = Date.now();
    const secret = demoTotpSecret(username);
    expect([
      currentCode(secret, now - 30_000),
      currentCode(secret, now),
      currentCode(secret, now + 30_000),
    ]).toContain(printed);
  }, 60_000);
});
