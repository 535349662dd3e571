import { REGULATORY_FILE_NAMESPACE, REGULATORY_FILE_TYPE } from '@mentor/contract/pix';

export interface RegulatoryInfraction {
  uuid: string;
  ispb: string;
  debitedParticipant: string;
  creditedParticipant: string;
  endToEndId: string;
  infractionType: string;
  status: string;
  reportedBy: string;
  analysisResult: string;
  amount: number;
  createDate: Date;
  endDate: Date | null;
}

export interface RegulatoryRefund {
  uuid: string;
  ispb: string;
  endToEndId: string;
  infractionReportUuid: string | null;
  refundReason: string;
  status: string;
  amount: number;
  refundedAmount: number | null;
  analysisResult: string | null;
  rejectionReason: string | null;
  dateCreated: Date;
  endDate: Date | null;
}

export interface RegulatoryFileInput {
  reportingIspb: string;
  month: number;
  year: number;
  generatedAt: Date;
  generatedBy: string;
  infractions: RegulatoryInfraction[];
  refunds: RegulatoryRefund[];
}

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Cents as reais with two decimals and a dot ('12345' → '123.45'). */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const instant = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function el(name: string, value: string | number, indent: string): string {
  return `${indent}<${name}>${escapeXml(String(value))}</${name}>`;
}

function optional(name: string, value: string | number | null, indent: string): string[] {
  return value === null ? [] : [el(name, value, indent)];
}

const count = <T>(list: T[], test: (item: T) => boolean) => list.filter(test).length;

/** The monthly regulatory XML (regulatory-file.xsd), one element per infraction and per refund. */
export function buildRegulatoryXml(input: RegulatoryFileInput): string {
  const { infractions, refunds } = input;
  const i4 = '    ';
  const i6 = '      ';
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ArquivoRegulatorioPix xmlns="${REGULATORY_FILE_NAMESPACE}" versao="1.0">`,
    '  <Cabecalho>',
    el('TipoArquivo', REGULATORY_FILE_TYPE, i4),
    el('ISPB', input.reportingIspb, i4),
    el('Competencia', `${input.year}-${pad2(input.month)}`, i4),
    el('DataInicio', `${input.year}-${pad2(input.month)}-01`, i4),
    el('DataFim', `${input.year}-${pad2(input.month)}-${pad2(daysInMonth(input.month, input.year))}`, i4),
    el('GeradoEm', instant(input.generatedAt), i4),
    el('GeradoPor', input.generatedBy.slice(0, 120), i4),
    '  </Cabecalho>',
    '  <Totais>',
    el('QuantidadeInfracoes', infractions.length, i4),
    el(
      'InfracoesAbertas',
      count(infractions, (i) => i.status === 'OPEN'),
      i4,
    ),
    el(
      'InfracoesFechadas',
      count(infractions, (i) => i.status === 'CLOSED'),
      i4,
    ),
    el(
      'InfracoesCanceladas',
      count(infractions, (i) => i.status === 'CANCELLED'),
      i4,
    ),
    el(
      'InfracoesReconhecidas',
      count(infractions, (i) => i.status === 'ACKNOWLEDGED'),
      i4,
    ),
    el('QuantidadeDevolucoes', refunds.length, i4),
    el(
      'DevolucoesAbertas',
      count(refunds, (r) => r.status === 'OPEN'),
      i4,
    ),
    el(
      'DevolucoesFechadas',
      count(refunds, (r) => r.status === 'CLOSED'),
      i4,
    ),
    el(
      'DevolucoesCanceladas',
      count(refunds, (r) => r.status === 'CANCELLED'),
      i4,
    ),
    el(
      'DevolucoesAguardandoResolucao',
      count(refunds, (r) => r.status === 'WAITING_RESOLUTION'),
      i4,
    ),
    el('ValorSolicitadoDevolucoes', centsToDecimal(refunds.reduce((sum, r) => sum + r.amount, 0)), i4),
    el('ValorDevolvido', centsToDecimal(refunds.reduce((sum, r) => sum + (r.refundedAmount ?? 0), 0)), i4),
    '  </Totais>',
  ];
  if (infractions.length === 0) lines.push('  <Infracoes/>');
  else {
    lines.push('  <Infracoes>');
    for (const i of infractions) {
      lines.push(
        `    <Infracao id="${escapeXml(i.uuid)}">`,
        el('ISPBParticipante', i.ispb, i6),
        el('ISPBDebitado', i.debitedParticipant, i6),
        el('ISPBCreditado', i.creditedParticipant, i6),
        el('EndToEndId', i.endToEndId, i6),
        el('Tipo', i.infractionType, i6),
        el('Situacao', i.status, i6),
        el('ReportadoPor', i.reportedBy, i6),
        el('ResultadoAnalise', i.analysisResult, i6),
        el('Valor', centsToDecimal(i.amount), i6),
        el('DataCriacao', instant(i.createDate), i6),
        ...optional('DataEncerramento', i.endDate ? instant(i.endDate) : null, i6),
        '    </Infracao>',
      );
    }
    lines.push('  </Infracoes>');
  }
  if (refunds.length === 0) lines.push('  <Devolucoes/>');
  else {
    lines.push('  <Devolucoes>');
    for (const r of refunds) {
      lines.push(
        `    <Devolucao id="${escapeXml(r.uuid)}">`,
        el('ISPBParticipante', r.ispb, i6),
        el('EndToEndId', r.endToEndId, i6),
        ...optional('InfracaoId', r.infractionReportUuid, i6),
        el('Motivo', r.refundReason, i6),
        el('Situacao', r.status, i6),
        el('ValorSolicitado', centsToDecimal(r.amount), i6),
        ...optional(
          'ValorDevolvido',
          r.refundedAmount === null ? null : centsToDecimal(r.refundedAmount),
          i6,
        ),
        ...optional('ResultadoAnalise', r.analysisResult, i6),
        ...optional('MotivoRejeicao', r.rejectionReason, i6),
        el('DataCriacao', instant(r.dateCreated), i6),
        ...optional('DataEncerramento', r.endDate ? instant(r.endDate) : null, i6),
        '    </Devolucao>',
      );
    }
    lines.push('  </Devolucoes>');
  }
  lines.push('</ArquivoRegulatorioPix>', '');
  return lines.join('\n');
}
