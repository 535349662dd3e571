import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type {
  ExportColumn,
  ExportDefinition,
  ExportFooterCell,
} from '../../platform/exports/export-registry.ts';
import { dashboardParamsSchema } from './dashboard-export.ts';
import { type ReportRow, tpvReport } from './dashboard-repository.ts';

/** The report's filters after scope and defaults, with its grouping and period. */
const paramsSchema = dashboardParamsSchema.extend({
  groupBy: z.enum(['project', 'merchant']),
  period: z.enum(['day', 'month']),
});
export type TpvReportExportParams = z.infer<typeof paramsSchema>;

const BATCH = 2000;

const report = (db: Database, p: TpvReportExportParams, limit: number, offset: number) =>
  tpvReport(
    db,
    { ...p, projectId: p.projectId, merchantId: p.merchantId },
    { groupBy: p.groupBy, period: p.period, limit, offset },
  );

/** The report's rows in its own order (newest period first, largest volume first), batch by batch. */
async function* rowsOf(db: Database, p: TpvReportExportParams) {
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await report(db, p, BATCH, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

const averageTicket = (amount: number, count: number) => (count > 0 ? Math.round(amount / count) : 0);

/** YYYY-MM-01 as MM/YYYY. */
const monthOf = (isoDay: string) => `${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;

function columnsOf(p: TpvReportExportParams): ExportColumn<ReportRow>[] {
  return [
    p.period === 'month'
      ? { label: { 'pt-BR': 'Mês', en: 'Month' }, width: 10, value: (r) => monthOf(r.period) }
      : { label: { 'pt-BR': 'Dia', en: 'Day' }, width: 12, type: 'date', value: (r) => r.period },
    p.groupBy === 'project'
      ? { label: { 'pt-BR': 'Projeto', en: 'Project' }, width: 28, value: (r) => r.key_name }
      : { label: { 'pt-BR': 'Lojista', en: 'Merchant' }, width: 36, value: (r) => r.key_name },
    { label: { 'pt-BR': 'Quantidade', en: 'Count' }, width: 14, type: 'integer', value: (r) => r.n },
    { label: { 'pt-BR': 'TPV (R$)', en: 'TPV (R$)' }, width: 16, type: 'money', value: (r) => r.amount },
    {
      label: { 'pt-BR': 'Ticket médio (R$)', en: 'Average ticket (R$)' },
      width: 16,
      type: 'money',
      value: (r) => averageTicket(r.amount, r.n),
    },
  ];
}

/** Totals of the whole filter (every period and key, not one page), as the screen shows them. */
const totalsOf = async (db: Database, p: TpvReportExportParams) => {
  const { total, totals } = await report(db, p, 0, 0);
  return { rows: Number(total), count: Number(totals.count), amount: Number(totals.amount) };
};

/**
 * The TPV report as CSV or XLSX, with the screen's filters, grouping and period and every row of
 * the filter; its totals in a 'Totais' sheet of the workbook or a closing 'Total' line of the CSV.
 */
export const tpvReportExport: ExportDefinition<TpvReportExportParams> = {
  name: 'report_tpv',
  title: { 'pt-BR': 'Relatório de TPV', en: 'TPV report' },
  fileName: (p) => `relatorio-tpv-${p.start}-${p.end}`,
  permission: 'read_report_tpv',
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => (await totalsOf(db, p)).rows,
  sheets: async (db, p) => [
    {
      name: { 'pt-BR': 'Relatório de TPV', en: 'TPV report' },
      columns: columnsOf(p),
      rows: rowsOf(db, p),
      csvFooter: async (): Promise<ExportFooterCell[]> => {
        const t = await totalsOf(db, p);
        return [
          { value: 'Total' },
          null,
          { value: t.count, type: 'integer' },
          { value: t.amount, type: 'money' },
          { value: averageTicket(t.amount, t.count), type: 'money' },
        ];
      },
    },
    {
      name: { 'pt-BR': 'Totais', en: 'Totals' },
      columns: [
        { label: { 'pt-BR': 'Quantidade', en: 'Count' }, type: 'integer', value: (r) => r.count },
        { label: { 'pt-BR': 'TPV (R$)', en: 'TPV (R$)' }, type: 'money', value: (r) => r.amount },
        {
          label: { 'pt-BR': 'Ticket médio (R$)', en: 'Average ticket (R$)' },
          type: 'money',
          value: (r) => averageTicket(r.amount, r.count),
        },
      ],
      rows: (async function* () {
        yield [await totalsOf(db, p)];
      })(),
    },
  ],
};
