import { isDeepStrictEqual } from 'node:util';
import type {
  Payment,
  PaymentActionResult,
  PaymentListQuery,
  PaymentListResponse,
  PaymentSelection,
  SettlementType,
} from '@mentor/contract/payments';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorProjectFilter, actorScope, assertActorProject } from '../../http/actor.ts';
import { addDays, todaySaoPaulo } from '../../http/date-bounds.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertUnchanged, type FrozenSet, freezeSet } from '../../http/frozen-set.ts';
import { settlementsSent, settlementsSentCents } from '../../http/metrics.ts';
import { lastPageOf } from '../../http/paging.ts';
import { type AuditEntry, auditMany, auditManyAs } from '../../platform/audit/audit-service.ts';
import {
  payPaymentReceivables,
  regroupPaymentReceivables,
  releasePaymentReceivables,
  unpayPaymentReceivables,
} from '../receivables/receivable-service.ts';
import type { BankAdapter, Remittance } from './bank-adapter.ts';
import { generatePayments, promoteScheduled } from './payment-generation.ts';
import {
  applyAnswerRows,
  convertToTed,
  deleteEmptyPayments,
  deletePayments,
  findPayment,
  findPayments,
  type LockedPayment,
  listPaymentTab,
  lockPayments,
  markSent,
  paymentInstallments,
  receivableUnits,
  recomputeAmounts,
  remittanceRows,
  reopenPayments,
  revalidate,
  tabFilter,
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
  actor: Actor,
  q: PaymentListQuery,
): Promise<PaymentListResponse> {
  const projectId = actorProjectFilter(actor, q.project);
  const { rows, ...totals } = await listPaymentTab(db, q, projectId);
  return {
    data: rows.map(toPayment),
    total: totals.total,
    lastPage: lastPageOf(totals.total, q.perPage),
    sum_payments: totals.sum,
    total_payments: totals.total,
  };
}

export async function readPayment(db: Database, actor: Actor, id: number): Promise<Payment> {
  const payment = await findPayment(db, id);
  if (!payment) throw notFound(M.notFound);
  assertActorProject(actor, payment.project_id);
  return payment;
}

export async function readReceivableUnits(db: Database, actor: Actor, id: number) {
  await readPayment(db, actor, id);
  return receivableUnits(db, id);
}

export async function readInstallments(
  db: Database,
  actor: Actor,
  id: number,
  page: { page: number; perPage: number },
) {
  await readPayment(db, actor, id);
  const { data, total, sum } = await paymentInstallments(db, id, page);
  return { data, total, lastPage: lastPageOf(total, page.perPage), sum_installments: sum };
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
  actor: Actor,
  selection: Pick<PaymentSelection, 'ids' | 'types' | 'tab'>,
  spec: ActionSpec,
): Promise<PaymentActionResult> {
  const scope = actorScope(actor);
  return inTransaction(db, async (trx) => {
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
    await auditMany(trx, actor, entries);
    const amount = (spec.action === 'DELETE' ? before : after).reduce((s, p) => s + p.amount, 0);
    return { affected: ids.length, ids, amount };
  });
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
  actor: Actor,
  type: SettlementType,
  selection: Pick<PaymentSelection, 'ids' | 'tab'>,
): Promise<FrozenSet> {
  const scope = actorScope(actor);
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
  /**
   * Asks for the bank's answers to one settlement: queues the answer job in the settling
   * transaction (`trx`), so it exists exactly when the remittances do. `key` names the settlement.
   */
  requestAnswers: (trx: Database, key: string) => Promise<void>;
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
  actor: Actor,
  type: SettlementType,
  selection: PaymentSelection,
  /**
   * An approved settlement pays the set its approver saw, or nothing: a payment added to the
   * selection, gone from it, or whose amount or status moved makes the approval stale.
   */
  frozen: FrozenSet | null = null,
): Promise<PaymentActionResult> {
  const user = actor.user;
  return act(
    db,
    actor,
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
        await markSent(trx, ids, user.username);
        const rows = await remittanceRows(trx, ids);
        const remittances: Remittance[] = rows.map((r) => ({
          paymentId: Number(r.id),
          attempt: r.attempt,
          idempotencyKey: `payment-${r.id}-${r.attempt}`,
          paymentType: r.payment_type,
          amount: Number(r.amount),
          destination: r.destination,
          requestedBy: user.username,
        }));
        await deps.bank.send(trx, remittances);
        // Counted when handed to the bank (inside the settling transaction: a commit that fails
        // after this line leaves the count one settlement ahead).
        for (const r of remittances) {
          settlementsSent.inc({ type: r.paymentType });
          settlementsSentCents.inc({ type: r.paymentType }, r.amount);
        }
        // Remittance keys are unique (one per payment and attempt): the first names this settlement.
        await deps.requestAnswers(trx, remittances[0]?.idempotencyKey ?? `settle-${ids[0]}`);
      },
    },
  );
}

/** The author of audit rows written by the bank-answer job. */
const BANK_ANSWER_AUTHOR = { username: 'system', fullName: null, requestId: 'bank-answer' } as const;

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
      await applyAnswerRows(
        trx,
        applicable.map((a) => ({
          id: a.paymentId,
          status: a.status,
          ref: a.bankReference,
          reason: a.failureReason,
        })),
      );
      const paid = applicable.filter((a) => a.status === 'PAID').map((a) => a.paymentId);
      if (paid.length > 0) await payPaymentReceivables(trx, paid, today);
      const after = new Map(
        (
          await findPayments(
            trx,
            before.map((b) => b.id),
          )
        ).map((p) => [p.id, p]),
      );
      await auditManyAs(
        trx,
        BANK_ANSWER_AUTHOR,
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

export async function deletePayment(db: Database, actor: Actor, id: number) {
  return act(
    db,
    actor,
    { ids: [id] },
    {
      action: 'DELETE',
      refused: M.deleteRefused,
      allowed: (p) => ['WAITING_SEND', 'SCHEDULED', 'FAIL', 'UNPAID', 'WAITING_TERMINALS'].includes(p.status),
      apply: async (trx, payments) => {
        const ids = payments.map((p) => p.id);
        await releasePaymentReceivables(trx, ids);
        await deletePayments(trx, ids);
      },
    },
  );
}

/**
 * Manual rollback: a payment sent, paid or failed goes back to WAITING_SEND; its receivables
 * are unpaid again. A bank answer to the rolled-back attempt is then ignored.
 */
export async function rollbackPayment(db: Database, actor: Actor, id: number) {
  return act(
    db,
    actor,
    { ids: [id] },
    {
      action: 'UPDATE',
      refused: M.rollbackRefused,
      allowed: (p) => ['PAID', 'FAIL', 'UNPAID', 'WAITING_BANK_RESPONSE'].includes(p.status),
      apply: async (trx, payments) => {
        const ids = payments.map((p) => p.id);
        await unpayPaymentReceivables(trx, ids);
        await reopenPayments(trx, ids);
        await recomputeAmounts(trx, ids);
      },
    },
  );
}

export async function convertSlcToTed(db: Database, actor: Actor, selection: PaymentSelection) {
  return act(
    db,
    actor,
    { ...selection, types: ['SLC'] },
    {
      action: 'UPDATE',
      refused: M.convertRefused,
      allowed: (p) => p.payment_type === 'SLC' && OPEN.includes(p.status),
      apply: (trx, payments) =>
        convertToTed(
          trx,
          payments.map((p) => p.id),
        ),
    },
  );
}

export async function revalidatePayments(db: Database, actor: Actor, selection: PaymentSelection) {
  return act(db, actor, selection, {
    action: 'UPDATE',
    refused: M.revalidateRefused,
    auditChangedOnly: true,
    allowed: (p) => OPEN.includes(p.status),
    apply: (trx, payments) =>
      revalidate(
        trx,
        payments.map((p) => p.id),
      ),
  });
}

export async function removeAllPending(db: Database, actor: Actor, selection: PaymentSelection) {
  return act(db, actor, selection, {
    action: 'DELETE',
    refused: M.removePendingRefused,
    allowed: (p) => p.status === 'WAITING_SEND' && p.validation === 'PENDING',
    apply: async (trx, payments) => {
      const ids = payments.map((p) => p.id);
      await releasePaymentReceivables(trx, ids);
      await deletePayments(trx, ids);
    },
  });
}

/**
 * Recalculate: receivables of open payments that were blocked or paid since are released,
 * unpaid receivables of the same merchant and day join the payment, the amount is set again
 * from the installments and the validation again; emptied payments are removed.
 */
export async function recalculatePayments(db: Database, actor: Actor, selection: PaymentSelection) {
  return act(db, actor, selection, {
    action: 'UPDATE',
    refused: M.recalculateRefused,
    auditChangedOnly: true,
    allowed: (p) => OPEN.includes(p.status),
    apply: async (trx, payments) => {
      const ids = payments.map((p) => p.id);
      await regroupPaymentReceivables(trx, ids);
      await recomputeAmounts(trx, ids);
      await revalidate(trx, ids);
      await deleteEmptyPayments(trx, ids);
    },
  });
}

/** The payment generation step the job and the demo seed run: promote due payments, group new receivables. */
export async function runPaymentGeneration(db: Database, horizonDays = 30): Promise<number> {
  const today = todaySaoPaulo();
  await promoteScheduled(db, today);
  return generatePayments(db, { to: addDays(today, horizonDays), today });
}
