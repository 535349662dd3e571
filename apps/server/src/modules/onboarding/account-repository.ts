import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';

/** A payment account with its white label's name and project (of that white label when given). */
export async function findAccount(db: Database, account: string, whiteLabel: string | null) {
  let q = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select([
      'pa.uuid_account_payment',
      'pa.uuid_white_label',
      'pa.full_name',
      'pa.account_number',
      'pa.document',
      'pa.phone',
      'pa.created_at',
      'pa.account_status',
      'pa.status_reason',
      'pa.status_changed_at',
      'pa.state',
      'pa.city',
      'wl.fantasy_name',
      'wl.project_id',
    ])
    .where('pa.uuid_account_payment', '=', account);
  if (whiteLabel) q = q.where('pa.uuid_white_label', '=', whiteLabel);
  return q.executeTakeFirst();
}

/** Locks an account's row until the transaction ends (one change of it at a time). */
export async function lockAccount(trx: Database, account: string): Promise<void> {
  await trx
    .selectFrom('payment_account')
    .select('uuid_account_payment')
    .where('uuid_account_payment', '=', account)
    .forUpdate()
    .execute();
}

/** The account's status and the reason recorded with it. */
export async function accountStatus(db: Database, account: string) {
  return db
    .selectFrom('payment_account')
    .select(['account_status', 'status_reason'])
    .where('uuid_account_payment', '=', account)
    .executeTakeFirstOrThrow();
}

/** Balance of an account: its settled Pix credits minus debits, in cents. */
export async function balanceOf(db: Database, account: string): Promise<number> {
  const row = await db
    .selectFrom('pix_movement')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('movement_type', '=', 'CREDIT')
            .then(eb.ref('amount'))
            .else(eb.neg(eb.ref('amount')))
            .end(),
        )
        .as('balance'),
    ])
    .where('uuid_account_payment', '=', account)
    .where('status', '=', 'SETTLED')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Settled movements of an account within a period (São Paulo days), newest first, at most 5,000. */
export async function settledMovements(db: Database, account: string, startDate: string, endDate: string) {
  return db
    .selectFrom('pix_movement')
    .select([
      'uuid',
      'date_register',
      'movement_type',
      'amount',
      'description',
      'name_origin',
      'name_destination',
    ])
    .where('uuid_account_payment', '=', account)
    .where('status', '=', 'SETTLED')
    .where('date_register', '>=', dayStart(startDate))
    .where('date_register', '<', dayAfter(endDate))
    .orderBy('date_register', 'desc')
    .orderBy('uuid')
    .limit(5000)
    .execute();
}

/** The movement carrying an end-to-end id, if any. */
export async function movementByEndToEndId(db: Database, endToEndId: string) {
  return db
    .selectFrom('pix_movement')
    .select(['uuid', 'amount', 'uuid_account_payment'])
    .where('end_to_end_id', '=', endToEndId)
    .executeTakeFirst();
}

/** Limit changes of an account, newest first. */
export async function limitChanges(db: Database, account: string) {
  return db
    .selectFrom('account_limit_history')
    .selectAll()
    .where('uuid_account_payment', '=', account)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A page of the blocked accounts (of one project when `projectId` is not null), latest blocked first. */
export async function listBlockedAccounts(
  db: Database,
  projectId: number | null,
  page: number,
  limit: number,
) {
  let q = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .where('pa.account_status', '=', 'BLOCKED');
  if (projectId !== null) q = q.where('wl.project_id', '=', projectId);
  const [rows, count] = await Promise.all([
    q
      .select([
        'pa.uuid_account_payment',
        'pa.uuid_white_label',
        'wl.fantasy_name',
        'pa.full_name',
        'pa.account_number',
        'pa.document',
        'pa.status_reason',
        'pa.status_changed_at',
      ])
      .orderBy('pa.status_changed_at', 'desc')
      .orderBy('pa.uuid_account_payment')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A block reason of the white label for putting an account on the blacklist. */
export async function blacklistBlockReason(db: Database, whiteLabel: string, id: number) {
  return db
    .selectFrom('block_reason')
    .select(['id', 'description'])
    .where('id', '=', id)
    .where('uuid_white_label', '=', whiteLabel)
    .where('type_block', '=', 'BLACKLIST_BLOCK')
    .executeTakeFirst();
}

/** Opens an account unless its number is taken in the white label; answers its id, or undefined. */
export async function insertAccount(
  trx: Database,
  values: {
    uuid_white_label: string;
    full_name: string;
    account_number: string;
    document: string;
    phone: string | null;
  },
): Promise<string | undefined> {
  const row = await trx
    .insertInto('payment_account')
    .values(values)
    .onConflict((oc) => oc.columns(['uuid_white_label', 'account_number']).doNothing())
    .returning('uuid_account_payment')
    .executeTakeFirst();
  return row?.uuid_account_payment;
}

/** Blocks an account or lifts its block, with the reason, from now. */
export async function setAccountStatus(
  trx: Database,
  account: string,
  status: 'ACTIVE' | 'BLOCKED',
  reason: string,
): Promise<void> {
  await trx
    .updateTable('payment_account')
    .set({ account_status: status, status_reason: reason, status_changed_at: new Date() })
    .where('uuid_account_payment', '=', account)
    .execute();
}

/** Active accounts of a white label, per state. */
export async function activeAccountsByState(db: Database, whiteLabel: string) {
  return db
    .selectFrom('payment_account')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uuid_white_label', '=', whiteLabel)
    .where('account_status', '=', 'ACTIVE')
    .where('state', 'is not', null)
    .groupBy('state')
    .execute();
}
