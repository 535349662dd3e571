import type { Database } from '../../db/database.ts';

/** The statements of owner-set passwords: one-use links, the mail outbox, the password itself. */

/** Closes every open link of a member (a new one replaces them). */
export async function closeOpenLinks(trx: Database, staffId: number, now: Date): Promise<void> {
  await trx
    .updateTable('staff_password_link')
    .set({ expires_at: now })
    .where('staff_user_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

export async function insertLink(
  trx: Database,
  link: {
    staff_user_id: number;
    token_hash: string;
    purpose: 'CREATE' | 'RESET';
    requested_by: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await trx.insertInto('staff_password_link').values(link).execute();
}

/** The link of a token digest with its member, locked until the transaction ends when asked. */
export async function findLink(db: Database, tokenHash: string, lock = false) {
  let query = db
    .selectFrom('staff_password_link as l')
    .innerJoin('staff_user as s', 's.id', 'l.staff_user_id')
    .select([
      'l.id',
      'l.staff_user_id',
      'l.used_at',
      'l.expires_at',
      'l.purpose',
      's.username',
      's.full_name',
      's.enabled',
      's.project_id',
    ])
    .where('l.token_hash', '=', tokenHash);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markLinkUsed(trx: Database, id: number, now: Date): Promise<void> {
  await trx.updateTable('staff_password_link').set({ used_at: now }).where('id', '=', id).execute();
}

/** The member's own new password. */
export async function setOwnPassword(trx: Database, staffId: number, passwordHash: string): Promise<void> {
  await trx
    .updateTable('staff_user')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', staffId)
    .execute();
}

/** No password until the member sets one, and no authenticator (a reset). */
export async function clearPasswordAndAuthenticator(trx: Database, staffId: number): Promise<void> {
  await trx
    .updateTable('staff_user')
    .set({ password_hash: null, totp_secret: null, totp_enrolled_at: null, updated_at: new Date() })
    .where('id', '=', staffId)
    .execute();
}

/** The latest message written to a member (development tools and tests read the local outbox). */
/** The topic of the password-link messages in the mail outbox. */
export const PASSWORD_LINK_TOPIC = 'password-link';

export async function latestMailTo(db: Database, username: string) {
  return db
    .selectFrom('mail_outbox as m')
    .innerJoin('staff_user as s', 's.email', 'm.recipient')
    .select(['m.recipient as to_address', 'm.subject', 'm.body', 'm.created_at'])
    .where('m.topic', '=', PASSWORD_LINK_TOPIC)
    .where('s.username', '=', username)
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
