import type { Infraction, InfractionListFilters } from '@mentor/contract/pix';
import type { Database } from '../../db/database.ts';
import type { InfractionAnalysisResult, InfractionStatus } from '../../db/schema-pix.ts';
import { dayAfter, dayStart } from '../../http/date-bounds.ts';
import { offsetOf } from '../../http/paging.ts';
import { isIspb, iso } from './pix-scope.ts';

function baseQuery(db: Database) {
  return db
    .selectFrom('infraction_report as ir')
    .innerJoin('white_label as wl', 'wl.uuid', 'ir.uuid_white_label')
    .select([
      'ir.uuid',
      'ir.uuid_white_label',
      'ir.end_to_end_id',
      'ir.infraction_type',
      'ir.status',
      'ir.reported_by',
      'ir.analysis_result',
      'ir.analysis_details',
      'ir.transaction_result',
      'ir.report_details',
      'ir.debited_participant',
      'ir.credited_participant',
      'ir.amount',
      'ir.create_date',
      'ir.update_date',
      'ir.closed_by',
      'ir.closed_at',
      'ir.cancelled_by',
      'ir.cancelled_at',
      'wl.fantasy_name',
      'wl.ispb',
      'wl.project_id',
    ]);
}

export type InfractionRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function toInfraction(row: InfractionRow): Infraction {
  return {
    uuid: row.uuid,
    createDate: row.create_date.toISOString(),
    updateDate: row.update_date.toISOString(),
    status: row.status,
    infractionType: row.infraction_type,
    reportedBy: row.reported_by,
    analysisResult: row.analysis_result,
    analysisDetails: row.analysis_details,
    transactionResult: row.transaction_result,
    reportDetails: row.report_details,
    endToEndId: row.end_to_end_id,
    amount: row.amount,
    debitedParticipant: row.debited_participant,
    creditedParticipant: row.credited_participant,
    uuidWhiteLabel: row.uuid_white_label,
    whiteLabelName: row.fantasy_name,
    ispb: row.ispb,
    closedBy: row.closed_by,
    closedAt: iso(row.closed_at),
    cancelledBy: row.cancelled_by,
    cancelledAt: iso(row.cancelled_at),
  };
}

export async function listInfractions(
  db: Database,
  filters: InfractionListFilters,
  scope: number | null,
): Promise<{ rows: InfractionRow[]; total: number }> {
  let query = baseQuery(db);
  if (scope !== null) query = query.where('wl.project_id', '=', scope);
  if (filters.status) query = query.where('ir.status', '=', filters.status);
  if (filters.infractionType) query = query.where('ir.infraction_type', '=', filters.infractionType);
  if (filters.reportedBy) query = query.where('ir.reported_by', '=', filters.reportedBy);
  if (filters.analysisResult) query = query.where('ir.analysis_result', '=', filters.analysisResult);
  if (filters.startDate) query = query.where('ir.create_date', '>=', dayStart(filters.startDate));
  if (filters.endDate) query = query.where('ir.create_date', '<', dayAfter(filters.endDate));
  const wl = filters.ispbByWhiteLabel;
  if (wl) query = isIspb(wl) ? query.where('wl.ispb', '=', wl) : query.where('wl.uuid', '=', wl);
  const direction = filters.order === 'ASC' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .orderBy('ir.create_date', direction)
      .orderBy('ir.uuid')
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

export async function findInfraction(
  db: Database,
  uuid: string,
  lock = false,
): Promise<InfractionRow | undefined> {
  const query = baseQuery(db).where('ir.uuid', '=', uuid);
  return (lock ? query.forUpdate('ir') : query).executeTakeFirst();
}

export async function updateInfraction(
  db: Database,
  uuid: string,
  values: {
    status: InfractionStatus;
    analysis_result?: InfractionAnalysisResult;
    analysis_details?: string;
    closed_by?: string;
    closed_at?: Date;
    cancelled_by?: string;
    cancelled_at?: Date;
  },
): Promise<void> {
  await db
    .updateTable('infraction_report')
    .set({ ...values, update_date: new Date() })
    .where('uuid', '=', uuid)
    .execute();
}
