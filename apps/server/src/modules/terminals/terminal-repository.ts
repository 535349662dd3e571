import {
  equipmentModelLabel,
  type Terminal,
  type TerminalFilters,
  type TerminalStatus,
  terminalActions,
} from '@mentor/contract/terminals';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../http/like.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';
import { resolveSort, type SortRequest } from '../../http/sorting.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('terminal as t')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .leftJoin('merchant as m', 'm.id', 't.merchant_id')
    .leftJoin('equipment as e', 'e.id', 't.equipment_id')
    .leftJoin('equipment_model as em', 'em.id', 'e.equipment_model_id')
    .leftJoin('equipment_type as et', 'et.id', 'em.equipment_type_id')
    .leftJoin('terminal_modality as tm', 'tm.id', 't.terminal_modality_id');
}

const columns = [
  't.id',
  't.terminal_code',
  't.status',
  't.blocked',
  't.supplier_identifier',
  't.project_id',
  't.merchant_id',
  't.equipment_id',
  't.terminal_modality_id',
  't.created_at',
  't.updated_at',
  'p.trade',
  'm.merchant_name',
  'm.merchant_code',
  'e.serial_number as equipment_serial',
  'em.manufacturer',
  'em.model',
  'et.type',
  'tm.modality',
] as const;

export interface TerminalRow {
  id: number;
  terminal_code: string;
  status: TerminalStatus;
  blocked: boolean;
  supplier_identifier: string | null;
  project_id: number;
  merchant_id: number | null;
  equipment_id: number | null;
  terminal_modality_id: number | null;
  created_at: Date;
  updated_at: Date;
  trade: string;
  merchant_name: string | null;
  merchant_code: string | null;
  equipment_serial: string | null;
  manufacturer: string | null;
  model: string | null;
  type: string | null;
  modality: string | null;
}

export function toTerminalSummary(row: TerminalRow): Terminal {
  return {
    id: row.id,
    terminal_code: row.terminal_code,
    status: row.status,
    blocked: row.blocked,
    supplier_identifier: row.supplier_identifier,
    terminal_modality:
      row.terminal_modality_id !== null && row.modality !== null
        ? { id: row.terminal_modality_id, modality: row.modality }
        : null,
    project: { id: row.project_id, trade: row.trade },
    merchant:
      row.merchant_id !== null && row.merchant_name !== null && row.merchant_code !== null
        ? { id: row.merchant_id, merchant_name: row.merchant_name, merchant_code: row.merchant_code }
        : null,
    equipment:
      row.equipment_id !== null && row.equipment_serial !== null
        ? {
            equipment_id: row.equipment_id,
            serial_number: row.equipment_serial,
            model_label: equipmentModelLabel({
              manufacturer: row.manufacturer ?? '',
              model: row.model ?? '',
              equipment_type: { type: row.type ?? '' },
            }),
          }
        : null,
    acquirer: null,
    automatic_rent: null,
    actions: terminalActions({
      status: row.status,
      blocked: row.blocked,
      has_equipment: row.equipment_id !== null,
    }),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORTS = {
  id: 't.id',
  terminal_code: 't.terminal_code',
  status: 't.status',
  created_at: 't.created_at',
} as const;

export function listTerminals(
  db: Database,
  filters: TerminalFilters & PageRequest & SortRequest,
  projectId: number | undefined,
) {
  let query = baseQuery(db);
  if (projectId !== undefined) query = query.where('t.project_id', '=', projectId);
  if (filters.terminal_code)
    query = query.where('t.terminal_code', 'ilike', containsPattern(filters.terminal_code));
  if (filters.serial_number)
    query = query.where('e.serial_number', 'ilike', containsPattern(filters.serial_number));
  const merchant = filters.merchant;
  if (merchant) {
    query = query.where((eb) =>
      eb.or([
        eb('m.merchant_code', '=', merchant),
        eb('m.merchant_name', 'ilike', containsPattern(merchant)),
      ]),
    );
  }
  if (filters.status.length > 0) query = query.where('t.status', 'in', filters.status);
  if (filters.modality.length > 0) query = query.where('t.terminal_modality_id', 'in', filters.modality);
  if (filters.blocked.length > 0) query = query.where('t.blocked', 'in', filters.blocked);
  if (filters.supplier.length > 0) query = query.where('t.supplier_identifier', 'in', filters.supplier);
  const sort = resolveSort(filters, SORTS, 't.id');
  return pageOf(
    query,
    filters,
    (q) => q.select(columns).orderBy(sort.column, sort.direction).orderBy('t.id', sort.direction),
    (row) => toTerminalSummary(row as TerminalRow),
  );
}

export async function findTerminal(db: Database, id: number, lock = false) {
  let query = baseQuery(db).select(columns).where('t.id', '=', id);
  if (lock) query = query.forUpdate('t');
  return (await query.executeTakeFirst()) as TerminalRow | undefined;
}

export function findAcquirer(db: Database, terminalId: number) {
  return db
    .selectFrom('terminal_acquirer')
    .select(['acquirer_name', 'merchant_acquirer_code', 'terminal_acquirer_code', 'status'])
    .where('terminal_id', '=', terminalId)
    .executeTakeFirst();
}

export function findRentSetting(db: Database, terminalId: number) {
  return db
    .selectFrom('terminal_rent_setting')
    .select([
      'modality_cost',
      'charge_day_of_month',
      'grace_period_type',
      'grace_period',
      'automatic_rent_cycle',
      'terminal_modality_identifier',
      sql<string>`start_date::text`.as('start_date'),
      'owner_paid_merchant_id',
    ])
    .where('terminal_id', '=', terminalId)
    .executeTakeFirst();
}

export async function terminalCodeTaken(db: Database, code: string) {
  const row = await db
    .selectFrom('terminal')
    .select('id')
    .where('terminal_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTerminal(
  db: Database,
  values: {
    terminal_code: string;
    project_id: number;
    merchant_id: number | null;
    terminal_modality_id: number | null;
    supplier_identifier: string | null;
    status: TerminalStatus;
  },
) {
  const row = await db.insertInto('terminal').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTerminal(
  db: Database,
  id: number,
  values: Partial<{
    status: TerminalStatus;
    blocked: boolean;
    merchant_id: number | null;
    terminal_modality_id: number | null;
    supplier_identifier: string | null;
    equipment_id: number | null;
    serial_number: string | null;
  }>,
) {
  await db
    .updateTable('terminal')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Sets `blocked` on every terminal of a merchant that is not so yet; answers how many changed. */
export async function updateMerchantTerminalsBlocked(db: Database, merchantId: number, blocked: boolean) {
  const rows = await db
    .updateTable('terminal')
    .set({ blocked })
    .where('merchant_id', '=', merchantId)
    .where('blocked', '=', !blocked)
    .returning('id')
    .execute();
  return rows.length;
}

export async function upsertAcquirer(
  db: Database,
  terminalId: number,
  values: {
    acquirer_name: string;
    merchant_acquirer_code: string;
    terminal_acquirer_code: string;
    status: string;
  },
) {
  await db
    .insertInto('terminal_acquirer')
    .values({ terminal_id: terminalId, ...values })
    .onConflict((oc) => oc.column('terminal_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function saveRentSetting(
  db: Database,
  terminalId: number,
  values: {
    modality_cost: number;
    charge_day_of_month: number;
    grace_period_type: string;
    grace_period: number;
    automatic_rent_cycle: string;
    terminal_modality_identifier: number | null;
    start_date: string;
  },
) {
  await db
    .insertInto('terminal_rent_setting')
    .values({ terminal_id: terminalId, ...values })
    .onConflict((oc) => oc.column('terminal_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function deleteRentSetting(db: Database, terminalId: number) {
  await db.deleteFrom('terminal_rent_setting').where('terminal_id', '=', terminalId).execute();
}

/** A merchant's project (read through the columns every merchant has). */
export function findMerchantProject(db: Database, merchantId: number) {
  return db
    .selectFrom('merchant')
    .select(['id', 'project_id'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
}

export async function modalityExists(db: Database, id: number) {
  return (
    (await db.selectFrom('terminal_modality').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

export async function supplierExists(db: Database, identifier: string) {
  return (
    (await db
      .selectFrom('supplier')
      .select('supplier_identifier')
      .where('supplier_identifier', '=', identifier)
      .executeTakeFirst()) !== undefined
  );
}

export function listModalities(db: Database) {
  return db.selectFrom('terminal_modality').select(['id', 'modality']).orderBy('id').execute();
}

export function listSuppliers(db: Database) {
  return db
    .selectFrom('supplier')
    .select(['supplier_name', 'supplier_identifier'])
    .orderBy('supplier_name')
    .execute();
}
