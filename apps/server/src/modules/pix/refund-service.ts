import type { Refund, RefundCloseInput, RefundCreateInput } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { formatCents } from './pix-format.ts';
import {
  findInfractionWhiteLabel,
  findMovementByEndToEnd,
  findRefund,
  insertRefund,
  lockMovement,
  refundedSoFar,
  toRefund,
  updateRefund,
} from './refund-repository.ts';

export const REFUND_MESSAGES = {
  notFound: 'Devolução não encontrada.',
  closeNotOpen: 'Só é possível fechar uma devolução com status Aberto.',
  cancelNotOpen: 'Só é possível cancelar uma devolução com status Aberto.',
  movementNotFound: 'Transação Pix não encontrada para o End to End ID informado.',
  infractionMismatch: 'A infração informada não corresponde à transação.',
  amountAboveMovement: (available: number) =>
    `O valor da devolução ultrapassa o valor disponível da transação (${formatCents(available)}).`,
  partialNotBelow: 'O valor devolvido de uma aceitação parcial deve ser menor que o valor solicitado.',
} as const;

export async function readRefund(db: Database, actor: Actor, uuid: string): Promise<Refund> {
  const row = await findRefund(db, uuid);
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  assertActorProject(actor, row.project_id);
  return toRefund(row);
}

/** A refund request (MED) for a Pix movement of the caller's scope; it starts OPEN. */
export async function createRefund(db: Database, actor: Actor, input: RefundCreateInput): Promise<Refund> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const movement = await findMovementByEndToEnd(trx, input.endToEndId);
    if (!movement) {
      throw unprocessable(REFUND_MESSAGES.movementNotFound, {
        endToEndId: [REFUND_MESSAGES.movementNotFound],
      });
    }
    assertActorProject(actor, movement.project_id);
    if (input.infractionReportUuid) {
      const infraction = await findInfractionWhiteLabel(trx, input.infractionReportUuid);
      if (!infraction || infraction.end_to_end_id !== movement.end_to_end_id) {
        throw unprocessable(REFUND_MESSAGES.infractionMismatch, {
          infractionReportUuid: [REFUND_MESSAGES.infractionMismatch],
        });
      }
    }
    // Serialise refunds of one movement so two requests cannot both take the remaining amount.
    await lockMovement(trx, movement.uuid);
    const available = movement.amount - (await refundedSoFar(trx, movement.end_to_end_id));
    if (input.amount > available) {
      const message = REFUND_MESSAGES.amountAboveMovement(Math.max(0, available));
      throw unprocessable(message, { amount: [message] });
    }
    const uuid = await insertRefund(trx, {
      uuid_white_label: movement.uuid_white_label,
      infraction_report_uuid: input.infractionReportUuid ?? null,
      end_to_end_id: movement.end_to_end_id,
      refund_reason: input.refundReason,
      amount: input.amount,
      refund_details: input.refundDetails,
      created_by: user.username,
    });
    const row = await findRefund(trx, uuid);
    if (!row) throw notFound(REFUND_MESSAGES.notFound);
    const created = toRefund(row);
    await audit(trx, actor, {
      tableContext: 'pix_refund',
      recordId: uuid,
      action: 'CREATE',
      after: created,
      projectId: row.project_id,
    });
    return created;
  });
}

type Transition = { kind: 'close'; input: RefundCloseInput } | { kind: 'cancel' };

/** OPEN → CLOSED (with the analysis) or OPEN → CANCELLED; anything else is a 409. */
export async function changeRefund(
  db: Database,
  actor: Actor,
  uuid: string,
  transition: Transition,
): Promise<Refund> {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const row = await findRefund(trx, uuid, true);
    if (!row) throw notFound(REFUND_MESSAGES.notFound);
    assertActorProject(actor, row.project_id);
    if (row.status !== 'OPEN') {
      throw conflict(
        transition.kind === 'close' ? REFUND_MESSAGES.closeNotOpen : REFUND_MESSAGES.cancelNotOpen,
      );
    }
    const now = new Date();
    if (transition.kind === 'close') {
      const input = transition.input;
      let refunded = 0;
      if (input.analysisResult === 'TOTALLY_ACCEPTED') refunded = row.amount;
      if (input.analysisResult === 'PARTIALLY_ACCEPTED') {
        refunded = input.refundedAmount ?? 0;
        if (refunded >= row.amount) {
          throw unprocessable(REFUND_MESSAGES.partialNotBelow, {
            refundedAmount: [REFUND_MESSAGES.partialNotBelow],
          });
        }
      }
      await updateRefund(trx, uuid, {
        status: 'CLOSED',
        analysis_result: input.analysisResult,
        refunded_amount: refunded,
        rejection_reason: input.analysisResult === 'REJECTED' ? (input.rejectionReason ?? null) : null,
        analysis_details: input.analysisDetails,
        closed_by: user.username,
        closed_at: now,
      });
    } else {
      await updateRefund(trx, uuid, { status: 'CANCELLED', cancelled_by: user.username, cancelled_at: now });
    }
    const after = await findRefund(trx, uuid);
    if (!after) throw notFound(REFUND_MESSAGES.notFound);
    const result = toRefund(after);
    await audit(trx, actor, {
      tableContext: 'pix_refund',
      recordId: uuid,
      action: 'UPDATE',
      before: toRefund(row),
      after: result,
      projectId: row.project_id,
    });
    return result;
  });
}
