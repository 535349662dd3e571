import type { DeclinedMetrics, DeclinedTransaction, RiskTransactionType } from '@mentor/contract/risk';
import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';

/** Most rows one declined-transaction lookup answers (the screen pages them itself). */
export const DECLINED_LIMIT = 5000;

export async function listDeclined(
  db: Database,
  f: { whiteLabel: string; account: string; start: string; end: string },
  nameUnavailable: string,
): Promise<DeclinedTransaction[]> {
  const rows = await db
    .selectFrom('declined_transaction as dt')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'dt.uuid_account_payment')
    .select([
      'dt.uuid',
      'dt.uuid_white_label',
      'dt.uuid_account_payment',
      'dt.transaction_type',
      'dt.amount',
      'dt.reason',
      'dt.description',
      'dt.date_register',
      'pa.full_name',
    ])
    .where('dt.uuid_white_label', '=', f.whiteLabel)
    .where('dt.uuid_account_payment', '=', f.account)
    .where('dt.date_register', '>=', dayStart(f.start))
    .where('dt.date_register', '<', dayAfter(f.end))
    .orderBy('dt.date_register', 'desc')
    .orderBy('dt.uuid')
    .limit(DECLINED_LIMIT)
    .execute();
  return rows.map((r) => ({
    uuid: r.uuid,
    uuidWhiteLabel: r.uuid_white_label,
    uuidAccountPayment: r.uuid_account_payment,
    accountName: r.full_name.trim() === '' ? nameUnavailable : r.full_name,
    transactionType: r.transaction_type,
    amount: r.amount,
    reason: r.reason,
    description: r.description,
    dateRegister: r.date_register.toISOString(),
  }));
}

export interface DeclinedMetricFilters {
  scope: number | null;
  uuidWhiteLabel?: string | undefined;
  uuidAccountPayment?: string | undefined;
  transactionType?: RiskTransactionType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export async function declinedMetrics(db: Database, f: DeclinedMetricFilters): Promise<DeclinedMetrics> {
  let query = db
    .selectFrom('declined_transaction as dt')
    .innerJoin('white_label as wl', 'wl.uuid', 'dt.uuid_white_label');
  if (f.scope !== null) query = query.where('wl.project_id', '=', f.scope);
  if (f.uuidWhiteLabel) query = query.where('dt.uuid_white_label', '=', f.uuidWhiteLabel);
  if (f.uuidAccountPayment) query = query.where('dt.uuid_account_payment', '=', f.uuidAccountPayment);
  if (f.transactionType) query = query.where('dt.transaction_type', '=', f.transactionType);
  if (f.startDate) query = query.where('dt.date_register', '>=', dayStart(f.startDate));
  if (f.endDate) query = query.where('dt.date_register', '<', dayAfter(f.endDate));
  const [byReason, byType] = await Promise.all([
    query
      .select((eb) => [
        'dt.reason',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('dt.amount').as('amount'),
      ])
      .groupBy('dt.reason')
      .orderBy('count', 'desc')
      .orderBy('dt.reason')
      .execute(),
    query
      .select((eb) => [
        'dt.transaction_type',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('dt.amount').as('amount'),
      ])
      .groupBy('dt.transaction_type')
      .orderBy('dt.transaction_type')
      .execute(),
  ]);
  const reasons = byReason.map((r) => ({
    reason: r.reason,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
  return {
    count: reasons.reduce((sum, r) => sum + r.count, 0),
    amount: reasons.reduce((sum, r) => sum + r.amount, 0),
    byReason: reasons,
    byType: byType.map((r) => ({
      transactionType: r.transaction_type,
      count: Number(r.count),
      amount: Number(r.amount),
    })),
  };
}
