import { isDeepStrictEqual } from 'node:util';
import type {
  Payment,
  PaymentActionResult,
  PaymentListQuery,
  PaymentListResponse,
  PaymentSelection,
  SettlementType,
} from '@mentor/contract/payments';
import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertUnchanged, type FrozenSet, freezeSet } from '../../http/frozen-set.ts';
import { lastPageOf } from '../../http/paging.ts';
import {
  assertProjectAccess,
  listProjectFilter,
  projectScope,
  requireUser,
} from '../../http/project-scope.ts';
import { type AuditEntry, auditMany } from '../../platform/audit/audit-service.ts';
import type { BankAdapter, Remittance } from './bank-adapter.ts';
import {
  generatePayments,
  incompleteDestination,
  promoteScheduled,
  VALIDATION_DETAILS,
} from './payment-generation.ts';
import {
  findPayment,
  findPayments,
  type LockedPayment,
  listPaymentTab,
  lockPayments,
  paymentInstallments,
  receivableUnits,
  recomputeAmounts,
  releaseReceivables,
  toPayment,
} from './payments-repository.ts';

export const PAYMENT_TABLE_CONTEXT = 'payment';

export const PAYMENT_MESSAGES_SERVER = {
  notFound: 'Pagamento não encontrado.',
  someNotFound: 'Pagamento não encontrado.',
  nothingToDo: 'Nenhum pagamento da seleção permite esta ação.',
  settleRefused:
    'Só é possível liquidar pagamentos validados, aguardando envio e do tipo escolhido; nenhum pagamento foi liquidado.',
  deleteRefused: 'Só é possível excluir pagamentos aguardando envio, agendados, com falha ou não pagos.',
  rollbackRefused:
    'Só é possível estornar pagamentos pagos, com falha, não pagos ou aguardando resposta do banco.',
  convertRefused: 'Só é possível converter em TED pagamentos SLC aguardando envio ou agendados.',
  revalidateRefused: 'Só é possível revalidar pagamentos aguardando envio ou agendados.',
  removePendingRefused: 'Só é possível remover pagamentos aguardando envio com validação pendente.',
  recalculateRefused: 'Só é possível recalcular pagamentos aguardando envio ou agendados.',
} as const;
const M = PAYMENT_MESSAGES_SERVER;

/** A tab of the list (spec core §4.3), with its default filters. */
export async function listPayments(
  db: Database,
  request: FastifyRequest,
  q: PaymentListQuery,
): Promise<PaymentListResponse> {
  const projectId = listProjectFilter(request, q.project);
  const { rows, ...totals } = await listPaymentTab(db, q, projectId);
  return {
    data: rows.map(toPayment),
    total: totals.total,
    lastPage: lastPageOf(totals.total, q.perPage),
    sum_payments: totals.sum,
    total_payments: totals.total,
  };
}

export async function readPayment(db: Database, request: FastifyRequest, id: number): Promise<Payment> {
  const payment = await findPayment(db, id);
  if (!payment) throw notFound(M.notFound);
  assertProjectAccess(request, payment.project_id);
  return payment;
}

export async function readReceivableUnits(db: Database, request: FastifyRequest, id: number) {
  await readPayment(db, request, id);
  return receivableUnits(db, id);
}

export async function readInstallments(
  db: Database,
  request: FastifyRequest,
  id: number,
  page: { page: number; perPage: number },
) {
  await readPayment(db, request, id);
  const { data, total, sum } = await paymentInstallments(db, id, page);
  return { data, total, lastPage: lastPageOf(total, page.perPage), sum_installments: sum };
}

/** The rows of a whole tab an action may reach (the list's tab rules, without the date range). */
function tabFilter(tab: PaymentSelection['tab']) {
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

interface ActionSpec {
  allowed: (p: LockedPayment) => boolean;
  refused: string;
  /** DELETE actions answer no "after". */
  action: 'UPDATE' | 'DELETE';
  apply: (trx: Database, payments: LockedPayment[]) => Promise<void>;
  /**
   * Checks what the action would reach now, before anything else (an approved settlement: the
   * set frozen at request time); may throw to refuse it.
   */
  verify?: (locked: LockedPayment[]) => void;
  /** Runs after the commit (queue a job). */
  afterCommit?: (payments: LockedPayment[]) => Promise<void>;
  /** Audits only the payments the action changed (a repeated recalculation writes nothing). */
  auditChangedOnly?: boolean;
}

/**
 * Runs an action on a selection (`ids`: every one must exist and allow it, else nothing
 * changes) or a whole tab (the payments of the tab that allow it), with the payments locked in
 * id order and one audit row per payment, in one transaction.
 */
async function act(
  db: Database,
  request: FastifyRequest,
  selection: Pick<PaymentSelection, 'ids' | 'types' | 'tab'>,
  spec: ActionSpec,
): Promise<PaymentActionResult> {
  requireUser(request);
  const scope = projectScope(request);
  let done: LockedPayment[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const byIds = selection.ids && selection.ids.length > 0;
    const locked = await lockPayments(trx, {
      ...(byIds ? { ids: [...new Set(selection.ids)] } : { tabFilter: tabFilter(selection.tab) }),
      // A selection is checked against the action's rule (a wrong type is a 409, not a 404).
      ...(selection.types && !byIds ? { types: selection.types } : {}),
      ...(scope !== null ? { projectId: scope } : {}),
    });
    spec.verify?.(locked);
    let targets: LockedPayment[];
    if (byIds) {
      const wanted = [...new Set(selection.ids)];
      const found = new Set(locked.map((p) => p.id));
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length > 0) throw notFound(M.someNotFound);
      const refused = locked.filter((p) => !spec.allowed(p));
      if (refused.length > 0) throw conflict(spec.refused, { ids: refused.map((p) => String(p.id)) });
      targets = locked;
    } else {
      targets = locked.filter(spec.allowed);
    }
    if (targets.length === 0) throw conflict(M.nothingToDo);
    const ids = targets.map((p) => p.id);
    const before = await findPayments(trx, ids);
    await spec.apply(trx, targets);
    const after = spec.action === 'DELETE' ? [] : await findPayments(trx, ids);
    const afterById = new Map(after.map((p) => [p.id, p]));
    const entries: AuditEntry[] = before
      .filter((b) => !spec.auditChangedOnly || !isDeepStrictEqual(b, afterById.get(b.id)))
      .map((b) => ({
        tableContext: PAYMENT_TABLE_CONTEXT,
        recordId: b.id,
        // A payment the action emptied and removed is audited as deleted.
        action: spec.action === 'UPDATE' && !afterById.has(b.id) ? 'DELETE' : spec.action,
        before: b,
        after: afterById.get(b.id) ?? null,
        projectId: b.project_id,
      }));
    await auditMany(trx, request, entries);
    done = targets;
    const amount = (spec.action === 'DELETE' ? before : after).reduce((s, p) => s + p.amount, 0);
    return { affected: ids.length, ids, amount };
  });
  if (spec.afterCommit) await spec.afterCommit(done);
  return result;
}

const OPEN = ['WAITING_SEND', 'SCHEDULED'];

const settleable =
  (type: SettlementType) => (p: Pick<LockedPayment, 'status' | 'validation' | 'payment_type'>) =>
    p.status === 'WAITING_SEND' && p.validation === 'VALIDATED' && p.payment_type === type;

/** The payments a settlement reaches among those locked, as a frozen set's items. */
function settlementItems(
  type: SettlementType,
  selection: Pick<PaymentSelection, 'ids'>,
  locked: LockedPayment[],
) {
  const wanted = selection.ids && selection.ids.length > 0 ? new Set(selection.ids) : null;
  return locked
    .filter((p) => (wanted === null || wanted.has(p.id)) && settleable(type)(p))
    .map((p) => ({ id: p.id, amount_cents: p.amount, status: p.status }));
}

/**
 * The exact set a settlement would pay now (ids and amounts in cents, with the total), frozen
 * into its approval request: the four-eyes threshold compares its total, and the approved run
 * pays exactly this set or is refused as stale. Refused at once (404, 409) like the run would be.
 */
export async function settlementSet(
  db: Database,
  request: FastifyRequest,
  type: SettlementType,
  selection: Pick<PaymentSelection, 'ids' | 'tab'>,
): Promise<FrozenSet> {
  const scope = projectScope(request);
  const byIds = selection.ids && selection.ids.length > 0;
  const rows = await lockPayments(db, {
    ...(byIds
      ? { ids: [...new Set(selection.ids)] }
      : { tabFilter: tabFilter(selection.tab), types: [type] }),
    ...(scope !== null ? { projectId: scope } : {}),
    lock: false,
  });
  if (byIds) {
    const found = new Set(rows.map((p) => p.id));
    if ([...new Set(selection.ids)].some((id) => !found.has(id))) throw notFound(M.someNotFound);
    const refused = rows.filter((p) => !settleable(type)(p));
    if (refused.length > 0) throw conflict(M.settleRefused, { ids: refused.map((p) => String(p.id)) });
  }
  const items = settlementItems(type, selection, rows);
  if (items.length === 0) throw conflict(M.nothingToDo);
  return freezeSet(items);
}

export interface SettleDeps {
  bank: BankAdapter;
  /** Asks for the bank's answers (queues the answer job). */
  requestAnswers: () => Promise<void>;
}

/**
 * WAITING_SEND → WAITING_BANK_RESPONSE for validated payments of the type: the amount is set
 * again from the installments, the attempt counter moves on and the bank adapter records one
 * remittance per payment and attempt (unique idempotency key). Payments are locked first, so a
 * second operator settling the same payments waits, then finds them no longer waiting: paid once.
 */
export async function settlePayments(
  db: Database,
  deps: SettleDeps,
  request: FastifyRequest,
  type: SettlementType,
  selection: PaymentSelection,
): Promise<PaymentActionResult> {
  const user = requireUser(request);
  // An approved settlement pays the set its approver saw, or nothing: a payment added to the
  // selection, gone from it, or whose amount or status moved makes the approval stale.
  const frozen = request.approvalFrozen;
  return act(
    db,
    request,
    { ...selection, types: [type] },
    {
      action: 'UPDATE',
      refused: M.settleRefused,
      allowed: settleable(type),
      ...(frozen
        ? {
            verify: (locked: LockedPayment[]) =>
              assertUnchanged(frozen, settlementItems(type, selection, locked)),
          }
        : {}),
      apply: async (trx, payments) => {
        const ids = payments.map((p) => p.id);
        await recomputeAmounts(trx, ids);
        if (frozen) {
          // Amounts are never recomputed silently: one that moved since the request is a drift.
          const now = await lockPayments(trx, { ids });
          assertUnchanged(frozen, settlementItems(type, selection, now));
        }
        for (let i = 0; i < ids.length; i += 5000) {
          await trx
            .updateTable('payment')
            .set({
              status: 'WAITING_BANK_RESPONSE',
              step_status: 'WAITING',
              settle_attempt: sql`settle_attempt + 1`,
              settled_by: user.username,
              failure_reason: null,
              updated_at: new Date(),
            })
            .where('id', 'in', ids.slice(i, i + 5000))
            .execute();
        }
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
          FROM payment WHERE id = ANY(${ids}::bigint[]) ORDER BY id`.execute(trx);
        const remittances: Remittance[] = rows.rows.map((r) => ({
          paymentId: Number(r.id),
          attempt: r.attempt,
          idempotencyKey: `payment-${r.id}-${r.attempt}`,
          paymentType: r.payment_type,
          amount: Number(r.amount),
          destination: r.destination,
          requestedBy: user.username,
        }));
        await deps.bank.send(trx, remittances);
      },
      afterCommit: () => deps.requestAnswers(),
    },
  );
}

/** A system request for audit rows written by jobs. */
function systemRequest(id: string): FastifyRequest {
  return { id, user: null, reason: null, approvedBy: null } as unknown as FastifyRequest;
}

/**
 * Applies the bank's answers: WAITING_BANK_RESPONSE → PAID (its receivables paid in full that
 * day) or FAIL. An answer to an older attempt (the payment was rolled back since) changes
 * nothing. Returns how many payments moved.
 */
export async function applyBankAnswers(db: Database, bank: BankAdapter, limit = 5000): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const answers = await bank.collectAnswers(trx, limit);
      if (answers.length === 0) return -1;
      const ids = answers.map((a) => a.paymentId);
      const locked = await lockPayments(trx, { ids });
      const current = new Map(locked.map((p) => [p.id, p]));
      const applicable = answers.filter((a) => {
        const p = current.get(a.paymentId);
        return p && p.status === 'WAITING_BANK_RESPONSE' && p.settle_attempt === a.attempt;
      });
      if (applicable.length === 0) return 0;
      const before = await findPayments(
        trx,
        applicable.map((a) => a.paymentId),
      );
      const today = todaySaoPaulo();
      const payload = JSON.stringify(
        applicable.map((a) => ({
          id: a.paymentId,
          status: a.status,
          ref: a.bankReference,
          reason: a.failureReason,
        })),
      );
      await sql`
        UPDATE payment p SET status = a.status,
          step_status = CASE WHEN a.status = 'PAID' THEN 'SUCCESS' ELSE 'FAILED' END,
          bank_reference = a.ref, failure_reason = a.reason,
          paid_at = CASE WHEN a.status = 'PAID' THEN now() END, updated_at = now()
        FROM jsonb_to_recordset(${payload}::jsonb) AS a(id bigint, status text, ref text, reason text)
        WHERE p.id = a.id`.execute(trx);
      const paid = applicable.filter((a) => a.status === 'PAID').map((a) => a.paymentId);
      if (paid.length > 0) {
        await sql`
          UPDATE receivable SET paid = 1, paid_amount = net_amount + adjustment_amount, dt_payment = ${today}::date
          WHERE payment_id = ANY(${paid}::bigint[])`.execute(trx);
      }
      const after = new Map(
        (
          await findPayments(
            trx,
            before.map((b) => b.id),
          )
        ).map((p) => [p.id, p]),
      );
      await auditMany(
        trx,
        systemRequest('bank-answer'),
        before.map((b) => ({
          tableContext: PAYMENT_TABLE_CONTEXT,
          recordId: b.id,
          action: 'UPDATE',
          before: b,
          after: after.get(b.id) ?? null,
          projectId: b.project_id,
        })),
      );
      return applicable.length;
    });
    if (n < 0) return moved;
    moved += n;
  }
}

export async function deletePayment(db: Database, request: FastifyRequest, id: number) {
  return act(
    db,
    request,
    { ids: [id] },
    {
      action: 'DELETE',
      refused: M.deleteRefused,
      allowed: (p) => ['WAITING_SEND', 'SCHEDULED', 'FAIL', 'UNPAID', 'WAITING_TERMINALS'].includes(p.status),
      apply: async (trx, payments) => {
        const ids = payments.map((p) => p.id);
        await releaseReceivables(trx, ids);
        await trx.deleteFrom('payment').where('id', 'in', ids).execute();
      },
    },
  );
}

/**
 * Manual rollback: a payment sent, paid or failed goes back to WAITING_SEND; its receivables
 * are unpaid again. A bank answer to the rolled-back attempt is then ignored.
 */
export async function rollbackPayment(db: Database, request: FastifyRequest, id: number) {
  return act(
    db,
    request,
    { ids: [id] },
    {
      action: 'UPDATE',
      refused: M.rollbackRefused,
      allowed: (p) => ['PAID', 'FAIL', 'UNPAID', 'WAITING_BANK_RESPONSE'].includes(p.status),
      apply: async (trx, payments) => {
        const ids = payments.map((p) => p.id);
        await trx
          .updateTable('receivable')
          .set({ paid: 0, paid_amount: 0, dt_payment: null })
          .where('payment_id', 'in', ids)
          .execute();
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
          .where('id', 'in', ids)
          .execute();
        await recomputeAmounts(trx, ids);
      },
    },
  );
}

export async function convertSlcToTed(db: Database, request: FastifyRequest, selection: PaymentSelection) {
  return act(
    db,
    request,
    { ...selection, types: ['SLC'] },
    {
      action: 'UPDATE',
      refused: M.convertRefused,
      allowed: (p) => p.payment_type === 'SLC' && OPEN.includes(p.status),
      apply: async (trx, payments) => {
        await trx
          .updateTable('payment')
          .set({ payment_type: 'TED', updated_at: new Date() })
          .where(
            'id',
            'in',
            payments.map((p) => p.id),
          )
          .execute();
      },
    },
  );
}

/** Sets validation again from the merchant and the destination snapshot. */
async function validate(trx: Database, ids: readonly number[]): Promise<void> {
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

export async function revalidatePayments(db: Database, request: FastifyRequest, selection: PaymentSelection) {
  return act(db, request, selection, {
    action: 'UPDATE',
    refused: M.revalidateRefused,
    allowed: (p) => OPEN.includes(p.status),
    apply: (trx, payments) =>
      validate(
        trx,
        payments.map((p) => p.id),
      ),
  });
}

export async function removeAllPending(db: Database, request: FastifyRequest, selection: PaymentSelection) {
  return act(db, request, selection, {
    action: 'DELETE',
    refused: M.removePendingRefused,
    allowed: (p) => p.status === 'WAITING_SEND' && p.validation === 'PENDING',
    apply: async (trx, payments) => {
      const ids = payments.map((p) => p.id);
      await releaseReceivables(trx, ids);
      await trx.deleteFrom('payment').where('id', 'in', ids).execute();
    },
  });
}

/**
 * Recalculate: receivables of open payments that were blocked or paid since are released,
 * unpaid receivables of the same merchant and day join the payment, the amount is set again
 * from the installments and the validation again; emptied payments are removed.
 */
export async function recalculatePayments(
  db: Database,
  request: FastifyRequest,
  selection: PaymentSelection,
) {
  return act(db, request, selection, {
    action: 'UPDATE',
    refused: M.recalculateRefused,
    auditChangedOnly: true,
    allowed: (p) => OPEN.includes(p.status),
    apply: async (trx, payments) => {
      const ids = payments.map((p) => p.id);
      await sql`
        UPDATE receivable SET payment_id = NULL
        WHERE payment_id = ANY(${ids}::bigint[]) AND (blocked OR paid <> 0)`.execute(trx);
      await sql`
        UPDATE receivable r SET payment_id = p.id
        FROM payment p
        WHERE p.id = ANY(${ids}::bigint[]) AND r.merchant_id = p.merchant_id AND r.dt_due = p.dt_payment
          AND r.payment_id IS NULL AND r.paid = 0 AND r.blocked = false`.execute(trx);
      await recomputeAmounts(trx, ids);
      await validate(trx, ids);
      await trx.deleteFrom('payment').where('id', 'in', ids).where('installments_count', '=', 0).execute();
    },
  });
}

/** The payment generation step the job and the demo seed run: promote due payments, group new receivables. */
export async function runPaymentGeneration(db: Database, horizonDays = 30): Promise<number> {
  const today = todaySaoPaulo();
  await promoteScheduled(db, today);
  return generatePayments(db, { to: addDays(today, horizonDays), today });
}
