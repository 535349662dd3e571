import type { RiskTransactionType, ScheduledMetrics, ScheduledTransaction } from '@mentor/contract/risk';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { offsetOf } from '../../http/paging.ts';

export interface ScheduledFilters {
  scope: number | null;
  uuidWhiteLabel?: string | undefined;
  uuidAccountPayment?: string | undefined;
  transactionType?: RiskTransactionType | undefined;
  startExecutionDate?: string | undefined;
  endExecutionDate?: string | undefined;
}

function filtered(db: Database, f: ScheduledFilters) {
  let query = db
    .selectFrom('scheduled_transaction as st')
    .innerJoin('white_label as wl', 'wl.uuid', 'st.uuid_white_label')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'st.uuid_account_payment');
  if (f.scope !== null) query = query.where('wl.project_id', '=', f.scope);
  if (f.uuidWhiteLabel) query = query.where('st.uuid_white_label', '=', f.uuidWhiteLabel);
  if (f.uuidAccountPayment) query = query.where('st.uuid_account_payment', '=', f.uuidAccountPayment);
  if (f.transactionType) query = query.where('st.transaction_type', '=', f.transactionType);
  if (f.startExecutionDate) query = query.where('st.execution_date', '>=', f.startExecutionDate);
  if (f.endExecutionDate) query = query.where('st.execution_date', '<=', f.endExecutionDate);
  return query;
}

/** Scheduled transactions by execution date, latest first. */
export async function listScheduled(db: Database, f: ScheduledFilters & { page: number; limit: number }) {
  const query = filtered(db, f);
  const [rows, count] = await Promise.all([
    query
      .select([
        'st.uuid',
        'st.uuid_white_label',
        'st.uuid_account_payment',
        'st.transaction_type',
        'st.amount',
        'st.status',
        sql<string>`to_char(st.execution_date, 'YYYY-MM-DD')`.as('execution_date'),
        'st.recipient_name',
        'st.date_register',
        'pa.full_name',
      ])
      .orderBy('st.execution_date', 'desc')
      .orderBy('st.uuid')
      .limit(f.limit)
      .offset(offsetOf({ page: f.page, perPage: f.limit }))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: ScheduledTransaction[] = rows.map((r) => ({
    uuid: r.uuid,
    uuidWhiteLabel: r.uuid_white_label,
    uuidAccountPayment: r.uuid_account_payment,
    accountName: r.full_name,
    transactionType: r.transaction_type,
    amount: r.amount,
    status: r.status,
    executionDate: r.execution_date,
    recipientName: r.recipient_name,
    dateRegister: r.date_register.toISOString(),
  }));
  return { rows: data, total: Number(count.n) };
}

export async function scheduledMetrics(db: Database, f: ScheduledFilters): Promise<ScheduledMetrics> {
  const query = filtered(db, f);
  const [byStatus, byType] = await Promise.all([
    query
      .select((eb) => [
        'st.status',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('st.amount').as('amount'),
      ])
      .groupBy('st.status')
      .orderBy('st.status')
      .execute(),
    query
      .select((eb) => [
        'st.transaction_type',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('st.amount').as('amount'),
      ])
      .groupBy('st.transaction_type')
      .orderBy('st.transaction_type')
      .execute(),
  ]);
  const statuses = byStatus.map((r) => ({
    status: r.status,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
  return {
    count: statuses.reduce((sum, r) => sum + r.count, 0),
    amount: statuses.reduce((sum, r) => sum + r.amount, 0),
    byStatus: statuses,
    byType: byType.map((r) => ({
      transactionType: r.transaction_type,
      count: Number(r.count),
      amount: Number(r.amount),
    })),
  };
}
