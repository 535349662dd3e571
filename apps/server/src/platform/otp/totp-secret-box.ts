import type { Database } from '../../db/database.ts';
import { open, seal, secretsKey } from '../secrets/secret-box.ts';
import { replaceStaffAuthenticator, staffAuthenticatorsWithout } from '../staff-users/staff-users-service.ts';

/** Marks a stored authenticator secret sealed with AES-256-GCM (`gcm1:iv.tag.ciphertext`). */
const SEALED = 'gcm1:';

let configured: string | undefined;
const keys = new WeakMap<object, Promise<Buffer>>();

/** The SECRETS_KEY of this process (unset: the random key kept in `server_secret`). */
export function configureTotpKey(value: string | undefined): void {
  configured = value;
}

function keyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = secretsKey(db, configured);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export const isSealedTotpSecret = (stored: string): boolean => stored.startsWith(SEALED);

/** What is stored for a new authenticator secret: never the secret itself. */
export async function sealTotpSecret(db: Database, secret: string): Promise<string> {
  const box = seal(await keyOf(db), secret);
  return `${SEALED}${box.iv}.${box.tag}.${box.ciphertext}`;
}

/**
 * The authenticator secret of a stored value. A value not sealed yet (written before sealing
 * began, sealed at the next start) is the secret itself. `null` when the key cannot open it
 * (SECRETS_KEY changed): the staff member counts as not enrolled and enrols again.
 */
export async function openTotpSecret(db: Database, stored: string): Promise<string | null> {
  if (!isSealedTotpSecret(stored)) return stored;
  const [iv = '', tag = '', ciphertext = ''] = stored.slice(SEALED.length).split('.');
  const key = await keyOf(db);
  try {
    return open(key, { iv, tag, ciphertext });
  } catch {
    return null;
  }
}

/** Start-up step: seals every authenticator secret still stored in clear; answers how many. */
export async function sealStoredTotpSecrets(db: Database): Promise<number> {
  const rows = await staffAuthenticatorsWithout(db, SEALED);
  let sealed = 0;
  for (const row of rows) {
    if (!row.totp_secret) continue;
    // Untouched since it was read: a new enrolment in between is already sealed.
    const sealedNow = await replaceStaffAuthenticator(
      db,
      row.username,
      row.totp_secret,
      await sealTotpSecret(db, row.totp_secret),
    );
    if (sealedNow) sealed += 1;
  }
  return sealed;
}
