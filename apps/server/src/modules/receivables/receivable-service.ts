import type {
  AdjustDetails,
  ManualAdjustInput,
  ReceivableBlockInput,
  ReceivableListQuery,
  ReceivableListResponse,
} from '@mentor/contract/receivables';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { lastPageOf } from '../../http/paging.ts';
import { assertProjectAccess, projectScope, requireUser } from '../../http/project-scope.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import type { ScopedReceivableFilters } from './receivable-filters.ts';
import {
  auditBlockChanges,
  findReceivable,
  insertAdjustment,
  listAdjustments,
  listReceivablePage,
  lockBlockState,
  lockReceivable,
  sumReceivables,
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
async function lockSelection(trx: Database, request: FastifyRequest, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await lockBlockState(trx, unique);
  const scope = projectScope(request);
  const visible = scope === null ? rows : rows.filter((r) => r.project_id === scope);
  if (visible.length !== unique.length)
    throw unprocessable(RECEIVABLE_MESSAGES.someNotFound, { ids: [RECEIVABLE_MESSAGES.someNotFound] });
  return visible;
}

function auditActor(request: FastifyRequest) {
  const user = requireUser(request);
  return {
    username: user.username,
    fullName: user.fullName ?? null,
    requestId: String(request.id),
    reasonCode: request.reason?.reason_code ?? null,
    reasonComment: request.reason?.reason_comment ?? null,
  };
}

/**
 * Blocks a selection with a block type and description, audited per receivable. Receivables
 * already blocked get the new type and description too (the latest block reason wins).
 */
export async function blockReceivables(db: Database, request: FastifyRequest, input: ReceivableBlockInput) {
  return db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, request, input.ids);
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
    await auditBlockChanges(trx, changed, after, auditActor(request));
    await writeBlock(
      trx,
      changed.map((r) => r.id),
      { block_type_id: input.block_type_id, block_description: input.block_description },
    );
    return { changed: changed.length, unchanged: rows.length - changed.length };
  });
}

/** Unblocks a selection, audited per receivable; ones not blocked are left as they are. */
export async function unblockReceivables(db: Database, request: FastifyRequest, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, request, ids);
    const changed = rows.filter((r) => r.blocked);
    await auditBlockChanges(
      trx,
      changed,
      { blocked: false, block_type_id: null, block_description: null },
      auditActor(request),
    );
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
export async function adjustReceivable(db: Database, request: FastifyRequest, input: ManualAdjustInput) {
  const user = requireUser(request);
  return db.transaction().execute(async (trx) => {
    const locked = await lockReceivable(trx, input.financial_id);
    if (!locked) throw notFound(RECEIVABLE_MESSAGES.notFound);
    assertProjectAccess(request, locked.project_id);
    const before = await findReceivable(trx, input.financial_id);
    if (!before) throw notFound(RECEIVABLE_MESSAGES.notFound);
    if (before.paid === 1)
      throw unprocessable(RECEIVABLE_MESSAGES.adjustPaid, { financial_id: [RECEIVABLE_MESSAGES.adjustPaid] });
    if (before.net_adjusted_amount + input.amount < 0) {
      throw unprocessable(RECEIVABLE_MESSAGES.adjustNegative, {
        amount: [RECEIVABLE_MESSAGES.adjustNegative],
      });
    }
    const adjustmentId = await insertAdjustment(trx, {
      receivable_id: input.financial_id,
      kind: 'MANUAL',
      amount: input.amount,
      reason: input.reason,
      created_by: user.username,
    });
    const after = await findReceivable(trx, input.financial_id);
    if (!after) throw notFound(RECEIVABLE_MESSAGES.notFound);
    await audit(trx, request, {
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
    await audit(trx, request, {
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

/** A receivable with its adjustments (only the automatic ones applied at payment when `paid`). */
export async function readAdjustDetails(
  db: Database,
  request: FastifyRequest,
  id: number,
  paid: boolean | undefined,
): Promise<AdjustDetails> {
  const receivable = await findReceivable(db, id);
  if (!receivable) throw notFound(RECEIVABLE_MESSAGES.notFound);
  assertProjectAccess(request, receivable.project_id);
  return { receivable, adjustments: await listAdjustments(db, id, paid === true) };
}
