import type {
  Conciliation,
  ConciliationListQuery,
  ContractEffect,
  ContractEffectListQuery,
  Dispute,
  DisputeListQuery,
  Receivable,
  ReceivableUnit,
  ReceivableUnitListQuery,
  TimelineEvent,
  UnitPayment,
  UnitPaymentListQuery,
} from '@mentor/contract/receivables';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { toReceivable, withReceivableColumns } from './receivable-repository.ts';

type UEb = ExpressionBuilder<DB & { u: DB['receivable_unit'] }, 'u'>;
const digits = (text: string) => text.replace(/\D/g, '');
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const paging = (q: { page: number; perPage: number }) => ({
  limit: q.perPage,
  offset: (q.page - 1) * q.perPage,
});

/** A non-deprecated contract effect redirects the unit's payments. */
const hasEffect = sql<boolean>`EXISTS (SELECT 1 FROM contract_effect e WHERE e.receivable_unit_id = u.id AND NOT e.deprecated)`;
const receiver = sql<string>`coalesce((SELECT e.receiving_end_user_document FROM contract_effect e
  WHERE e.receivable_unit_id = u.id AND NOT e.deprecated ORDER BY e.id DESC LIMIT 1), u.holder_document)`;

export type UnitFilters = Omit<ReceivableUnitListQuery, 'page' | 'perPage' | 'project'> & {
  projectId: number | undefined;
};

function unitConditions(eb: UEb, f: UnitFilters): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [];
  if (f.projectId !== undefined) c.push(eb('u.project_id', '=', f.projectId));
  if (f.receivable_unit_id !== undefined) c.push(eb('u.id', '=', f.receivable_unit_id));
  if (f.merchant !== undefined) c.push(eb('u.merchant_id', '=', f.merchant));
  if (f.payment_id !== undefined) {
    c.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM receivable_unit_payment p WHERE p.receivable_unit_id = u.id AND p.payment_id = ${f.payment_id})`,
    );
  }
  if (f.transaction !== undefined) {
    c.push(sql<SqlBool>`EXISTS (SELECT 1 FROM receivable_unit_item i JOIN receivable r ON r.id = i.receivable_id
      WHERE i.receivable_unit_id = u.id AND r.transaction_id = ${f.transaction})`);
  }
  if (f.holder_document) c.push(eb('u.holder_document', '=', digits(f.holder_document)));
  if (f.receiving_end_user_document)
    c.push(sql<SqlBool>`${receiver} = ${digits(f.receiving_end_user_document)}`);
  if (f.paid !== undefined) c.push(eb('u.paid', '=', f.paid));
  if (f.contract_effect !== undefined) c.push(f.contract_effect ? hasEffect : sql<SqlBool>`NOT ${hasEffect}`);
  if (f.financier !== undefined)
    c.push(f.financier === 'financier' ? hasEffect : sql<SqlBool>`NOT ${hasEffect}`);
  if (f.dt_liquidation_start)
    c.push(eb('u.dt_liquidation', '>=', sql<Date>`${f.dt_liquidation_start}::date`));
  if (f.dt_liquidation_end) c.push(eb('u.dt_liquidation', '<=', sql<Date>`${f.dt_liquidation_end}::date`));
  if (f.arrangement_id.length > 0) c.push(eb('u.arrangement_id', 'in', f.arrangement_id));
  if (f.status_sync.length > 0) c.push(eb('u.status_sync', 'in', f.status_sync));
  return eb.and(c);
}

function unitQuery(db: Database) {
  return db
    .selectFrom('receivable_unit as u')
    .innerJoin('project as p', 'p.id', 'u.project_id')
    .innerJoin('merchant as m', 'm.id', 'u.merchant_id')
    .select([
      'u.id',
      'u.cerc_code',
      'u.project_id',
      'p.trade as project_name',
      'u.merchant_id',
      'm.merchant_name',
      'u.holder_document',
      receiver.as('receiving_end_user_document'),
      sql<'financier' | 'merchant'>`CASE WHEN ${hasEffect} THEN 'financier' ELSE 'merchant' END`.as(
        'financier',
      ),
      'u.arrangement_id',
      day('u.dt_liquidation').as('dt_liquidation'),
      'u.gross_amount',
      'u.net_amount',
      'u.status',
      'u.status_sync',
      'u.change_type',
      'u.paid',
      hasEffect.as('contract_effect'),
      'u.created_at',
      'u.synced_at',
    ]);
}

type UnitRow = Awaited<ReturnType<ReturnType<typeof unitQuery>['executeTakeFirstOrThrow']>>;
const toUnit = (r: UnitRow): ReceivableUnit => ({
  ...r,
  created_at: iso(r.created_at),
  synced_at: isoOrNull(r.synced_at),
});

export async function listUnits(db: Database, f: UnitFilters, q: { page: number; perPage: number }) {
  const { limit, offset } = paging(q);
  const [rows, count] = await Promise.all([
    unitQuery(db)
      .where((eb) => unitConditions(eb as unknown as UEb, f))
      .orderBy('u.dt_liquidation', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('receivable_unit as u')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => unitConditions(eb, f))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toUnit), total: Number(count.n) };
}

export async function findUnit(db: Database, id: number): Promise<ReceivableUnit | undefined> {
  const row = await unitQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toUnit(row) : undefined;
}

/** Locks a unit's row for a change. */
export async function lockUnit(trx: Database, id: number) {
  return trx.selectFrom('receivable_unit').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateUnit(
  trx: Database,
  id: number,
  values: {
    change_type: 'C' | 'A' | 'B' | 'R';
    status?: 'CERC_UR_ACTIVE' | 'CERC_UR_DOWN' | 'CERC_UR_INACTIVE';
  },
) {
  await trx
    .updateTable('receivable_unit')
    .set({ ...values, status_sync: 0, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The installments (receivables) of a unit, by transaction. */
export async function listUnitInstallments(
  db: Database,
  unitId: number,
  q: { page: number; perPage: number },
) {
  const { limit, offset } = paging(q);
  const base = db
    .selectFrom('receivable as r')
    .where(
      'r.id',
      'in',
      db
        .selectFrom('receivable_unit_item as i')
        .select('i.receivable_id')
        .where('i.receivable_unit_id', '=', unitId),
    );
  const [rows, count] = await Promise.all([
    withReceivableColumns(base)
      .orderBy('r.transaction_id')
      .orderBy('r.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => toReceivable(r as Parameters<typeof toReceivable>[0])),
    total: Number(count.n),
  };
}

/** Every installment of a unit (contract-effect detail). */
export async function allUnitInstallments(db: Database, unitId: number): Promise<Receivable[]> {
  return (await listUnitInstallments(db, unitId, { page: 1, perPage: 500 })).rows;
}

// ——— UR payments ———

export type PaymentFilters = Omit<UnitPaymentListQuery, 'page' | 'perPage' | 'project'> & {
  projectId: number | undefined;
};

function paymentQuery(db: Database) {
  return db
    .selectFrom('receivable_unit_payment as up')
    .innerJoin('receivable_unit as u', 'u.id', 'up.receivable_unit_id')
    .innerJoin('merchant as m', 'm.id', 'u.merchant_id')
    .select([
      'up.id',
      'up.receivable_unit_id',
      'u.cerc_code',
      'u.project_id',
      'u.merchant_id',
      'm.merchant_name',
      'u.holder_document',
      'up.receiving_end_user_document',
      sql<
        'financier' | 'merchant'
      >`CASE WHEN up.contract_effect_id IS NULL THEN 'merchant' ELSE 'financier' END`.as('financier'),
      'up.contract_effect_id',
      'up.amount',
      day('up.dt_liquidation').as('dt_liquidation'),
      'up.paid',
      'up.payment_id',
    ]);
}

export async function listUnitPayments(
  db: Database,
  f: PaymentFilters,
  q: { page: number; perPage: number },
) {
  const { limit, offset } = paging(q);
  const filtered = paymentQuery(db).where((eb) => {
    const c: Expression<SqlBool>[] = [];
    if (f.projectId !== undefined) c.push(eb('u.project_id', '=', f.projectId));
    if (f.merchant !== undefined) c.push(eb('u.merchant_id', '=', f.merchant));
    if (f.payment_id !== undefined) c.push(eb('up.payment_id', '=', f.payment_id));
    if (f.transaction !== undefined) {
      c.push(sql<SqlBool>`EXISTS (SELECT 1 FROM receivable_unit_item i JOIN receivable r ON r.id = i.receivable_id
        WHERE i.receivable_unit_id = u.id AND r.transaction_id = ${f.transaction})`);
    }
    if (f.holder_document) c.push(eb('u.holder_document', '=', digits(f.holder_document)));
    if (f.paid !== undefined) c.push(eb('up.paid', '=', f.paid));
    if (f.contract_effect !== undefined || f.financier !== undefined) {
      const toFinancier = f.contract_effect ?? f.financier === 'financier';
      c.push(
        toFinancier ? eb('up.contract_effect_id', 'is not', null) : eb('up.contract_effect_id', 'is', null),
      );
    }
    if (f.dt_liquidation_start)
      c.push(eb('up.dt_liquidation', '>=', sql<Date>`${f.dt_liquidation_start}::date`));
    if (f.dt_liquidation_end) c.push(eb('up.dt_liquidation', '<=', sql<Date>`${f.dt_liquidation_end}::date`));
    return eb.and(c);
  });
  const [rows, count] = await Promise.all([
    filtered
      .orderBy('up.dt_liquidation', 'desc')
      .orderBy('up.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as UnitPayment[], total: Number(count.n) };
}

export async function findUnitPayment(db: Database, id: number): Promise<UnitPayment | undefined> {
  return (await paymentQuery(db).where('up.id', '=', id).executeTakeFirst()) as UnitPayment | undefined;
}

// ——— Contract effects ———

export type EffectFilters = Omit<ContractEffectListQuery, 'page' | 'perPage' | 'project'> & {
  projectId: number | undefined;
};

function effectQuery(db: Database) {
  return db
    .selectFrom('contract_effect as e')
    .innerJoin('receivable_unit as u', 'u.id', 'e.receivable_unit_id')
    .innerJoin('project as p', 'p.id', 'e.project_id')
    .innerJoin('merchant as m', 'm.id', 'e.merchant_id')
    .select([
      'e.id',
      'e.receivable_unit_id',
      'u.cerc_code',
      'e.project_id',
      'p.trade as project_name',
      'e.merchant_id',
      'm.merchant_name',
      'e.contract_identifier',
      'e.protocol',
      'e.beneficiary_doc',
      'e.receiving_end_user_document',
      'e.effect_type',
      'e.amount',
      day('e.liquidation_date').as('liquidation_date'),
      'e.smoke_contract_effect',
      'e.deprecated',
      'e.created_at',
    ]);
}

type EffectRow = Awaited<ReturnType<ReturnType<typeof effectQuery>['executeTakeFirstOrThrow']>>;
const toEffect = (r: EffectRow): ContractEffect => ({ ...r, created_at: iso(r.created_at) });

export async function listContractEffects(
  db: Database,
  f: EffectFilters,
  q: { page: number; perPage: number },
) {
  const { limit, offset } = paging(q);
  const filtered = effectQuery(db).where((eb) => {
    const c: Expression<SqlBool>[] = [eb('e.deprecated', '=', f.deprecated)];
    if (f.projectId !== undefined) c.push(eb('e.project_id', '=', f.projectId));
    if (f.created_at_start) c.push(eb('e.created_at', '>=', dayStart(f.created_at_start)));
    if (f.created_at_end) c.push(eb('e.created_at', '<', dayAfter(f.created_at_end)));
    if (f.liquidation_date_start)
      c.push(eb('e.liquidation_date', '>=', sql<Date>`${f.liquidation_date_start}::date`));
    if (f.liquidation_date_end)
      c.push(eb('e.liquidation_date', '<=', sql<Date>`${f.liquidation_date_end}::date`));
    if (f.contract_identifier) c.push(eb('e.contract_identifier', '=', f.contract_identifier));
    if (f.protocol) c.push(eb('e.protocol', '=', f.protocol));
    if (f.beneficiary_doc) c.push(eb('e.beneficiary_doc', '=', digits(f.beneficiary_doc)));
    if (f.effect_type.length > 0) c.push(eb('e.effect_type', 'in', f.effect_type));
    if (f.merchant !== undefined) c.push(eb('e.merchant_id', '=', f.merchant));
    if (f.smoke_contract_effect !== undefined)
      c.push(eb('e.smoke_contract_effect', '=', f.smoke_contract_effect));
    if (f.receiving_end_user_document) {
      c.push(eb('e.receiving_end_user_document', '=', digits(f.receiving_end_user_document)));
    }
    if (f.cerc_code.length > 0) c.push(eb('u.cerc_code', 'in', f.cerc_code));
    return eb.and(c);
  });
  const [rows, count] = await Promise.all([
    filtered.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset).execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toEffect), total: Number(count.n) };
}

export async function findContractEffect(db: Database, id: number): Promise<ContractEffect | undefined> {
  const row = await effectQuery(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toEffect(row) : undefined;
}

export async function unitContractEffects(db: Database, unitId: number): Promise<ContractEffect[]> {
  return (await effectQuery(db).where('e.receivable_unit_id', '=', unitId).orderBy('e.id').execute()).map(
    toEffect,
  );
}

// ——— Disputes ———

function disputeQuery(db: Database) {
  return db
    .selectFrom('cerc_dispute as d')
    .innerJoin('receivable_unit as u', 'u.id', 'd.receivable_unit_id')
    .innerJoin('merchant as m', 'm.id', 'd.merchant_id')
    .select([
      'd.id',
      'd.direction',
      'd.receivable_unit_id',
      'u.cerc_code',
      'd.contract_effect_id',
      'd.project_id',
      'd.merchant_id',
      'm.merchant_name',
      'd.counterpart_document',
      'd.reason',
      'd.status',
      'd.description',
      'd.created_by',
      'd.created_at',
    ]);
}

type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeQuery>['executeTakeFirstOrThrow']>>;
const toDispute = (r: DisputeRow): Dispute => ({
  ...r,
  reason: r.reason as Dispute['reason'],
  created_at: iso(r.created_at),
});

export async function listDisputes(
  db: Database,
  direction: 'RECEIVED' | 'OPENED',
  f: Omit<DisputeListQuery, 'page' | 'perPage' | 'project'> & { projectId: number | undefined },
  q: { page: number; perPage: number },
) {
  const { limit, offset } = paging(q);
  const filtered = disputeQuery(db).where((eb) => {
    const c: Expression<SqlBool>[] = [eb('d.direction', '=', direction)];
    if (f.projectId !== undefined) c.push(eb('d.project_id', '=', f.projectId));
    if (f.merchant !== undefined) c.push(eb('d.merchant_id', '=', f.merchant));
    if (f.counterpart) c.push(eb('d.counterpart_document', '=', digits(f.counterpart)));
    if (f.status.length > 0) c.push(eb('d.status', 'in', f.status));
    if (f.reasons.length > 0) c.push(eb('d.reason', 'in', f.reasons));
    return eb.and(c);
  });
  const [rows, count] = await Promise.all([
    filtered.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(limit).offset(offset).execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toDispute), total: Number(count.n) };
}

export async function findDispute(db: Database, id: number): Promise<Dispute | undefined> {
  const row = await disputeQuery(db).where('d.id', '=', id).executeTakeFirst();
  return row ? toDispute(row) : undefined;
}

export async function unitDisputes(db: Database, unitId: number): Promise<Dispute[]> {
  return (await disputeQuery(db).where('d.receivable_unit_id', '=', unitId).orderBy('d.id').execute()).map(
    toDispute,
  );
}

export async function insertDispute(
  trx: Database,
  values: {
    receivable_unit_id: number;
    contract_effect_id: number | null;
    project_id: number;
    merchant_id: number;
    counterpart_document: string;
    reason: string;
    description: string | null;
    created_by: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('cerc_dispute')
    .values({ ...values, direction: 'OPENED' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ——— Reconciliation ———

export async function listConciliation(
  db: Database,
  f: Omit<ConciliationListQuery, 'page' | 'perPage' | 'project'> & { projectId: number | undefined },
  q: { page: number; perPage: number },
) {
  const { limit, offset } = paging(q);
  const filtered = db
    .selectFrom('cerc_conciliation as c')
    .leftJoin('merchant as m', 'm.id', 'c.merchant_id')
    .select([
      'c.id',
      'c.run_at',
      'c.cerc_code',
      'c.receivable_unit_id',
      'c.project_id',
      'c.merchant_id',
      'm.merchant_name',
      'c.status',
      'c.mentor_amount',
      'c.cerc_amount',
    ])
    .where((eb) => {
      const c: Expression<SqlBool>[] = [];
      if (f.projectId !== undefined) c.push(eb('c.project_id', '=', f.projectId));
      if (f.merchant_id !== undefined) c.push(eb('c.merchant_id', '=', f.merchant_id));
      if (f.financial !== undefined) {
        c.push(
          eb(
            'c.receivable_unit_id',
            'in',
            eb
              .selectFrom('receivable_unit_item as i')
              .select('i.receivable_unit_id')
              .where('i.receivable_id', '=', f.financial),
          ),
        );
      }
      if (f.cerc_code) c.push(eb('c.cerc_code', '=', f.cerc_code));
      if (f.status.length > 0) c.push(eb('c.status', 'in', f.status));
      return eb.and(c);
    });
  const [rows, count] = await Promise.all([
    filtered.orderBy('c.id').limit(limit).offset(offset).execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(
      (r): Conciliation => ({
        ...r,
        run_at: iso(r.run_at),
        difference:
          r.mentor_amount !== null && r.cerc_amount !== null ? r.mentor_amount - r.cerc_amount : null,
      }),
    ),
    total: Number(count.n),
  };
}

// ——— Timeline ———

/**
 * What happened to a unit, in date order: creation, registry sync, contract effects, payments,
 * disputes, reconciliation findings, blocks of its installments and staff updates. The CPF/CNPJ
 * an event concerns (a contract effect's beneficiary, a payment's receiver) is kept apart from the
 * description, in `document`, so that it is masked like every other document of the answer.
 */
export async function unitTimeline(db: Database, unitId: number): Promise<TimelineEvent[]> {
  const { rows } = await sql<{
    at: Date;
    kind: TimelineEvent['kind'];
    description: string;
    document: string | null;
    amount: number | null;
    reference: string | null;
  }>`
    SELECT u.created_at AS at, 'CREATED' AS kind, u.cerc_code AS description, NULL::text AS document,
        u.net_amount AS amount, NULL AS reference
      FROM receivable_unit u WHERE u.id = ${unitId}
    UNION ALL
    SELECT u.synced_at, 'SYNCED', u.change_type, NULL, NULL, NULL
      FROM receivable_unit u WHERE u.id = ${unitId} AND u.synced_at IS NOT NULL
    UNION ALL
    SELECT e.created_at, 'CONTRACT_EFFECT', e.effect_type::text, e.beneficiary_doc, e.amount, e.id::text
      FROM contract_effect e WHERE e.receivable_unit_id = ${unitId}
    UNION ALL
    SELECT p.created_at, 'PAYMENT', '', p.receiving_end_user_document, p.amount, p.id::text
      FROM receivable_unit_payment p WHERE p.receivable_unit_id = ${unitId}
    UNION ALL
    SELECT d.created_at, 'DISPUTE', d.direction || ' ' || d.reason || ' ' || d.status, NULL, NULL, d.id::text
      FROM cerc_dispute d WHERE d.receivable_unit_id = ${unitId}
    UNION ALL
    SELECT c.run_at, 'RECONCILIATION', c.status, NULL, coalesce(c.mentor_amount, 0) - coalesce(c.cerc_amount, 0), c.id::text
      FROM cerc_conciliation c WHERE c.receivable_unit_id = ${unitId}
    UNION ALL
    SELECT r.dt_block, 'BLOCK', coalesce(bt.description, '') || ': ' || coalesce(r.block_description, ''), NULL,
        r.net_amount, r.id::text
      FROM receivable_unit_item i JOIN receivable r ON r.id = i.receivable_id
      LEFT JOIN block_type bt ON bt.id = r.block_type_id
      WHERE i.receivable_unit_id = ${unitId} AND r.blocked
    UNION ALL
    SELECT a.occurred_at, 'UPDATED', coalesce(a.after->>'change_type', ''), NULL, NULL, a.actor
      FROM audit_log a WHERE a.table_context = 'receivable_unit' AND a.record_id = ${String(unitId)}
    ORDER BY 1, 2`.execute(db);
  return rows.map((r) => ({ ...r, at: iso(r.at), amount: r.amount === null ? null : Number(r.amount) }));
}
