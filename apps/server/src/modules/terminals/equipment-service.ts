import type {
  Equipment,
  EquipmentBulkResult,
  equipmentBulkSchema,
  equipmentCreateSchema,
  equipmentUpdateSchema,
} from '@mentor/contract/terminals';
import { serialNumberSchema } from '@mentor/contract/terminals';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { type Actor, assertActorProject } from '../../http/actor.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit-service.ts';
import { requireProject } from '../projects/projects-service.ts';
import {
  deleteEquipment,
  type EquipmentRow,
  equipmentHasRents,
  findEquipment,
  findModel,
  insertEquipment,
  toEquipment,
  updateEquipment,
} from './equipment-repository.ts';

export const EQUIPMENT_MESSAGES = {
  notFound: 'Equipamento não encontrado.',
  duplicate: 'Já existe um equipamento com este número de série.',
  modelNotFound: 'Modelo de equipamento não encontrado.',
  inUseMove: 'Equipamento em uso: desassocie-o do terminal antes de alterar o projeto.',
  inUseDelete: 'Equipamento em uso não pode ser excluído.',
  hasRents: 'Equipamento com aluguéis cobrados não pode ser excluído.',
} as const;

type CreateInput = z.output<typeof equipmentCreateSchema>;
type UpdateInput = z.output<typeof equipmentUpdateSchema>;
type BulkInput = z.output<typeof equipmentBulkSchema>;

async function requireModel(db: Database, id: number) {
  const model = await findModel(db, id);
  if (!model?.active) {
    throw unprocessable(EQUIPMENT_MESSAGES.modelNotFound, {
      equipment_model_id: [EQUIPMENT_MESSAGES.modelNotFound],
    });
  }
  return model;
}

async function loadVisible(db: Database, actor: Actor, serial: string, lock = false) {
  const row = await findEquipment(db, serial, lock);
  if (!row) throw notFound(EQUIPMENT_MESSAGES.notFound);
  assertActorProject(actor, row.project_id);
  return row;
}

async function reload(db: Database, serial: string): Promise<Equipment> {
  const row = await findEquipment(db, serial);
  if (!row) throw notFound(EQUIPMENT_MESSAGES.notFound);
  return toEquipment(row);
}

export async function createEquipment(db: Database, actor: Actor, input: CreateInput) {
  await requireProject(db, actor, input.project_id);
  await requireModel(db, input.equipment_model_id);
  const serial = input.serial_number.toUpperCase();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertEquipment(trx, { ...input, serial_number: serial });
      const after = await reload(trx, serial);
      await audit(trx, actor, {
        tableContext: 'equipment',
        recordId: id,
        action: 'CREATE',
        after,
        projectId: input.project_id,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(EQUIPMENT_MESSAGES.duplicate, { serial_number: [EQUIPMENT_MESSAGES.duplicate] });
    }
    throw error;
  }
}

function moveRefusal(row: EquipmentRow, projectId: number): string | null {
  if (row.in_use === 1 && projectId !== row.project_id) return EQUIPMENT_MESSAGES.inUseMove;
  return null;
}

export async function changeEquipment(
  db: Database,
  actor: Actor,
  serial: string,
  input: UpdateInput,
): Promise<Equipment> {
  await requireProject(db, actor, input.project_id);
  await requireModel(db, input.equipment_model_id);
  return db.transaction().execute(async (trx) => {
    const row = await loadVisible(trx, actor, serial, true);
    const refusal = moveRefusal(row, input.project_id);
    if (refusal) throw conflict(refusal);
    const before = toEquipment(row);
    await updateEquipment(trx, row.equipment_id, input);
    const after = await reload(trx, serial);
    await audit(trx, actor, {
      tableContext: 'equipment',
      recordId: row.equipment_id,
      action: 'UPDATE',
      before,
      after,
      projectId: input.project_id,
    });
    return after;
  });
}

export async function removeEquipment(db: Database, actor: Actor, serial: string) {
  await db.transaction().execute(async (trx) => {
    const row = await loadVisible(trx, actor, serial, true);
    if (row.in_use === 1) throw conflict(EQUIPMENT_MESSAGES.inUseDelete);
    if (await equipmentHasRents(trx, row.equipment_id)) throw conflict(EQUIPMENT_MESSAGES.hasRents);
    await deleteEquipment(trx, row.equipment_id);
    await audit(trx, actor, {
      tableContext: 'equipment',
      recordId: row.equipment_id,
      action: 'DELETE',
      before: toEquipment(row),
      projectId: row.project_id,
    });
  });
}

/**
 * Scanned or pasted serials: each new serial is created in the project with the model; a known
 * serial not in use is moved to them; each row answers on its own (docs/adr/0111).
 */
export async function bulkEquipment(
  db: Database,
  actor: Actor,
  input: BulkInput,
): Promise<EquipmentBulkResult> {
  await requireProject(db, actor, input.project_id);
  await requireModel(db, input.equipment_model_id);
  const results: EquipmentBulkResult['results'] = [];
  const seen = new Set<string>();
  for (const raw of input.serial_numbers) {
    const parsed = serialNumberSchema.safeParse(raw);
    const serial = parsed.success ? parsed.data.toUpperCase() : raw.trim();
    if (!parsed.success) {
      results.push({
        serial_number: serial,
        result: 'ERROR',
        message: parsed.error.issues[0]?.message ?? null,
      });
      continue;
    }
    if (seen.has(serial)) continue;
    seen.add(serial);
    results.push(await bulkOne(db, actor, serial, input));
  }
  return { results };
}

async function bulkOne(
  db: Database,
  actor: Actor,
  serial: string,
  input: BulkInput,
): Promise<EquipmentBulkResult['results'][number]> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await findEquipment(trx, serial, true);
      if (!row) {
        const id = await insertEquipment(trx, {
          serial_number: serial,
          equipment_model_id: input.equipment_model_id,
          project_id: input.project_id,
          equipment_code: null,
        });
        const after = await reload(trx, serial);
        await audit(trx, actor, {
          tableContext: 'equipment',
          recordId: id,
          action: 'CREATE',
          after,
          projectId: input.project_id,
        });
        return { serial_number: serial, result: 'CREATED' as const, message: null };
      }
      try {
        assertActorProject(actor, row.project_id);
      } catch {
        return { serial_number: serial, result: 'ERROR' as const, message: EQUIPMENT_MESSAGES.duplicate };
      }
      if (row.project_id === input.project_id && row.id === input.equipment_model_id) {
        return { serial_number: serial, result: 'UNCHANGED' as const, message: null };
      }
      const refusal = moveRefusal(row, input.project_id);
      if (refusal) return { serial_number: serial, result: 'ERROR' as const, message: refusal };
      const before = toEquipment(row);
      await updateEquipment(trx, row.equipment_id, {
        project_id: input.project_id,
        equipment_model_id: input.equipment_model_id,
      });
      const after = await reload(trx, serial);
      await audit(trx, actor, {
        tableContext: 'equipment',
        recordId: row.equipment_id,
        action: 'UPDATE',
        before,
        after,
        projectId: input.project_id,
      });
      return { serial_number: serial, result: 'MOVED' as const, message: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { serial_number: serial, result: 'ERROR', message: EQUIPMENT_MESSAGES.duplicate };
    }
    throw error;
  }
}
