import QRCode from 'qrcode';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, forbidden, HttpError } from '../../http/errors.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../oidc/password.ts';
import { audit } from '../audit/audit-service.ts';
import {
  enrolStaffAuthenticator,
  staffAuthenticator,
  staffPasswordHash,
} from '../staff-users/staff-users-service.ts';
import { reserveAttempt } from './otp-repository.ts';
import { MAX_ATTEMPTS, newSecret, OTP_MESSAGES, totpFor } from './otp-service.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

/** Enrolment of authenticators; the codes themselves live in otp-service.ts. */
/** Whether a stored secret can be used (one sealed with another key cannot: enrol again). */
async function usable(db: Database, stored: string | null | undefined): Promise<boolean> {
  return Boolean(stored && (await openTotpSecret(db, stored)));
}

export async function otpStatus(db: Database, actor: Actor) {
  const row = await staffAuthenticator(db, actor.user.username);
  return {
    enrolled: await usable(db, row?.totp_secret),
    enrolled_at: row?.totp_enrolled_at?.toISOString() ?? null,
  };
}

export const ENROL_MESSAGES = {
  wrongPassword: 'Senha atual incorreta: o autenticador não foi cadastrado.',
} as const;

/**
 * Checks the password the member re-entered to enrol a first authenticator: something only the
 * member has, since nobody else ever sets it (ADR 0710). Wrong answers count with the member's
 * one-time-code attempts (at most MAX_ATTEMPTS in 5 minutes).
 */
export async function assertCurrentPassword(db: Database, username: string, password: string): Promise<void> {
  if ((await reserveAttempt(db, username, 5)) > MAX_ATTEMPTS)
    throw new HttpError(429, OTP_MESSAGES.throttled);
  const stored = await staffPasswordHash(db, username);
  const ok = stored ? await verifyPassword(password, stored) : await verifyAgainstDecoy(password);
  if (!ok) throw forbidden(ENROL_MESSAGES.wrongPassword);
}

/**
 * Enrols a new authenticator (shown once as a QR code), audited in the same transaction. A
 * first enrolment is refused when one exists; a replacement came with a valid code.
 */
export async function enrol(db: Database, actor: Actor, action: 'CREATE' | 'UPDATE') {
  const user = actor.user;
  if (action === 'CREATE' && (await usable(db, (await staffAuthenticator(db, user.username))?.totp_secret))) {
    throw conflict(OTP_MESSAGES.alreadyEnrolled);
  }
  const secret = newSecret();
  const uri = totpFor(secret, user.username).toString();
  const sealed = await sealTotpSecret(db, secret);
  await db.transaction().execute(async (trx) => {
    await enrolStaffAuthenticator(trx, user, sealed);
    await audit(trx, actor, {
      tableContext: 'staff_user_otp',
      recordId: user.username,
      action,
      after: { enrolled: true },
    });
  });
  return { secret, otpauth_uri: uri, qr_code_data_url: await QRCode.toDataURL(uri) };
}
