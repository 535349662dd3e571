import {
  type RentSettings,
  type Terminal,
  type TerminalAction,
  type terminalAcquirerBodySchema,
  terminalActions,
  type terminalCreateSchema,
  type terminalUpdateSchema,
} from '@mentor/contract/terminals';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { todaySaoPaulo } from '../../http/date-bounds.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from '../projects/projects-service.ts';
import { findEquipment, updateEquipment } from './equipment-repository.ts';
import { monthOf } from './rent-calculation.ts';
import { createMonthCharges } from './rent-service.ts';
import {
  deleteRentSetting,
  findAcquirer,
  findMerchantProject,
  findRentSetting,
  findTerminal,
  insertTerminal,
  modalityExists,
  saveRentSetting,
  supplierExists,
  type TerminalRow,
  terminalCodeTaken,
  toTerminalSummary,
  updateMerchantTerminalsBlocked,
  updateTerminal,
  upsertAcquirer,
} from './terminal-repository.ts';

export const TERMINAL_SERVICE_MESSAGES = {
  notFound: 'Terminal não encontrado.',
  duplicateCode: 'Já existe um terminal com este código.',
  merchantNotFound: 'Lojista não encontrado neste projeto.',
  modalityNotFound: 'Modalidade não encontrada.',
  supplierNotFound: 'Fornecedor não encontrado.',
  equipmentNotFound: 'Equipamento não encontrado neste projeto.',
  equipmentInUse: 'Equipamento já está em uso por outro terminal.',
  acquirerExists: 'O terminal já possui adquirente; altere-o.',
  acquirerMissing: 'O terminal não possui adquirente para alterar.',
  refused: {
    update: 'Terminal inativo não pode ser alterado.',
    inactivate: 'Terminal já está inativo.',
    acquirer: 'Terminal inativo não pode ter adquirente alterada.',
    block:
      'Só é possível bloquear um terminal ativo ou aguardando associação de equipamento que não esteja bloqueado.',
    unblock: 'Só é possível desbloquear um terminal bloqueado que não esteja inativo.',
    associate_equipment:
      'Só é possível associar equipamento a um terminal desbloqueado com status Aguardando associação equipamento.',
    disassociate_equipment: 'Só é possível desassociar o equipamento de um terminal ativo e desbloqueado.',
  } satisfies Record<TerminalAction, string>,
} as const;
const M = TERMINAL_SERVICE_MESSAGES;

type CreateInput = z.output<typeof terminalCreateSchema>;
type UpdateInput = z.output<typeof terminalUpdateSchema>;
type AcquirerInput = z.output<typeof terminalAcquirerBodySchema>;

/** The full terminal: summary, acquirer and automatic rent settings. */
async function detailOf(db: Database, row: TerminalRow): Promise<Terminal> {
  const [acquirer, rent] = await Promise.all([findAcquirer(db, row.id), findRentSetting(db, row.id)]);
  return {
    ...toTerminalSummary(row),
    acquirer: acquirer
      ? { ...acquirer, status: acquirer.status as NonNullable<Terminal['acquirer']>['status'] }
      : null,
    automatic_rent: rent
      ? {
          modality_cost: rent.modality_cost,
          charge_day_of_month: rent.charge_day_of_month,
          grace_period_type: rent.grace_period_type as 'NONE',
          grace_period: rent.grace_period,
          automatic_rent_cycle: rent.automatic_rent_cycle as 'MONTHLY',
          terminal_modality_identifier: rent.terminal_modality_identifier,
          start_date: rent.start_date,
        }
      : null,
  };
}

async function loadVisible(db: Database, actor: Actor, id: number, lock = false) {
  const row = await findTerminal(db, id, lock);
  if (!row) throw notFound(M.notFound);
  assertActorProject(actor, row.project_id);
  return row;
}

export async function readTerminal(db: Database, actor: Actor, id: number) {
  return detailOf(db, await loadVisible(db, actor, id));
}

function assertAllowed(row: TerminalRow, action: TerminalAction) {
  const allowed = terminalActions({
    status: row.status,
    blocked: row.blocked,
    has_equipment: row.equipment_id !== null,
  });
  if (!allowed.includes(action)) throw conflict(M.refused[action]);
}

async function checkMerchant(db: Database, merchantId: number | null | undefined, projectId: number) {
  if (merchantId === null || merchantId === undefined) return;
  const merchant = await findMerchantProject(db, merchantId);
  if (!merchant || merchant.project_id !== projectId) {
    throw unprocessable(M.merchantNotFound, { merchant_id: [M.merchantNotFound] });
  }
}

async function checkReferences(
  db: Database,
  input: {
    terminal_modality_id?: number | null | undefined;
    supplier_identifier?: string | null | undefined;
  },
) {
  if (input.terminal_modality_id && !(await modalityExists(db, input.terminal_modality_id))) {
    throw unprocessable(M.modalityNotFound, { terminal_modality_id: [M.modalityNotFound] });
  }
  if (input.supplier_identifier && !(await supplierExists(db, input.supplier_identifier))) {
    throw unprocessable(M.supplierNotFound, { supplier_identifier: [M.supplierNotFound] });
  }
}

/** Runs a change on a locked terminal and audits it in the same transaction. */
async function change(
  db: Database,
  actor: Actor,
  id: number,
  action: TerminalAction,
  apply: (trx: Database, row: TerminalRow) => Promise<void>,
): Promise<Terminal> {
  return db.transaction().execute(async (trx) => {
    const row = await loadVisible(trx, actor, id, true);
    assertAllowed(row, action);
    const before = await detailOf(trx, row);
    await apply(trx, row);
    const fresh = await findTerminal(trx, id);
    if (!fresh) throw notFound(M.notFound);
    const after = await detailOf(trx, fresh);
    await audit(trx, actor, {
      tableContext: 'terminal',
      recordId: id,
      action: action === 'inactivate' ? 'DELETE' : 'UPDATE',
      before,
      after,
      projectId: row.project_id,
    });
    return after;
  });
}

/**
 * A new terminal waits for a merchant (IN_ANALYSIS) or, when it has one, for its equipment
 * (WAITING_EQUIPMENT_ASSOCIATION); docs/adr/0110.
 */
export async function createTerminal(db: Database, actor: Actor, input: CreateInput) {
  await requireProject(db, actor, input.project_id);
  await checkMerchant(db, input.merchant_id, input.project_id);
  await checkReferences(db, input);
  const code = input.terminal_code.toUpperCase();
  if (await terminalCodeTaken(db, code)) {
    throw conflict(M.duplicateCode, { terminal_code: [M.duplicateCode] });
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertTerminal(trx, {
        terminal_code: code,
        project_id: input.project_id,
        merchant_id: input.merchant_id ?? null,
        terminal_modality_id: input.terminal_modality_id ?? null,
        supplier_identifier: input.supplier_identifier ?? null,
        status: input.merchant_id ? 'WAITING_EQUIPMENT_ASSOCIATION' : 'IN_ANALYSIS',
      });
      const row = await findTerminal(trx, id);
      if (!row) throw notFound(M.notFound);
      const after = await detailOf(trx, row);
      await audit(trx, actor, {
        tableContext: 'terminal',
        recordId: id,
        action: 'CREATE',
        after,
        projectId: input.project_id,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.duplicateCode, { terminal_code: [M.duplicateCode] });
    throw error;
  }
}

/** Merchant, modality, supplier and automatic rent; a merchant moves IN_ANALYSIS on to waiting for equipment. */
export async function editTerminal(db: Database, actor: Actor, id: number, input: UpdateInput) {
  await checkReferences(db, input);
  if (input.automatic_rent?.terminal_modality_identifier) {
    await checkReferences(db, { terminal_modality_id: input.automatic_rent.terminal_modality_identifier });
  }
  return change(db, actor, id, 'update', async (trx, row) => {
    if (input.merchant_id !== undefined) await checkMerchant(trx, input.merchant_id, row.project_id);
    const merchantId = input.merchant_id === undefined ? row.merchant_id : input.merchant_id;
    const status =
      row.status === 'IN_ANALYSIS' && merchantId !== null ? 'WAITING_EQUIPMENT_ASSOCIATION' : row.status;
    await updateTerminal(trx, id, {
      status,
      ...(input.merchant_id !== undefined ? { merchant_id: input.merchant_id } : {}),
      ...(input.terminal_modality_id !== undefined
        ? { terminal_modality_id: input.terminal_modality_id }
        : {}),
      ...(input.supplier_identifier !== undefined ? { supplier_identifier: input.supplier_identifier } : {}),
    });
    if (input.automatic_rent === null) await deleteRentSetting(trx, id);
    else if (input.automatic_rent) {
      await saveRentSetting(trx, id, rentValues(input.automatic_rent));
      // The current month's charge, when it falls due this month, shows at once (idempotent with the job).
      await createMonthCharges(trx, actor, monthOf(todaySaoPaulo()), id);
    }
  });
}

function rentValues(rent: RentSettings) {
  return {
    modality_cost: rent.modality_cost,
    charge_day_of_month: rent.charge_day_of_month,
    grace_period_type: rent.grace_period_type,
    grace_period: rent.grace_period_type === 'NONE' ? 0 : rent.grace_period,
    automatic_rent_cycle: rent.automatic_rent_cycle,
    terminal_modality_identifier: rent.terminal_modality_identifier ?? null,
    start_date: rent.start_date ?? todaySaoPaulo(),
  };
}

export const blockTerminal = (db: Database, actor: Actor, id: number) =>
  change(db, actor, id, 'block', (trx) => updateTerminal(trx, id, { blocked: true }));

export const unblockTerminal = (db: Database, actor: Actor, id: number) =>
  change(db, actor, id, 'unblock', (trx) => updateTerminal(trx, id, { blocked: false }));

/**
 * Blocks or unblocks every terminal of a merchant, within the caller's transaction (the
 * merchant's block audits the change); answers how many terminals changed.
 */
export const setMerchantTerminalsBlocked = (trx: Database, merchantId: number, blocked: boolean) =>
  updateMerchantTerminalsBlocked(trx, merchantId, blocked);

/** Inactivation frees the equipment back to stock; rents stop being generated. */
export const inactivateTerminal = (db: Database, actor: Actor, id: number) =>
  change(db, actor, id, 'inactivate', async (trx, row) => {
    if (row.equipment_id !== null) await updateEquipment(trx, row.equipment_id, { in_use: 0 });
    await updateTerminal(trx, id, { status: 'INACTIVE', equipment_id: null, serial_number: null });
  });

export const associateEquipment = (db: Database, actor: Actor, id: number, serial: string) =>
  change(db, actor, id, 'associate_equipment', async (trx, row) => {
    const equipment = await findEquipment(trx, serial.toUpperCase(), true);
    if (!equipment || equipment.project_id !== row.project_id) {
      throw unprocessable(M.equipmentNotFound, { serial_number: [M.equipmentNotFound] });
    }
    if (equipment.in_use === 1) throw conflict(M.equipmentInUse, { serial_number: [M.equipmentInUse] });
    await updateEquipment(trx, equipment.equipment_id, { in_use: 1 });
    await updateTerminal(trx, id, {
      equipment_id: equipment.equipment_id,
      serial_number: equipment.serial_number,
      status: 'ACTIVE',
    });
  });

export const disassociateEquipment = (db: Database, actor: Actor, id: number) =>
  change(db, actor, id, 'disassociate_equipment', async (trx, row) => {
    if (row.equipment_id !== null) await updateEquipment(trx, row.equipment_id, { in_use: 0 });
    await updateTerminal(trx, id, {
      equipment_id: null,
      serial_number: null,
      status: 'WAITING_EQUIPMENT_ASSOCIATION',
    });
  });

export const createAcquirer = (db: Database, actor: Actor, id: number, input: AcquirerInput) =>
  change(db, actor, id, 'acquirer', async (trx) => {
    if (await findAcquirer(trx, id)) throw conflict(M.acquirerExists);
    await upsertAcquirer(trx, id, input);
  });

export const updateAcquirer = (db: Database, actor: Actor, id: number, input: AcquirerInput) =>
  change(db, actor, id, 'acquirer', async (trx) => {
    if (!(await findAcquirer(trx, id))) throw notFound(M.acquirerMissing);
    await upsertAcquirer(trx, id, input);
  });
