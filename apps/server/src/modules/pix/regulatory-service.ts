import { type RegulatoryPeriod, regulatoryFileName } from '@mentor/contract/pix';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { whiteLabelScope } from './pix-scope.ts';
import { regulatoryInfractions, regulatoryRefunds } from './regulatory-repository.ts';
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

/** The month's infractions and refunds (by creation date, São Paulo time) of the caller's scope, as XML. */
export async function generateRegulatoryFile(
  db: Database,
  actor: Actor,
  period: RegulatoryPeriod,
  reportingIspb: string,
): Promise<{ fileName: string; xml: string }> {
  const user = actor.user;
  const scope = whiteLabelScope(actor);
  const [infractions, refunds] = await Promise.all([
    regulatoryInfractions(db, period, scope),
    regulatoryRefunds(db, period, scope),
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
