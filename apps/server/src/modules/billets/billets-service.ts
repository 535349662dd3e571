import {
  BILLET_MESSAGES,
  BILLET_SORT_COLUMNS,
  type Billet,
  type BilletCancelBody,
  type BilletListQuery,
  type BilletUpdateBody,
  OPEN_BILLET_STATUSES,
} from '@mentor/contract/billets';
import { buildBankBoleto } from '@mentor/contract/common/boleto';
import type { Database } from '../../db/database.ts';
import { type Actor, actorProjectFilter, assertActorProject } from '../../http/actor.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { resolveSort, sortKeys } from '../../http/sorting.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  type BilletRow,
  type BilletSortColumn,
  downBillets,
  filteredBillets,
  findBillet,
  findBilletsForUpdate,
  orderedBillets,
  toBillet,
  updateBillet,
} from './billets-repository.ts';

export { BILLET_MESSAGES };

const SORT_KEYS = sortKeys(BILLET_SORT_COLUMNS, 'b') as Readonly<Record<string, BilletSortColumn>>;

const isOpen = (row: BilletRow) => (OPEN_BILLET_STATUSES as readonly string[]).includes(row.billet_status);

/** One page of billets the caller may see, by due date descending unless asked otherwise. */
export async function listBillets(db: Database, actor: Actor, query: BilletListQuery) {
  const { page, perPage, sortBy, sortDesc, ...filters } = query;
  const projectId = actorProjectFilter(actor, filters.project_id);
  const sort = resolveSort({ sortBy, sortDesc }, SORT_KEYS, 'b.due_date');
  return pageOf(
    filteredBillets(db, filters, projectId),
    { page, perPage },
    (q) => orderedBillets(q, sort),
    toBillet,
  );
}

/**
 * Downs (cancels) a selection of billets, all or none: every item must exist in the caller's
 * scope, carry its own our number and still be waiting for registration or registered.
 * One audit row per billet, in the same transaction.
 */
export async function cancelBillets(db: Database, actor: Actor, body: BilletCancelBody): Promise<Billet[]> {
  const user = actor.user;
  const ids = [...new Set(body.bank_billets.map((b) => b.id))];
  return db.transaction().execute(async (trx) => {
    const rows = await findBilletsForUpdate(trx, ids);
    const byId = new Map(rows.map((r) => [r.billet_id, r]));
    const missing: Record<string, string[]> = {};
    const refused: Record<string, string[]> = {};
    body.bank_billets.forEach((item, index) => {
      const row = byId.get(item.id);
      const key = `bank_billets.${index}`;
      if (!row) missing[key] = [BILLET_MESSAGES.notFound];
      else {
        try {
          assertActorProject(actor, row.project_id);
        } catch {
          missing[key] = [BILLET_MESSAGES.notFound];
          return;
        }
        if (row.our_number !== item.our_number) missing[key] = [BILLET_MESSAGES.ourNumberMismatch];
        else if (!isOpen(row)) refused[key] = [BILLET_MESSAGES.notCancellable];
      }
    });
    if (Object.keys(missing).length > 0) {
      throw new HttpError(404, BILLET_MESSAGES.notFound, { errors: missing });
    }
    if (Object.keys(refused).length > 0) throw conflict(BILLET_MESSAGES.notCancellable, refused);
    await downBillets(trx, ids, user.username);
    const after = await findBilletsForUpdate(trx, ids);
    const result = after.map(toBillet);
    for (const row of rows) {
      const changed = after.find((a) => a.billet_id === row.billet_id);
      await audit(trx, actor, {
        tableContext: 'bank_billet',
        recordId: row.billet_id,
        action: 'UPDATE',
        before: toBillet(row),
        after: changed ? toBillet(changed) : null,
        projectId: row.project_id,
      });
    }
    return result;
  });
}

/**
 * Changes an open billet's due date, fees, penalty and discount. A new due date gives a new
 * typeable line and barcode (the due-date factor is part of both); the our number stays.
 */
export async function changeBillet(
  db: Database,
  actor: Actor,
  billetId: number,
  ourNumber: string,
  body: BilletUpdateBody,
): Promise<Billet> {
  return db.transaction().execute(async (trx) => {
    const row = await findBillet(trx, billetId, true);
    if (!row) throw notFound(BILLET_MESSAGES.notFound);
    assertActorProject(actor, row.project_id);
    if (row.our_number !== ourNumber) {
      throw unprocessable(BILLET_MESSAGES.ourNumberMismatch, {
        our_number: [BILLET_MESSAGES.ourNumberMismatch],
      });
    }
    if (!isOpen(row)) throw conflict(BILLET_MESSAGES.notEditable);
    const before = toBillet(row);
    const errors: Record<string, string[]> = {};
    if (body.due_date !== before.due_date && body.due_date < todaySaoPaulo()) {
      errors.due_date = [BILLET_MESSAGES.dueDatePast];
    }
    if (body.fee_type === 1 && body.fee_value >= row.billet_value)
      errors.fee_value = [BILLET_MESSAGES.amountBelowValue];
    if (body.penalty_type === 1 && body.penalty_value >= row.billet_value) {
      errors.penalty_value = [BILLET_MESSAGES.amountBelowValue];
    }
    if (body.discount_type === 1 && body.discount_value >= row.billet_value) {
      errors.discount_value = [BILLET_MESSAGES.amountBelowValue];
    }
    if (Object.keys(errors).length > 0) {
      throw unprocessable(Object.values(errors)[0]?.[0] ?? BILLET_MESSAGES.notEditable, errors);
    }
    const boleto =
      body.due_date === before.due_date
        ? { line: row.typeable_line, barcode: row.barcode }
        : buildBankBoleto({
            bankCode: row.bank_code,
            dueDate: body.due_date,
            amountCents: row.billet_value,
            freeField: freeFieldOf(row.agreement, row.our_number, row.wallet),
          });
    await updateBillet(trx, billetId, {
      due_date: body.due_date,
      typeable_line: boleto.line,
      barcode: boleto.barcode,
      fee_type: body.fee_type,
      fee_value: body.fee_value,
      penalty_type: body.penalty_type,
      penalty_value: body.penalty_value,
      discount_type: body.discount_type,
      discount_value: body.discount_value,
      discount_limit_date: body.discount_type === 0 ? null : (body.discount_limit_date ?? null),
    });
    const changed = await findBillet(trx, billetId);
    if (!changed) throw notFound(BILLET_MESSAGES.notFound);
    const after = toBillet(changed);
    await audit(trx, actor, {
      tableContext: 'bank_billet',
      recordId: billetId,
      action: 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
    return after;
  });
}

/** The bank's free field (25 digits): agreement (6), our number (17), wallet (2). */
export function freeFieldOf(agreement: string, ourNumber: string, wallet: string): string {
  return `${agreement}${ourNumber.padStart(17, '0')}${wallet}`;
}
