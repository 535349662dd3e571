import { isBusinessDay } from '@mentor/contract';
import type { PreAccount, PreAccountDetail, PreAccountListQuery } from '@mentor/contract/onboarding';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { dayAfter, dayStart, todaySaoPaulo } from '../../http/date-bounds.ts';
import { containsPattern } from '../../http/like.ts';

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** Business days (national holidays excluded) from a registration day to today, São Paulo. */
export function businessDaysSince(registered: Date, today: string): number {
  const start = todaySaoPaulo(registered);
  let days = 0;
  const cursor = new Date(`${start}T12:00:00Z`);
  const end = new Date(`${today}T12:00:00Z`);
  for (let guard = 0; cursor < end && guard < 3660; guard += 1) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isBusinessDay(cursor.toISOString().slice(0, 10))) days += 1;
  }
  return days;
}

function baseQuery(db: Database) {
  return db
    .selectFrom('pre_account as p')
    .innerJoin('white_label as wl', 'wl.uuid', 'p.uuid_white_label')
    .leftJoin('payment_account as pa', 'pa.uuid_account_payment', 'p.uuid_account_payment');
}

const columns = [
  'p.uuid',
  'p.account_number',
  'p.name',
  'p.action',
  'p.uuid_white_label',
  'wl.fantasy_name',
  'wl.project_id',
  'p.product',
  'p.date_register',
  'p.date_update',
  'p.level_risk',
  'p.status',
  'p.last_attempt',
  'p.restricted_by',
  'p.last_step',
  'p.account_type',
  'p.email',
  'p.phone',
  'p.cpf',
  'p.assigned_to',
  'p.assigned_name',
  'p.assigned_at',
  'p.uuid_account_payment',
  'p.birthday',
  'p.state',
  'p.city',
  'p.dynamic_fields',
  'pa.account_status',
] as const;

type ListRow = {
  uuid: string;
  account_number: string | null;
  name: string;
  action: string | null;
  uuid_white_label: string;
  fantasy_name: string;
  project_id: number | null;
  product: string;
  date_register: Date;
  date_update: Date;
  level_risk: string | null;
  status: string;
  last_attempt: Date | null;
  restricted_by: string | null;
  last_step: string | null;
  account_type: string;
  email: string | null;
  phone: string | null;
  cpf: string;
  assigned_to: string | null;
  assigned_name: string | null;
  assigned_at: Date | null;
  uuid_account_payment: string | null;
  birthday: Date | null;
  state: string | null;
  city: string | null;
  dynamic_fields: unknown;
  account_status: string | null;
};

export type PreAccountRow = ListRow;

export interface PreAccountFilter {
  statuses?: readonly string[];
  query?: Partial<PreAccountListQuery>;
  restrictedBy?: string | null;
  restrictedOnly?: boolean;
  search?: string;
  projectId: number | null;
}

function applyFilter(db: Database, filter: PreAccountFilter) {
  let q = baseQuery(db);
  const query = filter.query ?? {};
  if (filter.projectId !== null) q = q.where('wl.project_id', '=', filter.projectId);
  if (filter.statuses?.length) q = q.where('p.status', 'in', [...filter.statuses]);
  if (query.cpf) q = q.where('p.cpf', 'like', `${query.cpf}%`);
  if (query.name) q = q.where(sql<SqlBool>`lower(p.name) LIKE lower(${containsPattern(query.name)})`);
  if (query.uuidWhiteLabel) q = q.where('p.uuid_white_label', '=', query.uuidWhiteLabel);
  if (query.levelRisk === 'NOT_CLASSIFIED') q = q.where('p.level_risk', 'is', null);
  else if (query.levelRisk) q = q.where('p.level_risk', '=', query.levelRisk);
  if (query.product) q = q.where('p.product', '=', query.product);
  if (query.assignedTo) q = q.where('p.assigned_to', '=', query.assignedTo);
  if (query.dateRegister_start) q = q.where('p.date_register', '>=', dayStart(query.dateRegister_start));
  if (query.dateRegister_end) q = q.where('p.date_register', '<', dayAfter(query.dateRegister_end));
  if (query.dateUpdate_start) q = q.where('p.date_update', '>=', dayStart(query.dateUpdate_start));
  if (query.dateUpdate_end) q = q.where('p.date_update', '<', dayAfter(query.dateUpdate_end));
  if (filter.restrictedOnly) q = q.where('p.restricted_by', 'is not', null);
  if (filter.restrictedBy) q = q.where('p.restricted_by', '=', filter.restrictedBy);
  if (filter.search) {
    const digits = filter.search.replace(/\D/g, '');
    const pattern = containsPattern(filter.search);
    q = q.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(p.name) LIKE lower(${pattern})`,
        ...(digits ? [eb('p.cpf', 'like', `${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

const SORT_COLUMNS = {
  dateRegister: 'p.date_register',
  dateUpdate: 'p.date_update',
  name: 'p.name',
  levelRisk: 'p.level_risk',
  lastAttempt: 'p.last_attempt',
} as const;

export async function listPreAccounts(
  db: Database,
  filter: PreAccountFilter,
  page: { page: number; limit: number; sortBy: keyof typeof SORT_COLUMNS; sortOrder: 'ASC' | 'DESC' },
): Promise<{ rows: ListRow[]; total: number }> {
  const direction = page.sortOrder === 'DESC' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    applyFilter(db, filter)
      .select([...columns])
      .orderBy(SORT_COLUMNS[page.sortBy], direction)
      .orderBy('p.uuid', direction)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    applyFilter(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ListRow[], total: Number(count.n) };
}

export async function findPreAccount(db: Database, uuid: string, lock = false): Promise<ListRow | undefined> {
  let q = baseQuery(db)
    .select([...columns])
    .where('p.uuid', '=', uuid);
  if (lock) q = q.forUpdate('p');
  return (await q.executeTakeFirst()) as ListRow | undefined;
}

export async function analysesOf(db: Database, uuids: readonly string[]) {
  if (uuids.length === 0) return new Map<string, PreAccount['analysis']>();
  const rows = await db
    .selectFrom('pre_account_analysis')
    .selectAll()
    .where('pre_account_uuid', 'in', [...uuids])
    .orderBy('date_register', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const out = new Map<string, PreAccount['analysis']>();
  for (const row of rows) {
    const list = out.get(row.pre_account_uuid) ?? [];
    list.push({
      nameUserAnalysis: row.name_user_analysis,
      dateRegister: row.date_register.toISOString(),
      reason: row.reason,
      decision: row.decision,
      statusFrom: row.status_from,
      statusTo: row.status_to,
    });
    out.set(row.pre_account_uuid, list);
  }
  return out;
}

export function toPreAccount(
  row: ListRow,
  analysis: PreAccount['analysis'],
  today = todaySaoPaulo(),
): PreAccount {
  return {
    uuid: row.uuid,
    accountNumber: row.account_number,
    name: row.name,
    action: row.action,
    uuidWhiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    originData: { product: row.product },
    dateRegister: row.date_register.toISOString(),
    dateUpdate: row.date_update.toISOString(),
    levelRisk: row.level_risk,
    status: row.status,
    analysis,
    restrictionData: { lastAttempt: iso(row.last_attempt), restrictedBy: row.restricted_by },
    // The last step is shown without its query string (2nd doc §3).
    lastStep: row.last_step ? (row.last_step.split('?')[0] ?? null) : null,
    accountType: { name: row.account_type },
    email: row.email,
    deviceValidation: { phone: row.phone },
    cpf: row.cpf,
    assignedTo: row.assigned_to,
    assignedName: row.assigned_name,
    assignedAt: iso(row.assigned_at),
    businessDaysInQueue: businessDaysSince(row.date_register, today),
    uuidAccountPayment: row.uuid_account_payment,
  };
}

export function toPreAccountDetail(row: ListRow, analysis: PreAccount['analysis']): PreAccountDetail {
  return {
    ...toPreAccount(row, analysis),
    birthday: row.birthday ? new Date(row.birthday).toISOString().slice(0, 10) : null,
    state: row.state,
    city: row.city,
    dynamicFields: Array.isArray(row.dynamic_fields) ? (row.dynamic_fields as string[]) : [],
    accountStatus: row.account_status,
  };
}

export async function countByStatus(
  db: Database,
  statuses: readonly string[],
  opts: { projectId: number | null; uuidWhiteLabel?: string; dateStart?: string; dateEnd?: string },
) {
  let q = baseQuery(db).where('p.status', 'in', [...statuses]);
  if (opts.projectId !== null) q = q.where('wl.project_id', '=', opts.projectId);
  if (opts.uuidWhiteLabel) q = q.where('p.uuid_white_label', '=', opts.uuidWhiteLabel);
  if (opts.dateStart) q = q.where('p.date_register', '>=', dayStart(opts.dateStart));
  if (opts.dateEnd) q = q.where('p.date_register', '<', dayAfter(opts.dateEnd));
  const rows = await q
    .select(['p.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('p.status')
    .execute();
  return rows.map((r) => ({ status: r.status, amount: Number(r.n) }));
}

export async function countByRisk(
  db: Database,
  statuses: readonly string[],
  opts: { projectId: number | null; uuidWhiteLabel?: string; dateStart?: string; dateEnd?: string },
) {
  let q = baseQuery(db).where('p.status', 'in', [...statuses]);
  if (opts.projectId !== null) q = q.where('wl.project_id', '=', opts.projectId);
  if (opts.uuidWhiteLabel) q = q.where('p.uuid_white_label', '=', opts.uuidWhiteLabel);
  if (opts.dateStart) q = q.where('p.date_register', '>=', dayStart(opts.dateStart));
  if (opts.dateEnd) q = q.where('p.date_register', '<', dayAfter(opts.dateEnd));
  const rows = await q
    .select([
      sql<string>`coalesce(p.level_risk, 'NOT_CLASSIFIED')`.as('level'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(sql`coalesce(p.level_risk, 'NOT_CLASSIFIED')`)
    .execute();
  return new Map(rows.map((r) => [r.level, Number(r.n)]));
}

/** The oldest case of the statuses nobody holds (or the caller already holds), for "next case". */
export async function nextUnassigned(
  db: Database,
  statuses: readonly string[],
  projectId: number | null,
  username: string,
): Promise<string | undefined> {
  let q = baseQuery(db)
    .select('p.uuid')
    .where('p.status', 'in', [...statuses])
    .where((eb) => eb.or([eb('p.assigned_to', 'is', null), eb('p.assigned_to', '=', username)]))
    .orderBy('p.date_register', 'asc')
    .orderBy('p.uuid', 'asc')
    .limit(1)
    .forUpdate('p')
    .skipLocked();
  if (projectId !== null) q = q.where('wl.project_id', '=', projectId);
  return (await q.executeTakeFirst())?.uuid;
}

export async function updatePreAccount(
  db: Database,
  uuid: string,
  values: {
    status?: string;
    action?: string | null;
    product?: string;
    assigned_to?: string | null;
    assigned_name?: string | null;
    assigned_at?: Date | null;
    dynamic_fields?: string;
  },
): Promise<void> {
  await db
    .updateTable('pre_account')
    .set({ ...values, date_update: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}

export async function insertAnalysis(
  db: Database,
  entry: {
    pre_account_uuid: string;
    username: string;
    name_user_analysis: string;
    decision: string;
    status_from: string;
    status_to: string;
    reason: string | null;
  },
): Promise<void> {
  await db.insertInto('pre_account_analysis').values(entry).execute();
}

/** The pre-account an opened payment account came from, if any. */
export async function preAccountOfAccount(db: Database, account: string, lock = false) {
  let q = db
    .selectFrom('pre_account')
    .select(['uuid', 'product', 'status'])
    .where('uuid_account_payment', '=', account);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Records the payment account opened for an approved pre-account. */
export async function linkPaymentAccount(
  db: Database,
  uuid: string,
  account: string,
  accountNumber: string,
): Promise<void> {
  await db
    .updateTable('pre_account')
    .set({ uuid_account_payment: account, account_number: accountNumber })
    .where('uuid', '=', uuid)
    .execute();
}

/** An enabled staff member a case may be assigned to. */
export async function enabledStaff(db: Database, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['username', 'full_name'])
    .where('username', '=', username)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/**
 * Releases the white label's applicants held back by the positive list whose document is among
 * the given ones; answers how many were released.
 */
export async function releasePositiveListed(
  db: Database,
  whiteLabel: string,
  documents: readonly string[],
): Promise<number> {
  if (documents.length === 0) return 0;
  const released = await db
    .updateTable('pre_account')
    .set({ restricted_by: null, date_update: new Date() })
    .where('uuid_white_label', '=', whiteLabel)
    .where('restricted_by', '=', 'POSITIVE_LIST')
    .where('cpf', 'in', [...documents])
    .executeTakeFirst();
  return Number(released.numUpdatedRows ?? 0);
}

/** Applicants of a white label held back by location, per state. */
export async function locationRestrictedByState(db: Database, whiteLabel: string) {
  return db
    .selectFrom('pre_account')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('uuid_white_label', '=', whiteLabel)
    .where('restricted_by', '=', 'LOCATION')
    .where('state', 'is not', null)
    .groupBy('state')
    .execute();
}
