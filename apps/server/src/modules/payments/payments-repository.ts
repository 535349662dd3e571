import type {
  Payment,
  PaymentInstallment,
  PaymentListQuery,
  PaymentReceivableUnit,
  PaymentRemittance,
  PaymentSelection,
  SettlementType,
} from '@mentor/contract/payments';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { PaymentTable } from '../../db/schema-payments.ts';

import type { MerchantTable } from '../../db/schema-transactions.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { resolveSort } from '../../http/sorting.ts';
import { incompleteDestination, VALIDATION_DETAILS } from './payment-generation.ts';

type PaymentDB = DB & { p: PaymentTable; m: MerchantTable; pr: DB['project'] };
type PaymentQuery = SelectQueryBuilder<PaymentDB, 'p', object>;
const day = (value: string) => sql<Date>`${value}::date`;

const isoDay = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const iso = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toISOString();

/**
 * The rows of a list tab (spec core §4.3) with the filters of §3.1, before select and order.
 * Every filter is on the payment itself, so the count and sum of a tab read the payment's
 * indexes alone; `selectPaymentColumns` joins the merchant and project for the rows shown.
 */
export function filteredPayments(
  db: Database,
  q: PaymentListQuery,
  projectId: number | undefined,
): PaymentQuery {
  let query = (db as unknown as Kysely<PaymentDB>).selectFrom('payment as p');
  const tab = q.payment_type;
  if (tab === 'TED' || tab === 'SLC' || tab === 'LBK') {
    query = query
      .where('p.payment_type', '=', tab)
      .where('p.validation', '=', 'VALIDATED')
      .where('p.status', 'in', q.status.length > 0 ? q.status : ['WAITING_SEND']);
  } else if (tab === 'INVALID') {
    const validations = q.validation.filter((v) => v === 'PENDING' || v === 'BLOCKED');
    query = query
      .where('p.status', '=', 'WAITING_SEND')
      .where('p.validation', 'in', validations.length > 0 ? validations : ['PENDING', 'BLOCKED']);
  } else {
    if (q.status.length > 0) query = query.where('p.status', 'in', q.status);
    if (q.validation.length > 0) query = query.where('p.validation', 'in', q.validation);
  }
  if (tab === 'INVALID' || tab === 'CONSOLIDATED') {
    if (q.payment_type_context.length > 0)
      query = query.where('p.payment_type', 'in', q.payment_type_context);
  }
  if (q.start && q.end) {
    if (q.date_kind === 'dt_created') {
      query = query
        .where('p.dt_created', '>=', dayStart(q.start))
        .where('p.dt_created', '<', dayAfter(q.end));
    } else {
      query = query.where('p.dt_payment', '>=', day(q.start)).where('p.dt_payment', '<=', day(q.end));
    }
  }
  if (q.step_status.length > 0) query = query.where('p.step_status', 'in', q.step_status);
  if (q.payment !== undefined) query = query.where('p.id', '=', q.payment);
  if (q.merchant !== undefined) query = query.where('p.merchant_id', '=', q.merchant);
  if (projectId !== undefined) query = query.where('p.project_id', '=', projectId);
  if (q.contract_effect !== undefined) query = query.where('p.contract_effect', '=', q.contract_effect);
  if (q.centralized_bank_account_settlement !== undefined) {
    query = query.where('p.centralized_bank_account_settlement', '=', q.centralized_bank_account_settlement);
  }
  if (q.transaction !== undefined) {
    const transactionId = q.transaction;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('receivable as r')
          .select('r.id')
          .whereRef('r.payment_id', '=', 'p.id')
          .where('r.transaction_id', '=', transactionId),
      ),
    );
  }
  return query;
}

export function selectPaymentColumns<O>(query: SelectQueryBuilder<PaymentDB, 'p', O>) {
  return query
    .innerJoin('merchant as m', 'm.id', 'p.merchant_id')
    .innerJoin('project as pr', 'pr.id', 'p.project_id')
    .select([
      'p.id',
      'p.project_id',
      'pr.trade as project_name',
      'p.merchant_id',
      'm.merchant_name',
      'm.cpf_cnpj as merchant_document',
      'p.payment_type',
      'p.status',
      'p.validation',
      'p.validation_detail',
      'p.step_status',
      'p.amount',
      'p.installments_count',
      sql<string>`p.dt_payment::text`.as('dt_payment'),
      'p.dt_created',
      'p.contract_effect',
      'p.centralized_bank_account_settlement',
      'p.destination_type',
      'p.bank_code',
      'p.agency',
      'p.account',
      'p.account_digit',
      'p.account_type',
      'p.digital_account',
      'p.prepaid_card',
      'p.holder_name',
      'p.holder_document',
      'p.settle_attempt',
      'p.bank_reference',
      'p.failure_reason',
      'p.paid_at',
    ]);
}

export type PaymentRow = Awaited<
  ReturnType<ReturnType<typeof selectPaymentColumns>['executeTakeFirstOrThrow']>
>;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: Number(row.id),
    project_id: row.project_id,
    project_name: row.project_name,
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    merchant_document: row.merchant_document,
    payment_type: row.payment_type,
    status: row.status,
    validation: row.validation,
    validation_detail: row.validation_detail,
    step_status: row.step_status,
    amount: Number(row.amount),
    installments_count: row.installments_count,
    dt_payment: isoDay(row.dt_payment) ?? '',
    dt_created: iso(row.dt_created) ?? '',
    contract_effect: row.contract_effect,
    centralized_bank_account_settlement: row.centralized_bank_account_settlement,
    destination: {
      destination_type: row.destination_type,
      bank_code: row.bank_code,
      agency: row.agency,
      account: row.account,
      account_digit: row.account_digit,
      account_type: row.account_type,
      digital_account: row.digital_account,
      prepaid_card: row.prepaid_card,
      holder_name: row.holder_name,
      holder_document: row.holder_document,
    },
    settle_attempt: row.settle_attempt,
    bank_reference: row.bank_reference,
    failure_reason: row.failure_reason,
    paid_at: iso(row.paid_at),
  };
}

/** Count and sum of every payment the filter matches (not only the page). */
export async function sumPayments(query: PaymentQuery): Promise<{ total: number; sum: number }> {
  const row = await selectTotals(query).executeTakeFirstOrThrow();
  return { total: Number(row.total), sum: Number(row.sum) };
}

/** The count and sum of the payments a query matches, in one aggregate. */
const selectTotals = (query: PaymentQuery) =>
  query.select([sql<string>`count(*)`.as('total'), sql<string>`coalesce(sum(p.amount), 0)`.as('sum')]);

/** The list's sortable columns (the page is ordered by one of them, then by id). */
export const PAYMENT_SORT_KEYS = {
  id: 'p.id',
  amount: 'p.amount',
  dt_payment: 'p.dt_payment',
  dt_created: 'p.dt_created',
  merchant: 'm.merchant_name',
  status: 'p.status',
} as const;

/** The selected name of each sort key's column in a page's rows. */
const SORTED_AS = {
  'p.id': 'id',
  'p.amount': 'amount',
  'p.dt_payment': 'dt_payment',
  'p.dt_created': 'dt_created',
  'm.merchant_name': 'merchant_name',
  'p.status': 'status',
} as const satisfies Record<(typeof PAYMENT_SORT_KEYS)[keyof typeof PAYMENT_SORT_KEYS], string>;

/**
 * The statements of a tab's page: its rows in the list's order, and the count and sum of the
 * whole filter (read together from the tab's index: one aggregate).
 */
export function paymentTabStatements(db: Database, q: PaymentListQuery, projectId: number | undefined) {
  const filtered = filteredPayments(db, q, projectId);
  const sort = resolveSort(q, PAYMENT_SORT_KEYS, 'p.dt_payment');
  const page = selectPaymentColumns(filtered)
    .orderBy(sort.column, sort.direction)
    .orderBy('p.id', sort.direction)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return [page, selectTotals(filtered), sort] as const;
}

/**
 * A page of a tab with the count and sum of the whole filter, in one statement: the totals, and
 * beside them the page's rows (none when the page is past the end). One round trip and one
 * connection per list request, however busy the database.
 */
export function paymentTabQuery(db: Database, q: PaymentListQuery, projectId: number | undefined) {
  const [page, totals, sort] = paymentTabStatements(db, q, projectId);
  return (db as unknown as Kysely<PaymentDB>)
    .selectFrom(totals.as('t'))
    .leftJoinLateral(page.as('r'), (join) => join.onTrue())
    .selectAll('r')
    .select(['t.total as tab_total', 't.sum as tab_sum'])
    .orderBy(`r.${SORTED_AS[sort.column]}`, sort.direction)
    .orderBy('r.id', sort.direction);
}

export async function listPaymentTab(
  db: Database,
  q: PaymentListQuery,
  projectId: number | undefined,
): Promise<{ rows: PaymentRow[]; total: number; sum: number }> {
  const found = await paymentTabQuery(db, q, projectId).execute();
  const first = found[0];
  const rows: PaymentRow[] = [];
  for (const { tab_total: _total, tab_sum: _sum, ...row } of found) {
    if (row.id !== null) rows.push(row as PaymentRow);
  }
  return { rows, total: Number(first?.tab_total ?? 0), sum: Number(first?.tab_sum ?? 0) };
}

function basePayment(db: Database) {
  return (db as unknown as Kysely<PaymentDB>).selectFrom('payment as p');
}

export async function findPayment(db: Database, id: number): Promise<Payment | undefined> {
  const row = await selectPaymentColumns(basePayment(db).where('p.id', '=', id)).executeTakeFirst();
  return row ? toPayment(row) : undefined;
}

export async function findPayments(db: Database, ids: readonly number[]): Promise<Payment[]> {
  if (ids.length === 0) return [];
  const rows = await selectPaymentColumns(basePayment(db).where('p.id', 'in', [...ids]))
    .orderBy('p.id')
    .execute();
  return rows.map(toPayment);
}

/** Locks payments (in id order, so two operators never deadlock) and answers their state. */
export async function lockPayments(
  trx: Database,
  where: {
    ids?: readonly number[];
    types?: readonly SettlementType[];
    tabFilter?: (eb: ExpressionBuilder<DB, 'payment'>) => ReturnType<ExpressionBuilder<DB, 'payment'>['and']>;
    projectId?: number;
    /** Read without locking (what an action would reach, before it runs). */
    lock?: boolean;
  },
) {
  let base = trx
    .selectFrom('payment')
    .select([
      'id',
      'project_id',
      'merchant_id',
      'payment_type',
      'status',
      'validation',
      'amount',
      'settle_attempt',
    ])
    .orderBy('id');
  if (where.lock !== false) base = base.forUpdate();
  let query = base;
  if (where.ids) query = query.where('id', 'in', where.ids.length > 0 ? [...where.ids] : [-1]);
  if (where.types && where.types.length > 0) query = query.where('payment_type', 'in', [...where.types]);
  if (where.projectId !== undefined) query = query.where('project_id', '=', where.projectId);
  if (where.tabFilter) query = query.where(where.tabFilter);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount) }));
}
export type LockedPayment = Awaited<ReturnType<typeof lockPayments>>[number];

/** Sets each payment's amount and count from its receivables (the invariant, recomputed). */
export async function recomputeAmounts(trx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE payment p SET amount = s.amount, installments_count = s.n, updated_at = now()
    FROM (
      SELECT p2.id, coalesce(sum(r.net_amount + r.adjustment_amount), 0) AS amount, count(r.id)::int AS n
      FROM payment p2 LEFT JOIN receivable r ON r.payment_id = p2.id
      WHERE p2.id = ANY(${[...ids]}::bigint[])
      GROUP BY p2.id
    ) s
    WHERE p.id = s.id`.execute(trx);
}

export async function receivableUnits(db: Database, paymentId: number): Promise<PaymentReceivableUnit[]> {
  const rows = await db
    .selectFrom('receivable as r')
    .leftJoin('card_brand as b', 'b.id', 'r.card_brand_id')
    .where('r.payment_id', '=', paymentId)
    .groupBy(['r.card_brand_id', 'b.brand_name', sql`r.operation_id = 0`])
    .select([
      'r.card_brand_id',
      'b.brand_name as card_brand_name',
      sql<boolean>`r.operation_id = 0`.as('debit'),
      sql<string>`count(*)`.as('installments'),
      sql<string>`sum(r.gross_amount)`.as('gross'),
      sql<string>`sum(r.mdr_amount)`.as('mdr'),
      sql<string>`sum(r.adjustment_amount)`.as('adjustment'),
      sql<string>`sum(r.net_amount + r.adjustment_amount)`.as('amount'),
    ])
    .orderBy('r.card_brand_id')
    .execute();
  return rows.map((r) => ({
    card_brand_id: r.card_brand_id,
    card_brand_name: r.card_brand_name ?? null,
    arrangement: r.debit ? 'DEBIT' : 'CREDIT',
    installments: Number(r.installments),
    gross_amount: Number(r.gross),
    mdr_amount: Number(r.mdr),
    adjustment_amount: Number(r.adjustment),
    amount: Number(r.amount),
  }));
}

export async function paymentInstallments(
  db: Database,
  paymentId: number,
  page: { page: number; perPage: number },
): Promise<{ data: PaymentInstallment[]; total: number; sum: number }> {
  const [rows, totals] = await Promise.all([
    db
      .selectFrom('receivable')
      .where('payment_id', '=', paymentId)
      .select([
        'id',
        'transaction_id',
        'card_brand_id',
        'operation_id',
        'installment_number',
        'installment_count',
        'gross_amount',
        sql<string>`mdr_rate::text`.as('mdr_rate'),
        'mdr_amount',
        'net_amount',
        'adjustment_amount',
        sql<string>`dt_due::text`.as('dt_due'),
        sql<string | null>`dt_payment::text`.as('dt_payment'),
        'paid',
      ])
      .orderBy('dt_due')
      .orderBy('id')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    db
      .selectFrom('receivable')
      .where('payment_id', '=', paymentId)
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(net_amount + adjustment_amount), 0)`.as('s'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      transaction_id: Number(r.transaction_id),
      gross_amount: Number(r.gross_amount),
      mdr_amount: Number(r.mdr_amount),
      net_amount: Number(r.net_amount),
      adjustment_amount: Number(r.adjustment_amount),
      amount: Number(r.net_amount) + Number(r.adjustment_amount),
    })),
    total: Number(totals.n),
    sum: Number(totals.s),
  };
}

export async function listRemittances(
  db: Database,
  filter: { paymentId?: number; projectId?: number; limit: number },
): Promise<PaymentRemittance[]> {
  let query = db
    .selectFrom('payment_remittance as r')
    .innerJoin('payment as p', 'p.id', 'r.payment_id')
    .select([
      'r.id',
      'r.payment_id',
      'r.idempotency_key',
      'r.payment_type',
      'r.amount',
      'r.status',
      'r.bank_reference',
      'r.failure_reason',
      'r.requested_by',
      'r.created_at',
      'r.answered_at',
    ])
    .orderBy('r.id', 'desc')
    .limit(filter.limit);
  if (filter.paymentId !== undefined) query = query.where('r.payment_id', '=', filter.paymentId);
  if (filter.projectId !== undefined) query = query.where('p.project_id', '=', filter.projectId);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    payment_id: Number(r.payment_id),
    amount: Number(r.amount),
    created_at: iso(r.created_at) ?? '',
    answered_at: iso(r.answered_at),
  }));
}

/** The rows of a whole tab an action may reach (the list's tab rules, without the date range). */
export function tabFilter(tab: PaymentSelection['tab']) {
  return (eb: ExpressionBuilder<DB, 'payment'>) => {
    if (tab === 'TED' || tab === 'SLC' || tab === 'LBK') {
      return eb.and([eb('payment_type', '=', tab), eb('validation', '=', 'VALIDATED')]);
    }
    if (tab === 'INVALID') {
      return eb.and([eb('status', '=', 'WAITING_SEND'), eb('validation', 'in', ['PENDING', 'BLOCKED'])]);
    }
    return eb.and([]);
  };
}

/** WAITING_SEND → WAITING_BANK_RESPONSE, the next attempt, sent by `username`. */
export async function markSent(trx: Database, ids: readonly number[], username: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 5000) {
    await trx
      .updateTable('payment')
      .set({
        status: 'WAITING_BANK_RESPONSE',
        step_status: 'WAITING',
        settle_attempt: sql`settle_attempt + 1`,
        settled_by: username,
        failure_reason: null,
        updated_at: new Date(),
      })
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
  }
}

/** What the bank is sent for each payment: its attempt, type, amount and destination, by id. */
export async function remittanceRows(trx: Database, ids: readonly number[]) {
  const rows = await sql<{
    id: number;
    attempt: number;
    payment_type: SettlementType;
    amount: string;
    destination: Record<string, unknown>;
  }>`
    SELECT id, settle_attempt AS attempt, payment_type, amount::text,
      jsonb_build_object('destination_type', destination_type, 'bank_code', bank_code, 'agency', agency,
        'account', account, 'account_digit', account_digit, 'account_type', account_type,
        'digital_account', digital_account, 'prepaid_card', prepaid_card,
        'holder_name', holder_name, 'holder_document', holder_document) AS destination
    FROM payment WHERE id = ANY(${[...ids]}::bigint[]) ORDER BY id`.execute(trx);
  return rows.rows;
}

export interface BankAnswerRow {
  id: number;
  status: string;
  ref: string | null;
  reason: string | null;
}

/** The bank's answers applied: PAID (SUCCESS, paid now) or FAIL (FAILED), with its reference and reason. */
export async function applyAnswerRows(trx: Database, answers: readonly BankAnswerRow[]): Promise<void> {
  const payload = JSON.stringify(answers);
  await sql`
    UPDATE payment p SET status = a.status,
      step_status = CASE WHEN a.status = 'PAID' THEN 'SUCCESS' ELSE 'FAILED' END,
      bank_reference = a.ref, failure_reason = a.reason,
      paid_at = CASE WHEN a.status = 'PAID' THEN now() END, updated_at = now()
    FROM jsonb_to_recordset(${payload}::jsonb) AS a(id bigint, status text, ref text, reason text)
    WHERE p.id = a.id`.execute(trx);
}

export async function deletePayments(trx: Database, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('payment')
    .where('id', 'in', [...ids])
    .execute();
}

/** Payments emptied of their receivables are removed. */
export async function deleteEmptyPayments(trx: Database, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('payment')
    .where('id', 'in', [...ids])
    .where('installments_count', '=', 0)
    .execute();
}

/** Back to WAITING_SEND with no bank answer (a rollback). */
export async function reopenPayments(trx: Database, ids: readonly number[]): Promise<void> {
  await trx
    .updateTable('payment')
    .set({
      status: 'WAITING_SEND',
      step_status: 'PENDING',
      paid_at: null,
      bank_reference: null,
      failure_reason: null,
      updated_at: new Date(),
    })
    .where('id', 'in', [...ids])
    .execute();
}

export async function convertToTed(trx: Database, ids: readonly number[]): Promise<void> {
  await trx
    .updateTable('payment')
    .set({ payment_type: 'TED', updated_at: new Date() })
    .where('id', 'in', [...ids])
    .execute();
}

/** Sets validation again from the merchant and the destination snapshot. */
export async function revalidate(trx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const incomplete = incompleteDestination(
    'p.destination_type',
    'p.bank_code',
    'p.agency',
    'p.account',
    'p.digital_account',
    'p.prepaid_card',
    'p.holder_document',
  );
  await sql`
    UPDATE payment p SET
      validation = CASE WHEN m.blocked OR m.deleted THEN 'BLOCKED' WHEN ${incomplete} THEN 'PENDING' ELSE 'VALIDATED' END,
      validation_detail = CASE WHEN m.blocked OR m.deleted THEN ${VALIDATION_DETAILS.merchantBlocked}
        WHEN ${incomplete} THEN ${VALIDATION_DETAILS.incompleteDestination} END,
      updated_at = now()
    FROM merchant m
    WHERE m.id = p.merchant_id AND p.id = ANY(${[...ids]}::bigint[])`.execute(trx);
}

/** Validated payments of a type waiting to be sent with a payment day up to `day`: how many and their sum. */
export async function queuedForCutoff(
  db: Database,
  type: SettlementType,
  day: string,
  projectId: number | null,
) {
  let query = db
    .selectFrom('payment')
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(amount), 0)`.as('s')])
    .where('payment_type', '=', type)
    .where('status', '=', 'WAITING_SEND')
    .where('validation', '=', 'VALIDATED')
    .where('dt_payment', '<=', sql<Date>`${day}::date`);
  if (projectId !== null) query = query.where('project_id', '=', projectId);
  return query.executeTakeFirstOrThrow();
}
