import type {
  AdjustDetails,
  ManualAdjustInput,
  ReceivableBlockInput,
  ReceivableListQuery,
  ReceivableListResponse,
} from '@mentor/contract/receivables';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type Actor, actorScope, assertActorProject } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { assertWithinMoneyRange } from '../../http/money.ts';
import { lastPageOf } from '../../http/paging.ts';
import { audit, auditSelected } from '../../platform/audit/audit-service.ts';
import type { ScopedReceivableFilters } from './receivable-filters.ts';
import {
  attachDueReceivablesTo,
  type BlockState,
  blockChangeRecords,
  detachBlockedOrPaidOf,
  detachReceivablesOf,
  findReceivable,
  type GroupableFilter,
  insertAdjustment,
  linkPicked,
  listAdjustments,
  listReceivablePage,
  lockBlockState,
  lockReceivable,
  payReceivablesOf,
  pickGroupable,
  sumReceivables,
  unpayReceivablesOf,
  writeBlock,
} from './receivable-repository.ts';

export const RECEIVABLE_MESSAGES = {
  notFound: 'Recebível não encontrado.',
  someNotFound: 'Há recebíveis selecionados que não foram encontrados.',
  adjustPaid: 'Não é possível ajustar um recebível já pago.',
  adjustNegative: 'O ajuste deixaria o valor líquido do recebível negativo.',
} as const;

/** One page of receivables, the number of rows the filter matches and their sum. */
export async function listReceivables(
  db: Database,
  filters: ScopedReceivableFilters,
  q: ReceivableListQuery,
): Promise<ReceivableListResponse> {
  const [data, totals] = await Promise.all([
    listReceivablePage(db, filters, {
      sortBy: q.sortBy,
      sortDesc: q.sortDesc,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    }),
    sumReceivables(db, filters),
  ]);
  return { data, total: totals.total, lastPage: lastPageOf(totals.total, q.perPage), sum: totals.sum };
}

/** Locks the selection; every id must exist within the caller's scope, else nothing changes. */
async function lockSelection(trx: Database, actor: Actor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await lockBlockState(trx, unique);
  const scope = actorScope(actor);
  const visible = scope === null ? rows : rows.filter((r) => r.project_id === scope);
  if (visible.length !== unique.length)
    throw unprocessable(RECEIVABLE_MESSAGES.someNotFound, { ids: [RECEIVABLE_MESSAGES.someNotFound] });
  return visible;
}

/**
 * One audit row per changed receivable (before and after its block), written by a single
 * statement so that a selection of 100 000 receivables stays one quick action.
 */
async function auditBlockChanges(
  trx: Database,
  actor: Actor,
  rows: readonly BlockState[],
  after: { blocked: boolean; block_type_id: number | null; block_description: string | null },
): Promise<void> {
  if (rows.length === 0) return;
  await auditSelected(
    trx,
    actor,
    'receivable',
    'UPDATE',
    blockChangeRecords(
      rows.map((r) => r.id),
      after,
    ),
  );
}

/**
 * Blocks a selection with a block type and description, audited per receivable. Receivables
 * already blocked get the new type and description too (the latest block reason wins).
 */
export async function blockReceivables(db: Database, actor: Actor, input: ReceivableBlockInput) {
  return db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, actor, input.ids);
    const changed = rows.filter(
      (r) =>
        !r.blocked ||
        r.block_type_id !== input.block_type_id ||
        r.block_description !== input.block_description,
    );
    const after = {
      blocked: true,
      block_type_id: input.block_type_id,
      block_description: input.block_description,
    };
    await auditBlockChanges(trx, actor, changed, after);
    await writeBlock(
      trx,
      changed.map((r) => r.id),
      { block_type_id: input.block_type_id, block_description: input.block_description },
    );
    return { changed: changed.length, unchanged: rows.length - changed.length };
  });
}

/** Unblocks a selection, audited per receivable; ones not blocked are left as they are. */
export async function unblockReceivables(db: Database, actor: Actor, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, actor, ids);
    const changed = rows.filter((r) => r.blocked);
    await auditBlockChanges(trx, actor, changed, {
      blocked: false,
      block_type_id: null,
      block_description: null,
    });
    await writeBlock(
      trx,
      changed.map((r) => r.id),
      null,
    );
    return { changed: changed.length, unchanged: rows.length - changed.length };
  });
}

/**
 * A manual adjustment (credit or debit, cents) with its reason: kept as its own row, the
 * receivable's adjustment_amount becomes the sum of its adjustments, and both are audited, in
 * one transaction. A paid receivable cannot be adjusted, and the adjusted net cannot go below 0.
 */
export async function adjustReceivable(db: Database, actor: Actor, input: ManualAdjustInput) {
  const user = actor.user;
  return inTransaction(db, async (trx) => {
    const locked = await lockReceivable(trx, input.financial_id);
    if (!locked) throw notFound(RECEIVABLE_MESSAGES.notFound);
    assertActorProject(actor, locked.project_id);
    const before = await findReceivable(trx, input.financial_id);
    if (!before) throw notFound(RECEIVABLE_MESSAGES.notFound);
    if (before.paid === 1)
      throw unprocessable(RECEIVABLE_MESSAGES.adjustPaid, { financial_id: [RECEIVABLE_MESSAGES.adjustPaid] });
    // Exact arithmetic, checked before anything is written: the adjustments' sum and the adjusted
    // net stay within the declared money range, so no list or detail ever reads a value it
    // cannot hold (ADR 0720).
    const adjustments = BigInt(locked.adjustment_amount) + BigInt(input.amount);
    const adjustedNet = BigInt(locked.net_amount) + adjustments;
    if (adjustedNet < 0n) {
      throw unprocessable(RECEIVABLE_MESSAGES.adjustNegative, {
        amount: [RECEIVABLE_MESSAGES.adjustNegative],
      });
    }
    assertWithinMoneyRange(adjustments, 'amount');
    assertWithinMoneyRange(adjustedNet, 'amount');
    const adjustmentId = await insertAdjustment(trx, {
      receivable_id: input.financial_id,
      kind: 'MANUAL',
      amount: input.amount,
      reason: input.reason,
      created_by: user.username,
    });
    const after = await findReceivable(trx, input.financial_id);
    if (!after) throw notFound(RECEIVABLE_MESSAGES.notFound);
    await audit(trx, actor, {
      tableContext: 'receivable_adjustment',
      recordId: adjustmentId,
      action: 'CREATE',
      after: {
        receivable_id: input.financial_id,
        kind: 'MANUAL',
        amount: input.amount,
        reason: input.reason,
      },
      projectId: locked.project_id,
    });
    await audit(trx, actor, {
      tableContext: 'receivable',
      recordId: input.financial_id,
      action: 'UPDATE',
      before: {
        adjustment_amount: before.adjustment_amount,
        net_adjusted_amount: before.net_adjusted_amount,
      },
      after: { adjustment_amount: after.adjustment_amount, net_adjusted_amount: after.net_adjusted_amount },
      projectId: locked.project_id,
    });
    return after;
  });
}

/** The receivable an adjustment asks to change, as it is now, within the actor's projects (else 404). */
export async function receivableBeforeAdjust(db: Database, actor: Actor, id: number) {
  const receivable = await findReceivable(db, id);
  if (!receivable) throw notFound(RECEIVABLE_MESSAGES.notFound);
  assertActorProject(actor, receivable.project_id);
  return receivable;
}

/** A receivable with its adjustments (only the automatic ones applied at payment when `paid`). */
export async function readAdjustDetails(
  db: Database,
  actor: Actor,
  id: number,
  paid: boolean | undefined,
): Promise<AdjustDetails> {
  const receivable = await findReceivable(db, id);
  if (!receivable) throw notFound(RECEIVABLE_MESSAGES.notFound);
  assertActorProject(actor, receivable.project_id);
  return { receivable, adjustments: await listAdjustments(db, id, paid === true) };
}

/*
 * What payments do to their receivables, in the payment's transaction (the payment audits the
 * change on its own rows).
 */

/** A paid payment's receivables are paid in full on `day` (net plus adjustments). */
export async function payPaymentReceivables(trx: Database, paymentIds: readonly number[], day: string) {
  await payReceivablesOf(trx, paymentIds, day);
}

/** A rolled-back payment's receivables are unpaid again. */
export async function unpayPaymentReceivables(trx: Database, paymentIds: readonly number[]) {
  await unpayReceivablesOf(trx, paymentIds);
}

/** A deleted or emptied payment frees its receivables: they can be grouped again. */
export async function releasePaymentReceivables(trx: Database, paymentIds: readonly number[]) {
  await detachReceivablesOf(trx, paymentIds);
}

/**
 * Recalculation of open payments: receivables blocked or paid since leave them, and unpaid,
 * unblocked, ungrouped receivables of the same merchant and day join them.
 */
export async function regroupPaymentReceivables(trx: Database, paymentIds: readonly number[]) {
  await detachBlockedOrPaidOf(trx, paymentIds);
  await attachDueReceivablesTo(trx, paymentIds);
}

/**
 * A payment generation's first step: the receivables it groups, locked and kept in the
 * transaction's `picked_receivable` table (id, merchant_id, project_id, dt_due, amount), which
 * the generation reads to create its payments. Returns how many.
 */
export async function pickReceivablesToGroup(trx: Database, filter: GroupableFilter): Promise<number> {
  return pickGroupable(trx, filter);
}

/** A payment generation's last step: the picked receivables join the payments just created. */
export async function linkPickedReceivables(trx: Database, paymentIds: readonly number[]): Promise<number> {
  return linkPicked(trx, paymentIds);
}
