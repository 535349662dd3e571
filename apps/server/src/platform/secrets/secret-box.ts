import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/**
 * AES-256-GCM for secrets stored in the database (certificate private keys). The key comes
 * from SECRETS_KEY when set (any text, hashed to 32 bytes), otherwise from a random key
 * generated once and kept in `server_secret`.
 */
export interface SealedSecret {
  iv: string;
  tag: string;
  ciphertext: string;
}

const SECRET_NAME = 'secrets_key';

async function storedKey(db: Database): Promise<Buffer> {
  const fresh = randomBytes(32).toString('base64');
  await db
    .insertInto('server_secret')
    .values({ name: SECRET_NAME, value: JSON.stringify({ key: fresh }) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const value = row.value;
  const key =
    typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string'
      ? value.key
      : null;
  if (!key) throw new Error('server_secret secrets_key is malformed');
  return Buffer.from(key, 'base64');
}

export async function secretsKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  return storedKey(db);
}

export function seal(key: Buffer, plain: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

export function open(key: Buffer, sealed: SealedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
