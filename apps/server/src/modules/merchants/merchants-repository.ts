import type {
  MerchantAcquirer,
  MerchantDetail,
  MerchantFilters,
  MerchantListItem,
  MerchantSalesPlan,
  MerchantSplit,
  OnboardingDocument,
  OnboardingHistoryEntry,
  SettlementDestination,
} from '@mentor/contract/merchants';
import { type ExpressionBuilder, type Insertable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { containsPattern, documentMatch, prefixPattern } from '../../http/like.ts';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
const isoDay = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The merchant list's base query: merchant `m` with its project `p` and representative `sr`. */
export function merchantQuery(db: Database) {
  return db
    .selectFrom('merchant as m')
    .leftJoin('project as p', 'p.id', 'm.project_id')
    .leftJoin('sales_representative_merchant as srm', 'srm.merchant_id', 'm.id')
    .leftJoin('sales_representative as sr', 'sr.id', 'srm.sales_representative_id');
}

export type MerchantQuery = ReturnType<typeof merchantQuery>;

export function filterMerchants(
  query: MerchantQuery,
  filters: MerchantFilters,
  projectId: number | undefined,
): MerchantQuery {
  let q = query.where('m.deleted', '=', filters.deleted).where('m.blocked', '=', filters.blocked);
  if (projectId !== undefined) q = q.where('m.project_id', '=', projectId);
  if (filters.cpf_cnpj) {
    const document = documentMatch(filters.cpf_cnpj);
    q = q.where('m.cpf_cnpj', document.op, document.value);
  }
  if (filters.sales_representative_id !== undefined) {
    q = q.where('srm.sales_representative_id', '=', filters.sales_representative_id);
  }
  if (filters.mcc) q = q.where('m.mcc', 'like', prefixPattern(filters.mcc));
  if (filters.status) q = q.where('m.external_onboarding_status', '=', filters.status);
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase());
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.merchant_name']), 'like', pattern),
        eb(eb.fn('lower', ['m.trade_name']), 'like', pattern),
        eb('m.merchant_code', '=', filters.search ?? ''),
      ]),
    );
  }
  return q;
}

export function selectMerchantListItem(query: MerchantQuery) {
  return query.select([
    'm.id',
    'm.merchant_code',
    'm.merchant_name',
    'm.trade_name',
    'm.cpf_cnpj',
    'm.person_type',
    'm.project_id',
    'p.trade as project_name',
    'srm.sales_representative_id',
    'sr.name as sales_representative_name',
    'm.mcc',
    'm.cnae',
    'm.blocked',
    'm.deleted',
    'm.use_centralized_bank_account_settlement',
    'm.external_onboarding_status',
    'm.created_at',
  ]);
}

export type MerchantListRow = Awaited<
  ReturnType<ReturnType<typeof selectMerchantListItem>['executeTakeFirstOrThrow']>
>;

export function toMerchantListItem(row: MerchantListRow): MerchantListItem {
  return {
    id: row.id,
    merchant_code: row.merchant_code,
    merchant_name: row.merchant_name,
    trade_name: row.trade_name,
    cpf_cnpj: row.cpf_cnpj,
    person_type: row.person_type,
    project_id: row.project_id,
    project_name: row.project_name ?? null,
    sales_representative_id: row.sales_representative_id ?? null,
    sales_representative_name: row.sales_representative_name ?? null,
    mcc: row.mcc,
    cnae: row.cnae,
    blocked: row.blocked,
    deleted: row.deleted,
    use_centralized_bank_account_settlement: row.use_centralized_bank_account_settlement,
    external_onboarding_status: row.external_onboarding_status,
    created_at: iso(row.created_at) ?? '',
  };
}

/** The merchant row, locked for update when asked. */
export async function findMerchant(db: Database, id: number, lock = false) {
  let query = db.selectFrom('merchant').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type MerchantRow = NonNullable<Awaited<ReturnType<typeof findMerchant>>>;

export async function loadMerchantDetail(db: Database, id: number): Promise<MerchantDetail | null> {
  const row = await selectMerchantListItem(merchantQuery(db))
    .select([
      'm.email',
      'm.merchant_formation_id',
      'm.block_type_id',
      'm.block_description',
      'm.dt_block',
      'm.updated_at',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [addresses, phones, hours, plans, destination] = await Promise.all([
    db
      .selectFrom('merchant_address')
      .select([
        'address_type',
        'zip_code',
        'street',
        'number',
        'complement',
        'neighborhood',
        'city',
        'state',
        'ibge_city_code',
      ])
      .where('merchant_id', '=', id)
      .orderBy('address_type')
      .execute(),
    db
      .selectFrom('merchant_phone')
      .select(['phone_type', 'number'])
      .where('merchant_id', '=', id)
      .orderBy('phone_type')
      .execute(),
    db
      .selectFrom('merchant_opening_hour')
      .select('opening_hour_id')
      .where('merchant_id', '=', id)
      .orderBy('opening_hour_id')
      .execute(),
    merchantSalesPlans(db, id),
    loadSettlementDestination(db, id),
  ]);
  return {
    ...toMerchantListItem(row),
    email: row.email,
    merchant_formation_id: row.merchant_formation_id,
    block_type_id: row.block_type_id,
    block_description: row.block_description,
    dt_block: iso(row.dt_block),
    updated_at: iso(row.updated_at) ?? '',
    addresses: addresses.map((a) => ({
      ...a,
      address_type: a.address_type as MerchantDetail['addresses'][number]['address_type'],
    })),
    phones,
    opening_hour_ids: hours.map((h) => h.opening_hour_id),
    sales_plans: plans,
    settlement_destination: destination,
  };
}

export interface MerchantProfileValues {
  merchant_name: string;
  trade_name: string | null;
  cpf_cnpj: string;
  person_type: 'PF' | 'PJ';
  email: string | null;
  merchant_formation_id: number | null;
  mcc: string;
  cnae: string | null;
  use_centralized_bank_account_settlement: boolean;
}

/** Locks the project row, so two creations of one document in a project run one after the other. */
export async function lockProject(trx: Database, projectId: number): Promise<void> {
  await trx.selectFrom('project').select('id').where('id', '=', projectId).forUpdate().executeTakeFirst();
}

export async function insertMerchant(
  trx: Database,
  values: MerchantProfileValues & { project_id: number; external_onboarding_status: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('merchant')
    .values({
      ...values,
      merchant_code: sql<string>`'M' || lpad(nextval(pg_get_serial_sequence('merchant', 'id'))::text, 9, '0')`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMerchantRow(
  trx: Database,
  id: number,
  values: Partial<MerchantProfileValues> & {
    deleted?: boolean;
    blocked?: boolean;
    block_type_id?: number | null;
    block_description?: string | null;
    dt_block?: Date | null;
  },
): Promise<void> {
  await trx
    .updateTable('merchant')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export interface MerchantChildren {
  addresses: ReadonlyArray<{
    address_type: string;
    zip_code: string;
    street: string;
    number: string;
    complement: string | null;
    neighborhood: string;
    city: string;
    state: string;
    ibge_city_code: string | null;
  }>;
  /** Without it the stored phones stay. */
  phones?: ReadonlyArray<{ phone_type: string; number: string }> | undefined;
  opening_hour_ids: readonly number[];
}

/** Replaces the merchant's addresses, opening hours and phones (kept as stored without `phones`). */
export async function replaceMerchantChildren(trx: Database, id: number, children: MerchantChildren) {
  await trx.deleteFrom('merchant_address').where('merchant_id', '=', id).execute();
  if (children.phones !== undefined)
    await trx.deleteFrom('merchant_phone').where('merchant_id', '=', id).execute();
  await trx.deleteFrom('merchant_opening_hour').where('merchant_id', '=', id).execute();
  if (children.addresses.length > 0) {
    await trx
      .insertInto('merchant_address')
      .values(children.addresses.map((a) => ({ ...a, merchant_id: id })))
      .execute();
  }
  if (children.phones !== undefined && children.phones.length > 0) {
    await trx
      .insertInto('merchant_phone')
      .values(children.phones.map((p) => ({ ...p, merchant_id: id })))
      .execute();
  }
  const hours = [...new Set(children.opening_hour_ids)];
  if (hours.length > 0) {
    await trx
      .insertInto('merchant_opening_hour')
      .values(hours.map((h) => ({ merchant_id: id, opening_hour_id: h })))
      .execute();
  }
}

/** Links the merchant to a sales representative (or unlinks it with null). */
export async function salesRepresentativeOfProject(db: Database, repId: number, projectId: number) {
  return db
    .selectFrom('sales_representative')
    .select('id')
    .where('id', '=', repId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export async function merchantByDocument(
  db: Database,
  projectId: number,
  cpfCnpj: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('merchant')
    .select('id')
    .where('project_id', '=', projectId)
    .where('cpf_cnpj', '=', cpfCnpj)
    .where('deleted', '=', false);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** The newest merchant with this document, whatever its project (onboarding lookup). */
export async function latestMerchantByDocument(db: Database, cpfCnpj: string, projectId: number | null) {
  let q = db
    .selectFrom('merchant')
    .select(['id', 'merchant_name', 'cpf_cnpj', 'person_type', 'mcc', 'cnae', 'external_onboarding_status'])
    .where('cpf_cnpj', '=', cpfCnpj)
    .where('deleted', '=', false);
  if (projectId !== null) q = q.where('project_id', '=', projectId);
  return q.orderBy('id', 'desc').executeTakeFirst();
}

export async function existsIn(
  db: Database,
  table: 'merchant_formation' | 'opening_hour' | 'block_type' | 'acquirer' | 'bank' | 'mcc' | 'cnae',
  ids: readonly (number | string)[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  const column =
    table === 'bank' ? 'bank_code' : table === 'mcc' ? 'mcc' : table === 'cnae' ? 'activity_branch' : 'id';
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    // biome-ignore lint/suspicious/noExplicitAny: the column is chosen above from a fixed list
    .where(column as any, 'in', unique as any)
    .executeTakeFirstOrThrow();
  return Number(row.n) === unique.length;
}

// ---------------------------------------------------------------- financials and blocking

export async function pendingFinancials(db: Database, merchantId: number) {
  const row = await db
    .selectFrom('receivable')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('net_amount'), sql<string>`0`).as('amount'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('paid', '<>', 1)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return {
    has_pending_financials: count > 0,
    unpaid_receivables_count: count,
    unpaid_receivables_amount: Number(row.amount),
  };
}

export async function blockPreview(db: Database, merchantId: number) {
  const [tpv, terminals, financials] = await Promise.all([
    db
      .selectFrom('tpv_daily_merchant')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('amount'))
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'CONFIRMED')
      .where(sql<boolean>`day > (now() AT TIME ZONE 'America/Sao_Paulo')::date - 30`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('terminal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'ACTIVE')
      .where('blocked', '=', false)
      .executeTakeFirstOrThrow(),
    pendingFinancials(db, merchantId),
  ]);
  return {
    tpv_last_30_days: Number(tpv.amount),
    active_terminals: Number(terminals.n),
    unpaid_receivables_count: financials.unpaid_receivables_count,
    unpaid_receivables_amount: financials.unpaid_receivables_amount,
  };
}

// ---------------------------------------------------------------- settlement destination

export async function loadSettlementDestination(
  db: Database,
  merchantId: number,
): Promise<SettlementDestination | null> {
  const row = await db
    .selectFrom('merchant_settlement_destination as d')
    .leftJoin('bank as b', 'b.bank_code', 'd.bank_code')
    .select([
      'd.destination_type',
      'd.bank_code',
      'b.bank_name',
      'd.agency',
      'd.account_number',
      'd.account_type',
      'd.digital_account',
      'd.prepaid_card',
      'd.holder_document',
      'd.updated_at',
    ])
    .where('d.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, bank_name: row.bank_name ?? null, updated_at: iso(row.updated_at) ?? '' };
}

export async function upsertSettlementDestination(
  trx: Database,
  merchantId: number,
  values: {
    destination_type: 'B' | 'D' | 'R';
    bank_code: string | null;
    agency: string | null;
    account_number: string | null;
    account_type: 'C' | 'S' | 'P' | null;
    digital_account: string | null;
    prepaid_card: string | null;
    holder_document: string | null;
  },
) {
  await trx
    .insertInto('merchant_settlement_destination')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

// ---------------------------------------------------------------- acquirers and sales plans

const acquirerColumns = (eb: ExpressionBuilder<DB, 'merchant_acquirer' | 'acquirer'>) => [
  eb.ref('merchant_acquirer.id').as('id'),
  eb.ref('merchant_acquirer.acquirer_id').as('acquirer_id'),
  eb.ref('acquirer.acquirer_name').as('acquirer_name'),
  eb.ref('merchant_acquirer.acquirer_merchant_code').as('acquirer_merchant_code'),
  eb.ref('merchant_acquirer.active').as('active'),
  eb.ref('merchant_acquirer.created_at').as('created_at'),
  eb.ref('merchant_acquirer.updated_at').as('updated_at'),
];

export function merchantAcquirerQuery(db: Database, merchantId: number, acquirerId?: number) {
  let q = db
    .selectFrom('merchant_acquirer')
    .innerJoin('acquirer', 'acquirer.id', 'merchant_acquirer.acquirer_id')
    .where('merchant_acquirer.merchant_id', '=', merchantId);
  if (acquirerId !== undefined) q = q.where('merchant_acquirer.acquirer_id', '=', acquirerId);
  return q;
}

export function selectMerchantAcquirer<O>(
  query: SelectQueryBuilder<DB, 'merchant_acquirer' | 'acquirer', O>,
) {
  return query.select(acquirerColumns).orderBy('merchant_acquirer.id');
}

export function toMerchantAcquirer(row: {
  id: number;
  acquirer_id: number;
  acquirer_name: string;
  acquirer_merchant_code: string;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}): MerchantAcquirer {
  return { ...row, created_at: iso(row.created_at) ?? '', updated_at: iso(row.updated_at) ?? '' };
}

/** Every acquirer registration of the merchant, oldest first. */
export async function listMerchantAcquirers(db: Database, merchantId: number): Promise<MerchantAcquirer[]> {
  const rows = await selectMerchantAcquirer(merchantAcquirerQuery(db, merchantId)).execute();
  return rows.map(toMerchantAcquirer);
}

export async function findMerchantAcquirer(db: Database, merchantId: number, acquirerId: number) {
  const row = await selectMerchantAcquirer(
    merchantAcquirerQuery(db, merchantId, acquirerId),
  ).executeTakeFirst();
  return row ? toMerchantAcquirer(row) : null;
}

export async function insertMerchantAcquirer(
  trx: Database,
  values: { merchant_id: number; acquirer_id: number; acquirer_merchant_code: string; active: boolean },
): Promise<void> {
  await trx.insertInto('merchant_acquirer').values(values).execute();
}

export async function updateMerchantAcquirer(
  trx: Database,
  merchantId: number,
  acquirerId: number,
  values: { acquirer_merchant_code: string; active: boolean },
): Promise<void> {
  await trx
    .updateTable('merchant_acquirer')
    .set({ ...values, updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('acquirer_id', '=', acquirerId)
    .execute();
}

export async function merchantSalesPlans(db: Database, merchantId: number): Promise<MerchantSalesPlan[]> {
  const rows = await db
    .selectFrom('merchant_sales_plan as msp')
    .innerJoin('channel as c', 'c.id', 'msp.channel_id')
    .innerJoin('sales_plan as sp', 'sp.id', 'msp.sales_plan_id')
    .select([
      'msp.channel_id',
      'c.channel_name',
      'msp.sales_plan_id',
      'sp.name as sales_plan_name',
      'sp.mcc as sales_plan_mcc',
      'msp.assigned_at',
    ])
    .where('msp.merchant_id', '=', merchantId)
    .orderBy('msp.channel_id')
    .execute();
  return rows.map((r) => ({ ...r, assigned_at: iso(r.assigned_at) ?? '' }));
}

export async function findSalesPlan(db: Database, planId: number) {
  return db
    .selectFrom('sales_plan')
    .select(['id', 'project_id', 'channel_id', 'mcc', 'status', 'name'])
    .where('id', '=', planId)
    .executeTakeFirst();
}

export async function insertMerchantSalesPlan(
  trx: Database,
  merchantId: number,
  channelId: number,
  planId: number,
): Promise<void> {
  await trx
    .insertInto('merchant_sales_plan')
    .values({ merchant_id: merchantId, channel_id: channelId, sales_plan_id: planId })
    .execute();
}

export async function updateMerchantSalesPlan(
  trx: Database,
  merchantId: number,
  channelId: number,
  planId: number,
): Promise<void> {
  await trx
    .updateTable('merchant_sales_plan')
    .set({ sales_plan_id: planId, assigned_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('channel_id', '=', channelId)
    .execute();
}

/** Unassigns the merchant's plans of the given channels. */
export async function deleteMerchantSalesPlans(
  trx: Database,
  merchantId: number,
  channelIds: readonly number[],
): Promise<void> {
  if (channelIds.length === 0) return;
  await trx
    .deleteFrom('merchant_sales_plan')
    .where('merchant_id', '=', merchantId)
    .where('channel_id', 'in', [...channelIds])
    .execute();
}

/** Names of the given MCC codes (the unknown ones are left out). */
export async function mccNames(db: Database, codes: readonly string[]) {
  return db
    .selectFrom('mcc')
    .select(['mcc', 'mcc_name'])
    .where('mcc', 'in', [...codes])
    .execute();
}

// ---------------------------------------------------------------- splits

export function splitQuery(db: Database) {
  return db
    .selectFrom('merchant_split as s')
    .innerJoin('merchant as r', 'r.id', 's.receiver_merchant_id')
    .select([
      's.id',
      's.merchant_id',
      's.receiver_merchant_id',
      'r.merchant_name as receiver_merchant_name',
      's.split_type',
      sql<string | null>`s.percentage::text`.as('percentage'),
      's.amount',
      sql<string>`s.valid_from::text`.as('valid_from'),
      sql<string | null>`s.valid_until::text`.as('valid_until'),
      's.created_at',
    ]);
}

export async function listSplits(db: Database, merchantId: number): Promise<MerchantSplit[]> {
  const rows = await splitQuery(db).where('s.merchant_id', '=', merchantId).orderBy('s.id').execute();
  return rows.map(toSplit);
}

export async function findSplit(
  db: Database,
  merchantId: number,
  splitId: number,
): Promise<MerchantSplit | null> {
  const row = await splitQuery(db)
    .where('s.merchant_id', '=', merchantId)
    .where('s.id', '=', splitId)
    .executeTakeFirst();
  return row ? toSplit(row) : null;
}

export type SplitValues = Omit<Insertable<DB['merchant_split']>, 'id' | 'merchant_id' | 'created_at'>;

export async function insertSplit(trx: Database, merchantId: number, values: SplitValues): Promise<number> {
  const row = await trx
    .insertInto('merchant_split')
    .values({ merchant_id: merchantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSplit(trx: Database, splitId: number, values: SplitValues): Promise<void> {
  await trx.updateTable('merchant_split').set(values).where('id', '=', splitId).execute();
}

export async function deleteSplit(trx: Database, splitId: number): Promise<void> {
  await trx.deleteFrom('merchant_split').where('id', '=', splitId).execute();
}

function toSplit(row: {
  id: number;
  merchant_id: number;
  receiver_merchant_id: number;
  receiver_merchant_name: string;
  split_type: 'PERCENTAGE' | 'AMOUNT';
  percentage: string | null;
  amount: number | null;
  valid_from: string;
  valid_until: string | null;
  created_at: Date;
}): MerchantSplit {
  return {
    ...row,
    amount: row.amount === null ? null : Number(row.amount),
    valid_from: isoDay(row.valid_from) ?? '',
    valid_until: isoDay(row.valid_until),
    created_at: iso(row.created_at) ?? '',
  };
}

/**
 * Highest total of percentage splits on any day of [from, until] (until null: open-ended), the
 * proposed percentage included and the split being edited left out, computed in SQL numeric.
 */
export async function peakSplitPercentage(
  db: Database,
  merchantId: number,
  from: string,
  until: string | null,
  proposed: string,
  exceptId?: number,
): Promise<string> {
  const result = await sql<{ peak: string }>`
    WITH others AS (
      SELECT percentage, valid_from, coalesce(valid_until, 'infinity'::date) AS valid_until
      FROM merchant_split
      WHERE merchant_id = ${merchantId} AND split_type = 'PERCENTAGE'
        AND (${exceptId ?? null}::int IS NULL OR id <> ${exceptId ?? null}::int)
        AND valid_from <= coalesce(${until}::date, 'infinity'::date)
        AND coalesce(valid_until, 'infinity'::date) >= ${from}::date
    ),
    days AS (
      SELECT greatest(valid_from, ${from}::date) AS day FROM others
      UNION SELECT ${from}::date
    )
    SELECT (${proposed}::numeric + coalesce(max(
      (SELECT coalesce(sum(o.percentage), 0) FROM others o WHERE o.valid_from <= d.day AND o.valid_until >= d.day)
    ), 0))::text AS peak
    FROM days d`.execute(db);
  return result.rows[0]?.peak ?? proposed;
}

export async function isOver100(db: Database, total: string): Promise<boolean> {
  const r = await sql<{ over: boolean }>`SELECT ${total}::numeric > 100 AS over`.execute(db);
  return r.rows[0]?.over ?? false;
}

// ---------------------------------------------------------------- onboarding

export async function listDocuments(db: Database, merchantId: number): Promise<OnboardingDocument[]> {
  const rows = await db
    .selectFrom('merchant_onboarding_document')
    .select([
      'id',
      'upload_type',
      'position_photo',
      'ownership',
      'file_name',
      'content_type',
      'size_bytes',
      'status',
      'error_description',
      'uploaded_by',
      'created_at',
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) ?? '' }));
}

export type OnboardingDocumentValues = Insertable<DB['merchant_onboarding_document']>;

export async function insertOnboardingDocument(
  trx: Database,
  values: OnboardingDocumentValues,
): Promise<number> {
  const row = await trx
    .insertInto('merchant_onboarding_document')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listHistory(db: Database, merchantId: number): Promise<OnboardingHistoryEntry[]> {
  const rows = await db
    .selectFrom('merchant_onboarding_history')
    .select(['id', 'status', 'description', 'actor', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) ?? '' }));
}

export async function addHistory(
  trx: Database,
  merchantId: number,
  status: string,
  description: string | null,
  actor: string | null,
) {
  await trx
    .insertInto('merchant_onboarding_history')
    .values({ merchant_id: merchantId, status, description, actor })
    .execute();
}

export { iso };

// ---------------------------------------------------------------- opening hours per weekday

/** The merchant's open weekdays with their times as 'HH:MM'. */
export const weeklyHours = (db: Database, merchantId: number) =>
  db
    .selectFrom('merchant_weekly_hour')
    .select([
      'weekday',
      sql<string>`to_char(opens_at, 'HH24:MI')`.as('opens_at'),
      sql<string>`to_char(closes_at, 'HH24:MI')`.as('closes_at'),
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('weekday')
    .execute();

/** Replaces the merchant's open weekdays. */
export async function replaceWeeklyHours(
  db: Database,
  merchantId: number,
  days: ReadonlyArray<{ weekday: number; opens_at: string; closes_at: string }>,
): Promise<void> {
  await db.deleteFrom('merchant_weekly_hour').where('merchant_id', '=', merchantId).execute();
  if (days.length === 0) return;
  await db
    .insertInto('merchant_weekly_hour')
    .values(days.map((d) => ({ merchant_id: merchantId, ...d })))
    .execute();
}
