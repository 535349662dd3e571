import type { SmsOutboxItem } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { offsetOf } from '../../http/paging.ts';

/** Messages the local SMS adapter wrote, newest first, of the white labels in scope. */
export async function listOutbox(
  db: Database,
  filters: { page: number; limit: number; uuidAccountPayment?: string | undefined },
  scope: number | null,
): Promise<{ rows: SmsOutboxItem[]; total: number }> {
  let query = db
    .selectFrom('sms_outbox as o')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'o.uuid_account_payment')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select(['o.id', 'o.uuid_account_payment', 'o.phone', 'o.body', 'o.created_at']);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.uuidAccountPayment)
    query = query.where('o.uuid_account_payment', '=', filters.uuidAccountPayment);
  const [rows, count] = await Promise.all([
    query
      .orderBy('o.id', 'desc')
      .limit(filters.limit)
      .offset(offsetOf({ page: filters.page, perPage: filters.limit }))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      uuidAccountPayment: r.uuid_account_payment,
      phone: r.phone,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(count.n),
  };
}

/** A payment account of a white label, with the white label's project and name. */
export async function findWhiteLabelAccount(db: Database, whiteLabel: string, account: string) {
  return db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select(['pa.uuid_account_payment', 'pa.phone', 'pa.full_name', 'wl.project_id', 'wl.fantasy_name'])
    .where('pa.uuid_account_payment', '=', account)
    .where('pa.uuid_white_label', '=', whiteLabel)
    .executeTakeFirst();
}

/** Spends every unspent code of an account. */
export async function consumeLiveTokens(trx: Database, account: string, now: Date): Promise<void> {
  await trx
    .updateTable('sms_token')
    .set({ consumed_at: now })
    .where('uuid_account_payment', '=', account)
    .where('consumed_at', 'is', null)
    .execute();
}

export interface NewSmsToken {
  uuid_account_payment: string;
  code_hash: string;
  requested_by: string;
  created_at: Date;
  expires_at: Date;
}

export async function insertToken(trx: Database, token: NewSmsToken): Promise<number> {
  const row = await trx.insertInto('sms_token').values(token).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account's latest code neither spent, checked nor expired, locked until the transaction ends. */
export async function lockLatestLiveToken(trx: Database, account: string, now: Date) {
  return trx
    .selectFrom('sms_token')
    .select(['id', 'code_hash', 'failed_attempts'])
    .where('uuid_account_payment', '=', account)
    .where('consumed_at', 'is', null)
    .where('checked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export type TokenCheck =
  | { checked_at: Date; checked_by: string }
  | { failed_attempts: number; consumed_at: Date | null };

export async function recordTokenCheck(trx: Database, id: number, check: TokenCheck): Promise<void> {
  await trx.updateTable('sms_token').set(check).where('id', '=', id).execute();
}

/** Spends the code a staff member checked for the account, if it is still live; its id, or null. */
export async function consumeCheckedTokenOf(
  trx: Database,
  account: string,
  username: string,
  now: Date,
): Promise<number | null> {
  const row = await trx
    .updateTable('sms_token')
    .set({ consumed_at: now })
    .where('uuid_account_payment', '=', account)
    .where('checked_by', '=', username)
    .where('checked_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}
