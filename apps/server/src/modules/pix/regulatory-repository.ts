import type { Database } from '../../db/database.ts';
import { monthAfter, monthStart } from '../../http/date-bounds.ts';

/** A calendar month, bounded in São Paulo time. */
export interface Month {
  year: number;
  month: number;
}

/** Infractions created in the month (São Paulo time), with their white label's ISPB, of one project or all. */
export async function regulatoryInfractions(db: Database, m: Month, projectId: number | null) {
  let query = db
    .selectFrom('infraction_report as ir')
    .innerJoin('white_label as wl', 'wl.uuid', 'ir.uuid_white_label')
    .select([
      'ir.uuid',
      'wl.ispb',
      'ir.debited_participant',
      'ir.credited_participant',
      'ir.end_to_end_id',
      'ir.infraction_type',
      'ir.status',
      'ir.reported_by',
      'ir.analysis_result',
      'ir.amount',
      'ir.create_date',
      'ir.closed_at',
      'ir.cancelled_at',
    ])
    .where('ir.create_date', '>=', monthStart(m.year, m.month))
    .where('ir.create_date', '<', monthAfter(m.year, m.month));
  if (projectId !== null) query = query.where('wl.project_id', '=', projectId);
  return query.orderBy('ir.create_date').orderBy('ir.uuid').execute();
}

/** Refunds created in the month (São Paulo time), with their white label's ISPB, of one project or all. */
export async function regulatoryRefunds(db: Database, m: Month, projectId: number | null) {
  let query = db
    .selectFrom('pix_refund as rf')
    .innerJoin('white_label as wl', 'wl.uuid', 'rf.uuid_white_label')
    .select([
      'rf.uuid',
      'wl.ispb',
      'rf.end_to_end_id',
      'rf.infraction_report_uuid',
      'rf.refund_reason',
      'rf.status',
      'rf.amount',
      'rf.refunded_amount',
      'rf.analysis_result',
      'rf.rejection_reason',
      'rf.date_created',
      'rf.closed_at',
      'rf.cancelled_at',
    ])
    .where('rf.date_created', '>=', monthStart(m.year, m.month))
    .where('rf.date_created', '<', monthAfter(m.year, m.month));
  if (projectId !== null) query = query.where('wl.project_id', '=', projectId);
  return query.orderBy('rf.date_created').orderBy('rf.uuid').execute();
}
