import { createHmac } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { oneTimeCodeRefusals } from '../../http/metrics.ts';
import { staffAuthenticator } from '../staff-users/staff-users-service.ts';
import { reserveAttempt, spendStep } from './otp-repository.ts';
import { openTotpSecret } from './totp-secret-box.ts';

/** RFC 6238: 30-second steps, 6 digits, SHA-1, one step of drift either way. */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
export const MAX_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MINUTES = 5;

export const OTP_MESSAGES = {
  missing: 'Código OTP não informado.',
  invalid: 'Código OTP inválido ou expirado.',
  replayed: 'Código OTP já utilizado. Aguarde o próximo código.',
  notEnrolled: 'Código OTP não configurado para este usuário. Cadastre seu autenticador.',
  throttled: 'Muitas tentativas de código OTP. Aguarde alguns minutos e tente novamente.',
  alreadyEnrolled: 'Já existe um autenticador cadastrado. Use a troca de autenticador.',
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

export const timeStep = (at = Date.now()) => Math.floor(at / 1000 / PERIOD);

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * Checks and spends a one-time code. Each attempt is counted atomically before the code is
 * looked at, so at most {@link MAX_ATTEMPTS} codes are checked per user and window however many
 * arrive at once; the code must belong to a time step later than any the user spent before.
 * `now` is the instant the code is checked at (the app's clock).
 */
export async function verifyCode(
  db: Database,
  username: string,
  code: string | undefined,
  now: number = Date.now(),
): Promise<void> {
  if (!code || code.trim() === '') throw refused('missing', forbidden(OTP_MESSAGES.missing));
  const attempts = await reserveAttempt(db, username, ATTEMPT_WINDOW_MINUTES);
  if (attempts > MAX_ATTEMPTS) throw refused('throttled', new HttpError(429, OTP_MESSAGES.throttled));

  const user = await staffAuthenticator(db, username);
  const secret = user?.totp_secret ? await openTotpSecret(db, user.totp_secret) : null;
  if (!secret) throw refused('not_enrolled', forbidden(OTP_MESSAGES.notEnrolled));
  const delta = /^\d{6}$/.test(code)
    ? totpFor(secret).validate({
        token: code,
        timestamp: now,
        window: WINDOW,
      })
    : null;
  if (delta === null) throw refused('invalid', forbidden(OTP_MESSAGES.invalid));
  if (!(await spendStep(db, username, timeStep(now) + delta)))
    throw refused('replayed', forbidden(OTP_MESSAGES.replayed));
}

/** Counts a refused code by its reason (`/metrics`) and hands back the error to throw. */
function refused(reason: string, error: HttpError): HttpError {
  oneTimeCodeRefusals.inc({ reason });
  return error;
}

/** Whether a staff member has an authenticator secret stored (usable or not). */
export async function hasAuthenticator(db: Database, username: string): Promise<boolean> {
  return Boolean((await staffAuthenticator(db, username))?.totp_secret);
}

/** Clears a staff member's failed-code count (an administrator's unlock; tests start clean with it). */
export { lastSpentStep, resetAttempts } from './otp-repository.ts';
