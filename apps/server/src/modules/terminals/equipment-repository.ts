import { type Equipment, type EquipmentFilters, equipmentModelLabel } from '@mentor/contract/terminals';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';
import { resolveSort, type SortRequest } from '../../http/sorting.ts';

function modelQuery(db: Database) {
  return db
    .selectFrom('equipment_model as em')
    .innerJoin('equipment_type as et', 'et.id', 'em.equipment_type_id')
    .select(['em.id', 'em.manufacturer', 'em.model', 'em.active', 'et.id as type_id', 'et.type']);
}

type ModelRow = { id: number; manufacturer: string; model: string; type_id: number; type: string };

export function toModel(row: ModelRow) {
  const base = {
    id: row.id,
    manufacturer: row.manufacturer,
    model: row.model,
    equipment_type: { id: row.type_id, type: row.type },
  };
  return { ...base, label: equipmentModelLabel(base) };
}

export async function listModels(db: Database, activeOnly: boolean) {
  let query = modelQuery(db).orderBy('em.manufacturer').orderBy('em.model');
  if (activeOnly) query = query.where('em.active', '=', true);
  return (await query.execute()).map(toModel);
}

export async function findModel(db: Database, id: number) {
  const row = await modelQuery(db).where('em.id', '=', id).executeTakeFirst();
  return row ? { ...toModel(row), active: row.active } : undefined;
}

export function listProfiles(db: Database, modelId: number) {
  return db
    .selectFrom('communication_profile')
    .select(['id', 'name', 'technology'])
    .where('equipment_model_id', '=', modelId)
    .orderBy('id')
    .execute();
}

function baseQuery(db: Database) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('equipment_model as em', 'em.id', 'e.equipment_model_id')
    .innerJoin('equipment_type as et', 'et.id', 'em.equipment_type_id')
    .innerJoin('project as p', 'p.id', 'e.project_id')
    .leftJoin('terminal as t', 't.equipment_id', 'e.id');
}

const columns = [
  'e.id as equipment_id',
  'e.serial_number',
  'e.equipment_code',
  'e.in_use',
  'e.project_id',
  'e.created_at',
  'e.updated_at',
  'em.id',
  'em.manufacturer',
  'em.model',
  'et.id as type_id',
  'et.type',
  'p.trade',
  't.id as terminal_id',
  't.terminal_code',
] as const;

export interface EquipmentRow {
  equipment_id: number;
  serial_number: string;
  equipment_code: string | null;
  in_use: number;
  project_id: number;
  created_at: Date;
  updated_at: Date;
  id: number;
  manufacturer: string;
  model: string;
  type_id: number;
  type: string;
  trade: string;
  terminal_id: number | null;
  terminal_code: string | null;
}

export function toEquipment(row: EquipmentRow): Equipment {
  return {
    equipment_id: row.equipment_id,
    serial_number: row.serial_number,
    equipment_code: row.equipment_code,
    in_use: row.in_use === 1 ? 1 : 0,
    equipment_model: toModel(row),
    project: { id: row.project_id, trade: row.trade },
    terminal:
      row.terminal_id !== null && row.terminal_code !== null
        ? { id: row.terminal_id, terminal_code: row.terminal_code }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORTS = {
  serial_number: 'e.serial_number',
  equipment_code: 'e.equipment_code',
  in_use: 'e.in_use',
  created_at: 'e.created_at',
  id: 'e.id',
} as const;

export function listEquipment(
  db: Database,
  filters: EquipmentFilters & PageRequest & SortRequest,
  projectId: number | undefined,
) {
  let query = baseQuery(db);
  if (projectId !== undefined) query = query.where('e.project_id', '=', projectId);
  if (filters.serial_number)
    query = query.where('e.serial_number', 'ilike', containsPattern(filters.serial_number));
  if (filters.equipment_code)
    query = query.where('e.equipment_code', 'ilike', containsPattern(filters.equipment_code));
  if (filters.in_use !== undefined) query = query.where('e.in_use', '=', filters.in_use);
  if (filters.equipment_model.length > 0)
    query = query.where('e.equipment_model_id', 'in', filters.equipment_model);
  const sort = resolveSort(filters, SORTS, 'e.id');
  return pageOf(
    query,
    filters,
    (q) => q.select(columns).orderBy(sort.column, sort.direction).orderBy('e.id', sort.direction),
    (row) => toEquipment(row as EquipmentRow),
  );
}

export async function findEquipment(db: Database, serial: string, lock = false) {
  let query = baseQuery(db).select(columns).where('e.serial_number', '=', serial);
  if (lock) query = query.forUpdate('e');
  return (await query.executeTakeFirst()) as EquipmentRow | undefined;
}

export async function findEquipmentById(db: Database, id: number) {
  return (await baseQuery(db).select(columns).where('e.id', '=', id).executeTakeFirst()) as
    | EquipmentRow
    | undefined;
}

export async function insertEquipment(
  db: Database,
  values: {
    serial_number: string;
    equipment_model_id: number;
    project_id: number;
    equipment_code: string | null;
  },
) {
  const row = await db.insertInto('equipment').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEquipment(
  db: Database,
  id: number,
  values: Partial<{
    equipment_model_id: number;
    project_id: number;
    equipment_code: string | null;
    in_use: number;
  }>,
) {
  await db
    .updateTable('equipment')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteEquipment(db: Database, id: number) {
  await db.deleteFrom('equipment').where('id', '=', id).execute();
}

/** Whether rent charges still name the equipment (it is then kept). */
export async function equipmentHasRents(db: Database, id: number) {
  const row = await db
    .selectFrom('terminal_automatic_rent')
    .select('id')
    .where('equipment_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
