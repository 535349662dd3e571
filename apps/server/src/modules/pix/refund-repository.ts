import type { Refund, RefundListFilters } from '@mentor/contract/pix';
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PixRefundTable } from '../../db/schema-pix.ts';
import { offsetOf } from '../../http/paging.ts';
import { isIspb, iso } from './pix-scope.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('pix_refund as rf')
    .innerJoin('white_label as wl', 'wl.uuid', 'rf.uuid_white_label')
    .select([
      'rf.uuid',
      'rf.uuid_white_label',
      'rf.infraction_report_uuid',
      'rf.end_to_end_id',
      'rf.refund_reason',
      'rf.status',
      'rf.amount',
      'rf.refunded_amount',
      'rf.analysis_result',
      'rf.rejection_reason',
      'rf.refund_details',
      'rf.analysis_details',
      'rf.date_created',
      'rf.date_update',
      'rf.created_by',
      'rf.closed_by',
      'rf.closed_at',
      'rf.cancelled_by',
      'rf.cancelled_at',
      'wl.fantasy_name',
      'wl.ispb',
      'wl.project_id',
    ]);
}

export type RefundRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toRefund(row: RefundRow): Refund {
  const created = row.date_created.toISOString();
  return {
    uuid: row.uuid,
    dateCreated: created,
    dateRegister: created,
    dateUpdate: row.date_update.toISOString(),
    status: row.status,
    refundReason: row.refund_reason,
    amount: row.amount,
    refundedAmount: row.refunded_amount,
    analysisResult: row.analysis_result,
    rejectionReason: row.rejection_reason,
    refundDetails: row.refund_details,
    analysisDetails: row.analysis_details,
    endToEndId: row.end_to_end_id,
    infractionReportUuid: row.infraction_report_uuid,
    uuidWhiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    ispb: row.ispb,
    createdBy: row.created_by,
    closedBy: row.closed_by,
    closedAt: iso(row.closed_at),
    cancelledBy: row.cancelled_by,
    cancelledAt: iso(row.cancelled_at),
  };
}

export async function listRefunds(
  db: Database,
  filters: RefundListFilters,
  scope: number | null,
): Promise<{ rows: RefundRow[]; total: number }> {
  let query = baseQuery(db);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.status) query = query.where('rf.status', '=', filters.status);
  const wl = filters.ispbByWhiteLabel;
  if (wl) query = isIspb(wl) ? query.where('wl.ispb', '=', wl) : query.where('wl.uuid', '=', wl);
  const [rows, count] = await Promise.all([
    query
      .orderBy('rf.date_created', filters.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('rf.uuid')
      .limit(filters.limit)
      .offset(offsetOf({ page: filters.page, perPage: filters.limit }))
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findRefund(db: Database, uuid: string, lock = false): Promise<RefundRow | undefined> {
  const query = baseQuery(db).where('rf.uuid', '=', uuid);
  return (lock ? query.forUpdate('rf') : query).executeTakeFirst();
}

type RefundUpdate = Pick<
  Updateable<PixRefundTable>,
  | 'status'
  | 'analysis_result'
  | 'refunded_amount'
  | 'rejection_reason'
  | 'analysis_details'
  | 'closed_by'
  | 'closed_at'
  | 'cancelled_by'
  | 'cancelled_at'
>;

export async function updateRefund(db: Database, uuid: string, values: RefundUpdate): Promise<void> {
  await db
    .updateTable('pix_refund')
    .set({ ...values, date_update: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}

export async function insertRefund(
  db: Database,
  values: {
    uuid_white_label: string;
    infraction_report_uuid: string | null;
    end_to_end_id: string;
    refund_reason: Refund['refundReason'];
    amount: number;
    refund_details: string;
    created_by: string;
  },
): Promise<string> {
  const row = await db.insertInto('pix_refund').values(values).returning('uuid').executeTakeFirstOrThrow();
  return row.uuid;
}

/** The Pix movement a refund is asked for, with its white label's project. */
export async function findMovementByEndToEnd(db: Database, endToEndId: string) {
  return db
    .selectFrom('pix_movement as m')
    .innerJoin('white_label as wl', 'wl.uuid', 'm.uuid_white_label')
    .select(['m.uuid', 'm.uuid_white_label', 'm.amount', 'm.end_to_end_id', 'wl.project_id'])
    .where('m.end_to_end_id', '=', endToEndId)
    .executeTakeFirst();
}

/** Locks a movement until the transaction ends, so its refunds are asked one after another. */
export async function lockMovement(trx: Database, uuid: string): Promise<void> {
  await trx.selectFrom('pix_movement').select('uuid').where('uuid', '=', uuid).forUpdate().execute();
}

/** Sum of the amounts already asked back for a movement by refunds that are not cancelled. */
export async function refundedSoFar(db: Database, endToEndId: string): Promise<number> {
  const row = await db
    .selectFrom('pix_refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('end_to_end_id', '=', endToEndId)
    .where('status', '!=', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findInfractionWhiteLabel(db: Database, uuid: string) {
  return db
    .selectFrom('infraction_report')
    .select(['uuid', 'uuid_white_label', 'end_to_end_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}
