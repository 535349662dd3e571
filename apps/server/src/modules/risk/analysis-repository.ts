import type { AnalysisQuery, TransactionAnalysis } from '@mentor/contract/risk';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnalysisStatus } from '../../db/schema-risk.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { offsetOf } from '../../http/paging.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('transaction_analysis as ta')
    .innerJoin('white_label as wl', 'wl.uuid', 'ta.uuid_white_label')
    .innerJoin('payment_account as pa', 'pa.uuid_account_payment', 'ta.uuid_account_payment')
    .select([
      'ta.uuid',
      'ta.uuid_white_label',
      'ta.uuid_account_payment',
      'ta.transaction_type',
      'ta.amount',
      'ta.counterpart_name',
      'ta.counterpart_document',
      'ta.risk_score',
      'ta.rule',
      'ta.status',
      'ta.assigned_to',
      'ta.assigned_at',
      'ta.decided_by',
      'ta.decided_at',
      'ta.decision_reason',
      'ta.date_register',
      'wl.fantasy_name',
      'wl.project_id',
      'pa.full_name',
    ]);
}

export type AnalysisRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAnalysis(row: AnalysisRow): TransactionAnalysis {
  return {
    uuid: row.uuid,
    uuidWhiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    uuidAccountPayment: row.uuid_account_payment,
    accountName: row.full_name,
    transactionType: row.transaction_type,
    amount: row.amount,
    counterpartName: row.counterpart_name,
    counterpartDocument: row.counterpart_document,
    riskScore: row.risk_score,
    rule: row.rule,
    status: row.status,
    assignedTo: row.assigned_to,
    assignedAt: iso(row.assigned_at),
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    decisionReason: row.decision_reason,
    dateRegister: row.date_register.toISOString(),
  };
}

/** The queue, oldest first (worked in arrival order), with the filters of the screen. */
export async function listAnalyses(db: Database, q: AnalysisQuery, scope: number | null, me: string) {
  let query = baseQuery(db);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (q.status?.length) query = query.where('ta.status', 'in', q.status);
  if (q.transactionType?.length) query = query.where('ta.transaction_type', 'in', q.transactionType);
  if (q.uuidWhiteLabel?.length) query = query.where('ta.uuid_white_label', 'in', q.uuidWhiteLabel);
  if (q.assignedTo === 'none') query = query.where('ta.assigned_to', 'is', null);
  else if (q.assignedTo)
    query = query.where('ta.assigned_to', '=', q.assignedTo === 'me' ? me : q.assignedTo);
  if (q.startDate) query = query.where('ta.date_register', '>=', dayStart(q.startDate));
  if (q.endDate) query = query.where('ta.date_register', '<', dayAfter(q.endDate));
  const [rows, count] = await Promise.all([
    query
      .orderBy('ta.date_register', 'asc')
      .orderBy('ta.uuid')
      .limit(q.limit)
      .offset(offsetOf({ page: q.page, perPage: q.limit }))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAnalysis), total: Number(count.n) };
}

export async function findAnalysis(db: Database, uuid: string, lock = false) {
  const query = baseQuery(db).where('ta.uuid', '=', uuid);
  return (lock ? query.forUpdate('ta') : query).executeTakeFirst();
}

/** The oldest pending, unassigned analysis in scope, locked (others skip it while it is taken). */
export async function lockNextUnassigned(db: Database, scope: number | null) {
  let query = baseQuery(db).where('ta.status', '=', 'PENDING').where('ta.assigned_to', 'is', null);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  return query
    .orderBy('ta.date_register', 'asc')
    .orderBy('ta.uuid')
    .limit(1)
    .forUpdate('ta')
    .skipLocked()
    .executeTakeFirst();
}

export async function updateAnalysis(
  db: Database,
  uuid: string,
  values: {
    status: AnalysisStatus;
    assigned_to?: string | null;
    assigned_at?: Date | null;
    decided_by?: string;
    decided_at?: Date;
    decision_reason?: string;
  },
): Promise<void> {
  await db
    .updateTable('transaction_analysis')
    .set({ ...values, date_update: sql<Date>`now()` })
    .where('uuid', '=', uuid)
    .execute();
}
