import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/errors.ts';

/** RFC 6238: 30-second steps, 6 digits, SHA-1, one step of drift either way. */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MINUTES = 5;

export const OTP_MESSAGES = {
  missing: 'Código OTP não informado.',
  invalid: 'Código OTP inválido ou expirado.',
  replayed: 'Código OTP já utilizado. Aguarde o próximo código.',
  notEnrolled: 'Código OTP não configurado para este usuário. Cadastre seu autenticador.',
  throttled: 'Muitas tentativas de código OTP. Aguarde alguns minutos e tente novamente.',
} as const;

export function totpFor(secretBase32: string, label = 'Mentor'): TOTP {
  return new TOTP({
    issuer: 'Mentor',
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * Demo staff get a secret derived from their username so that `npm run otp` and the browser
 * tests can compute the current code without reading the database. Real staff enrol a random one.
 */
export function demoTotpSecret(username: string): string {
  const bytes = createHmac('sha256', 'mentor-demo-otp').update(username).digest().subarray(0, 20);
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
}

export function currentCode(secretBase32: string, at = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp: at });
}

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * Checks a code without spending it (before the request body is validated), returning the
 * time step it belongs to. Failures are counted and throttled per user.
 */
export async function checkCode(db: Database, username: string, code: string | undefined): Promise<number> {
  if (!code || code.trim() === '') throw forbidden(OTP_MESSAGES.missing);
  const failures = await db
    .selectFrom('otp_failure')
    .select(db.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .where('failed_at', '>', sql<Date>`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  if (Number(failures.n) >= MAX_FAILURES) throw new HttpError(429, OTP_MESSAGES.throttled);

  const user = await db
    .selectFrom('staff_user')
    .select(['totp_secret'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user?.totp_secret) throw forbidden(OTP_MESSAGES.notEnrolled);

  const now = Date.now();
  const delta = /^\d{6}$/.test(code)
    ? totpFor(user.totp_secret).validate({ token: code, timestamp: now, window: WINDOW })
    : null;
  if (delta === null) {
    await db.insertInto('otp_failure').values({ username }).execute();
    throw forbidden(OTP_MESSAGES.invalid);
  }
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** Spends a checked code; a code already spent (a replay) is refused. */
export async function spendCode(db: Database, username: string, step: number): Promise<void> {
  const spent = await db
    .insertInto('otp_used')
    .values({ username, time_step: step })
    .onConflict((oc) => oc.doNothing())
    .returning('time_step')
    .executeTakeFirst();
  if (!spent) throw forbidden(OTP_MESSAGES.replayed);
  await db.deleteFrom('otp_failure').where('username', '=', username).execute();
}
