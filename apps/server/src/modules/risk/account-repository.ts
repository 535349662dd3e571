import type { Balance, RiskAccount, RiskClient } from '@mentor/contract/risk';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';

/** Most clients one lookup answers (an option list, narrowed by white label or name). */
export const CLIENTS_LIMIT = 500;

export async function findWhiteLabel(db: Database, uuid: string) {
  return db
    .selectFrom('white_label')
    .select(['uuid', 'fantasy_name', 'project_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export async function findAccount(db: Database, uuid: string) {
  return db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select([
      'pa.uuid_account_payment',
      'pa.uuid_white_label',
      'pa.full_name',
      'pa.document',
      'wl.project_id',
    ])
    .where('pa.uuid_account_payment', '=', uuid)
    .executeTakeFirst();
}

export async function listAccountsOf(db: Database, whiteLabel: string): Promise<RiskAccount[]> {
  const rows = await db
    .selectFrom('payment_account')
    .select(['uuid_account_payment', 'full_name', 'uuid_white_label', 'account_number'])
    .where('uuid_white_label', '=', whiteLabel)
    .orderBy('full_name')
    .orderBy('account_number')
    .execute();
  return rows.map((r) => ({
    uuidAccountPayment: r.uuid_account_payment,
    fullName: r.full_name,
    uuidWhiteLabelAssociated: r.uuid_white_label,
    accountNumber: r.account_number,
  }));
}

export async function listClients(
  db: Database,
  filters: { scope: number | null; uuidWhiteLabel?: string | undefined; name?: string | undefined },
): Promise<RiskClient[]> {
  let query = db
    .selectFrom('payment_account as pa')
    .innerJoin('white_label as wl', 'wl.uuid', 'pa.uuid_white_label')
    .select(['pa.uuid_account_payment', 'pa.full_name']);
  if (filters.scope !== null) query = query.where('wl.project_id', '=', filters.scope);
  if (filters.uuidWhiteLabel) query = query.where('pa.uuid_white_label', '=', filters.uuidWhiteLabel);
  if (filters.name) query = query.where('pa.full_name', 'ilike', containsPattern(filters.name));
  const rows = await query
    .orderBy('pa.full_name')
    .orderBy('pa.uuid_account_payment')
    .limit(CLIENTS_LIMIT)
    .execute();
  return rows.map((r) => ({ uuidAccountPayment: r.uuid_account_payment, fullName: r.full_name }));
}

/** Balance of an account from its settled Pix movements: credits minus debits, in cents. */
export async function balanceOf(db: Database, whiteLabel: string, account: string): Promise<Balance> {
  const row = await db
    .selectFrom('pix_movement')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('movement_type', '=', 'CREDIT').then(eb.ref('amount')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('credits'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('movement_type', '=', 'DEBIT').then(eb.ref('amount')).else(0).end(),
          ),
          eb.lit(0),
        )
        .as('debits'),
    ])
    .where('uuid_white_label', '=', whiteLabel)
    .where('uuid_account_payment', '=', account)
    .where('status', '=', 'SETTLED')
    .executeTakeFirstOrThrow();
  const credits = Number(row.credits);
  const debits = Number(row.debits);
  return {
    uuidWhiteLabel: whiteLabel,
    uuidAccountPayment: account,
    credits,
    debits,
    balance: credits - debits,
  };
}
