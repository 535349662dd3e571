import { type RegulatoryPeriod, regulatoryFileName } from '@mentor/contract/pix';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { monthAfter, monthStart } from '../../http/date-bounds.ts';
import { requireUser } from '../../http/project-scope.ts';
import { whiteLabelScope } from './pix-scope.ts';
import { buildRegulatoryXml } from './regulatory-xml.ts';

/**
 * ISPB of the institution that files the report (`PIX_REPORTING_ISPB`, 8 digits). Each
 * infraction and refund also names the ISPB of its white label.
 */
export function reportingIspbFromEnv(source: NodeJS.ProcessEnv = process.env): string {
  const parsed = z
    .string()
    .regex(/^\d{8}$/)
    .default('12345678')
    .safeParse(source.PIX_REPORTING_ISPB);
  if (!parsed.success) throw new Error('Invalid PIX_REPORTING_ISPB: expected 8 digits');
  return parsed.data;
}

const periodStart = (p: RegulatoryPeriod) => monthStart(p.year, p.month);
const periodEnd = (p: RegulatoryPeriod) => monthAfter(p.year, p.month);

/** The month's infractions and refunds (by creation date, São Paulo time) of the caller's scope, as XML. */
export async function generateRegulatoryFile(
  db: Database,
  request: FastifyRequest,
  period: RegulatoryPeriod,
  reportingIspb: string,
): Promise<{ fileName: string; xml: string }> {
  const user = requireUser(request);
  const scope = whiteLabelScope(request);
  let infractionQuery = db
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
    .where('ir.create_date', '>=', periodStart(period))
    .where('ir.create_date', '<', periodEnd(period));
  let refundQuery = db
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
    .where('rf.date_created', '>=', periodStart(period))
    .where('rf.date_created', '<', periodEnd(period));
  if (scope !== null) {
    infractionQuery = infractionQuery.where('wl.project_id', '=', scope);
    refundQuery = refundQuery.where('wl.project_id', '=', scope);
  }
  const [infractions, refunds] = await Promise.all([
    infractionQuery.orderBy('ir.create_date').orderBy('ir.uuid').execute(),
    refundQuery.orderBy('rf.date_created').orderBy('rf.uuid').execute(),
  ]);
  const xml = buildRegulatoryXml({
    reportingIspb,
    month: period.month,
    year: period.year,
    generatedAt: new Date(),
    generatedBy: user.username,
    infractions: infractions.map((i) => ({
      uuid: i.uuid,
      ispb: i.ispb,
      debitedParticipant: i.debited_participant,
      creditedParticipant: i.credited_participant,
      endToEndId: i.end_to_end_id,
      infractionType: i.infraction_type,
      status: i.status,
      reportedBy: i.reported_by,
      analysisResult: i.analysis_result,
      amount: i.amount,
      createDate: i.create_date,
      endDate: i.closed_at ?? i.cancelled_at,
    })),
    refunds: refunds.map((r) => ({
      uuid: r.uuid,
      ispb: r.ispb,
      endToEndId: r.end_to_end_id,
      infractionReportUuid: r.infraction_report_uuid,
      refundReason: r.refund_reason,
      status: r.status,
      amount: r.amount,
      refundedAmount: r.refunded_amount,
      analysisResult: r.analysis_result,
      rejectionReason: r.rejection_reason,
      dateCreated: r.date_created,
      endDate: r.closed_at ?? r.cancelled_at,
    })),
  });
  return { fileName: regulatoryFileName(period.month, period.year), xml };
}
