import type { AutomaticRent, AutomaticRentFilters } from '@mentor/contract/terminals';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type PageRequest, pageOf } from '../../http/paging.ts';
import { resolveSort, type SortRequest } from '../../http/sorting.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('terminal_automatic_rent as r')
    .innerJoin('terminal as t', 't.id', 'r.terminal_id')
    .innerJoin('project as p', 'p.id', 'r.project_id')
    .leftJoin('equipment as e', 'e.id', 'r.equipment_id')
    .leftJoin('merchant as cm', 'cm.id', 'r.charged_merchant_id')
    .leftJoin('merchant as om', 'om.id', 'r.owner_paid_merchant_id');
}

const columns = [
  'r.id',
  'r.terminal_id',
  't.terminal_code',
  'r.project_id',
  'p.trade',
  'r.equipment_id',
  'e.serial_number',
  'r.charged_merchant_id',
  'cm.merchant_name as charged_merchant_name',
  'r.owner_paid_merchant_id',
  'om.merchant_name as owner_paid_merchant_name',
  sql<string>`r.reference_month::text`.as('reference_month'),
  sql<string>`r.dt_start::text`.as('dt_start'),
  sql<string>`r.dt_end::text`.as('dt_end'),
  sql<string | null>`r.dt_payment_to_project::text`.as('dt_payment_to_project'),
  sql<string | null>`r.dt_project_paid::text`.as('dt_project_paid'),
  'r.amount',
  'r.pro_rata',
  'r.status',
  'r.error_message',
] as const;

interface RentRow {
  id: number;
  terminal_id: number;
  terminal_code: string;
  project_id: number;
  trade: string;
  equipment_id: number | null;
  serial_number: string | null;
  charged_merchant_id: number | null;
  charged_merchant_name: string | null;
  owner_paid_merchant_id: number | null;
  owner_paid_merchant_name: string | null;
  reference_month: string;
  dt_start: string;
  dt_end: string;
  dt_payment_to_project: string | null;
  dt_project_paid: string | null;
  amount: number;
  pro_rata: boolean;
  status: string;
  error_message: string | null;
}

function toRent(row: RentRow): AutomaticRent {
  return {
    id: row.id,
    terminal_id: row.terminal_id,
    terminal_code: row.terminal_code,
    project: { id: row.project_id, trade: row.trade },
    equipment_id: row.equipment_id,
    serial_number: row.serial_number,
    charged_merchant:
      row.charged_merchant_id !== null && row.charged_merchant_name !== null
        ? { id: row.charged_merchant_id, merchant_name: row.charged_merchant_name }
        : null,
    owner_paid_merchant:
      row.owner_paid_merchant_id !== null && row.owner_paid_merchant_name !== null
        ? { id: row.owner_paid_merchant_id, merchant_name: row.owner_paid_merchant_name }
        : null,
    reference_month: row.reference_month,
    dt_start: row.dt_start,
    dt_end: row.dt_end,
    dt_payment_to_project: row.dt_payment_to_project,
    dt_project_paid: row.dt_project_paid,
    amount: row.amount,
    pro_rata: row.pro_rata,
    status: row.status as AutomaticRent['status'],
    error_message: row.error_message,
  };
}

const SORTS = {
  id: 'r.id',
  dt_start: 'r.dt_start',
  dt_end: 'r.dt_end',
  amount: 'r.amount',
  status: 'r.status',
  reference_month: 'r.reference_month',
} as const;

type DateColumn = 'r.dt_start' | 'r.dt_end' | 'r.dt_payment_to_project' | 'r.dt_project_paid';

export function filteredRents(db: Database, filters: AutomaticRentFilters, projectId: number | undefined) {
  let query = baseQuery(db);
  if (projectId !== undefined) query = query.where('r.project_id', '=', projectId);
  const ranges: [DateColumn, string | undefined, string | undefined][] = [
    ['r.dt_start', filters.dt_start_start, filters.dt_start_end],
    ['r.dt_end', filters.dt_end_start, filters.dt_end_end],
    ['r.dt_payment_to_project', filters.dt_payment_to_project_start, filters.dt_payment_to_project_end],
    ['r.dt_project_paid', filters.dt_project_paid_start, filters.dt_project_paid_end],
  ];
  for (const [column, start, end] of ranges) {
    if (start) query = query.where(column, '>=', start);
    if (end) query = query.where(column, '<=', end);
  }
  if (filters.automatic_rent_id) query = query.where('r.id', '=', filters.automatic_rent_id);
  if (filters.terminal_id) query = query.where('r.terminal_id', '=', filters.terminal_id);
  if (filters.equipment_id) query = query.where('r.equipment_id', '=', filters.equipment_id);
  if (filters.charged_merchant_id)
    query = query.where('r.charged_merchant_id', '=', filters.charged_merchant_id);
  if (filters.owner_paid_merchant_id)
    query = query.where('r.owner_paid_merchant_id', '=', filters.owner_paid_merchant_id);
  if (filters.pro_rata !== undefined) query = query.where('r.pro_rata', '=', filters.pro_rata);
  if (filters.status.length > 0) query = query.where('r.status', 'in', filters.status);
  return query;
}

export function listRents(
  db: Database,
  filters: AutomaticRentFilters & PageRequest & SortRequest,
  projectId: number | undefined,
) {
  const sort = resolveSort(filters, SORTS, 'r.id');
  return pageOf(
    filteredRents(db, filters, projectId),
    filters,
    (q) => q.select(columns).orderBy(sort.column, sort.direction).orderBy('r.id', sort.direction),
    (row) => toRent(row as RentRow),
  );
}

/** Rows of an export, in pages of `size` ordered by id. */
export async function rentExportPage(
  db: Database,
  filters: AutomaticRentFilters,
  projectId: number | undefined,
  afterId: number,
  size: number,
) {
  const rows = await filteredRents(db, filters, projectId)
    .select(columns)
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(size)
    .execute();
  return rows.map((row) => toRent(row as RentRow));
}

/** Terminals whose rent runs: active, with settings, in a project with automatic rent on. */
export function rentingTerminals(db: Database, terminalId?: number) {
  let query = db
    .selectFrom('terminal_rent_setting as s')
    .innerJoin('terminal as t', 't.id', 's.terminal_id')
    .innerJoin('project_setting as ps', 'ps.project_id', 't.project_id')
    .select([
      't.id as terminal_id',
      't.project_id',
      't.equipment_id',
      't.merchant_id',
      's.owner_paid_merchant_id',
      's.modality_cost',
      's.charge_day_of_month',
      's.grace_period_type',
      's.grace_period',
      's.automatic_rent_cycle',
      sql<string>`s.start_date::text`.as('start_date'),
    ])
    .where('t.status', '=', 'ACTIVE')
    .where('ps.terminal_automatic_rent', '=', true)
    .orderBy('t.id');
  if (terminalId !== undefined) query = query.where('t.id', '=', terminalId);
  return query.execute();
}

/** Inserts a charge unless the terminal already has one for the month; answers the new id or null. */
export async function insertRentOnce(
  db: Database,
  values: {
    terminal_id: number;
    project_id: number;
    equipment_id: number | null;
    charged_merchant_id: number | null;
    owner_paid_merchant_id: number | null;
    reference_month: string;
    charge_date: string;
    dt_start: string;
    dt_end: string;
    amount: number;
    pro_rata: boolean;
  },
) {
  const row = await db
    .insertInto('terminal_automatic_rent')
    .values(values)
    .onConflict((oc) => oc.columns(['terminal_id', 'reference_month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Charges that can move on, locked (others running the job skip them). */
export function advanceableRents(db: Database, today: string) {
  return db
    .selectFrom('terminal_automatic_rent')
    .select([
      'id',
      'project_id',
      'status',
      'charged_merchant_id',
      sql<string>`charge_date::text`.as('charge_date'),
      sql<string | null>`dt_payment_to_project::text`.as('dt_payment_to_project'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'IN_CHARGE'), eb('charge_date', '<=', today)]),
        eb('status', 'in', ['MERCHANT_CHARGE_SCHEDULED', 'MERCHANT_CHARGED']),
        eb.and([eb('status', '=', 'PAYMENT_PROJECT_SCHEDULED'), eb('dt_payment_to_project', '<=', today)]),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function setRentStatus(
  db: Database,
  id: number,
  values: {
    status: string;
    error_message?: string | null;
    dt_payment_to_project?: string;
    dt_project_paid?: string;
  },
) {
  await db
    .updateTable('terminal_automatic_rent')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
