import type {
  DisputeCreateInput,
  ReceivableUnitDetail,
  ReceivableUnitUpdate,
} from '@mentor/contract/receivables';
import type { Database } from '../../db/database.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import {
  findContractEffect,
  findDispute,
  findUnit,
  findUnitPayment,
  insertDispute,
  lockUnit,
  unitContractEffects,
  unitDisputes,
  unitTimeline,
  updateUnit,
} from './registry-repository.ts';

export const REGISTRY_MESSAGES = {
  unitNotFound: 'Unidade de recebível não encontrada.',
  paymentNotFound: 'Pagamento de unidade de recebível não encontrado.',
  effectNotFound: 'Efeito de contrato não encontrado.',
  effectOfOtherUnit: 'O efeito de contrato não pertence a esta unidade de recebível.',
  downedUnit: 'Uma unidade baixada só pode ser recriada.',
} as const;

/** A unit the caller may see, or 404. */
export async function readUnit(db: Database, actor: Actor, id: number) {
  const unit = await findUnit(db, id);
  if (!unit) throw notFound(REGISTRY_MESSAGES.unitNotFound);
  assertActorProject(actor, unit.project_id);
  return unit;
}

/** A unit with its contract effects, disputes and timeline. */
export async function readUnitDetail(db: Database, actor: Actor, id: number): Promise<ReceivableUnitDetail> {
  const unit = await readUnit(db, actor, id);
  const [contract_effects, disputes, timeline] = await Promise.all([
    unitContractEffects(db, id),
    unitDisputes(db, id),
    unitTimeline(db, id),
  ]);
  return { ...unit, contract_effects, disputes, timeline };
}

export async function readUnitPayment(db: Database, actor: Actor, id: number) {
  const payment = await findUnitPayment(db, id);
  if (!payment) throw notFound(REGISTRY_MESSAGES.paymentNotFound);
  assertActorProject(actor, payment.project_id);
  return payment;
}

export async function readContractEffect(db: Database, actor: Actor, id: number) {
  const effect = await findContractEffect(db, id);
  if (!effect) throw notFound(REGISTRY_MESSAGES.effectNotFound);
  assertActorProject(actor, effect.project_id);
  return effect;
}

/**
 * Sends a unit to the registry again with a change type (A update, B write-off, R re-creation)
 * and, optionally, a new status: it waits to be sent (status_sync 0). Audited.
 */
export async function changeUnit(db: Database, actor: Actor, id: number, input: ReceivableUnitUpdate) {
  return db.transaction().execute(async (trx) => {
    const row = await lockUnit(trx, id);
    if (!row) throw notFound(REGISTRY_MESSAGES.unitNotFound);
    assertActorProject(actor, row.project_id);
    if (row.status === 'CERC_UR_DOWN' && input.change_type !== 'R') {
      throw unprocessable(REGISTRY_MESSAGES.downedUnit, { change_type: [REGISTRY_MESSAGES.downedUnit] });
    }
    const status =
      input.status ??
      (input.change_type === 'B' ? 'CERC_UR_DOWN' : input.change_type === 'R' ? 'CERC_UR_ACTIVE' : undefined);
    await updateUnit(trx, id, { change_type: input.change_type, ...(status ? { status } : {}) });
    const after = await findUnit(trx, id);
    if (!after) throw notFound(REGISTRY_MESSAGES.unitNotFound);
    await audit(trx, actor, {
      tableContext: 'receivable_unit',
      recordId: id,
      action: 'UPDATE',
      before: { status: row.status, status_sync: row.status_sync, change_type: row.change_type },
      after: { status: after.status, status_sync: after.status_sync, change_type: after.change_type },
      projectId: row.project_id,
    });
    return after;
  });
}

/** Opens a dispute on a unit (and optionally one of its contract effects), audited. */
export async function openDispute(db: Database, actor: Actor, input: DisputeCreateInput) {
  const user = actor.user;
  return db.transaction().execute(async (trx) => {
    const unit = await lockUnit(trx, input.receivable_unit_id);
    if (!unit) {
      throw unprocessable(REGISTRY_MESSAGES.unitNotFound, {
        receivable_unit_id: [REGISTRY_MESSAGES.unitNotFound],
      });
    }
    assertActorProject(actor, unit.project_id);
    if (input.contract_effect_id !== undefined) {
      const effect = await findContractEffect(trx, input.contract_effect_id);
      if (!effect || effect.receivable_unit_id !== unit.id) {
        throw unprocessable(REGISTRY_MESSAGES.effectOfOtherUnit, {
          contract_effect_id: [REGISTRY_MESSAGES.effectOfOtherUnit],
        });
      }
    }
    const id = await insertDispute(trx, {
      receivable_unit_id: unit.id,
      contract_effect_id: input.contract_effect_id ?? null,
      project_id: unit.project_id,
      merchant_id: unit.merchant_id,
      counterpart_document: input.counterpart_document,
      reason: input.reason,
      description: input.description ?? null,
      created_by: user.username,
    });
    const dispute = await findDispute(trx, id);
    if (!dispute) throw notFound();
    await audit(trx, actor, {
      tableContext: 'cerc_dispute',
      recordId: id,
      action: 'CREATE',
      after: dispute,
      projectId: unit.project_id,
    });
    return dispute;
  });
}
