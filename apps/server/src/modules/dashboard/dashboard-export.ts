import type { TpvSlice } from '@mentor/contract/dashboard';
import { isoDaySchema } from '@mentor/contract/transactions';
import { z } from 'zod';
import type {
  ExportColumn,
  ExportColumnType,
  ExportDefinition,
  ExportLabel,
  ExportSheet,
} from '../../platform/exports/export-registry.ts';
import type { ResolvedDashboardFilters } from './dashboard-filters.ts';
import { topMerchants, topProjects, tpvData } from './dashboard-repository.ts';

/** The dashboard's filters after scope and defaults, as a background export would keep them. */
export const dashboardParamsSchema = z.object({
  projectId: z.number().int().positive().optional(),
  merchantId: z.number().int().positive().optional(),
  channel: z.array(z.number().int()),
  operation: z.array(z.number().int()),
  card_brand: z.array(z.number().int()),
  status: z.array(z.string()),
  start: isoDaySchema,
  end: isoDaySchema,
  aggregator: z.enum(['day', 'month']),
});
type DashboardExportParams = z.infer<typeof dashboardParamsSchema>;

const resolved = (p: DashboardExportParams): ResolvedDashboardFilters => ({
  ...p,
  projectId: p.projectId,
  merchantId: p.merchantId,
});

async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}

const count: ExportLabel = { 'pt-BR': 'Quantidade', en: 'Count' };
const tpv: ExportLabel = { 'pt-BR': 'TPV (R$)', en: 'TPV (R$)' };
const countColumn: ExportColumn<{ count: number }> = {
  label: count,
  type: 'integer',
  width: 14,
  value: (r) => r.count,
};
const amountColumn: ExportColumn<{ amount: number }> = { label: tpv, type: 'money', value: (r) => r.amount };

function sliceSheet(name: ExportLabel, heading: ExportLabel, rows: TpvSlice[]): ExportSheet<TpvSlice> {
  return {
    name,
    columns: [{ label: heading, width: 28, value: (r) => r.name }, countColumn, amountColumn],
    rows: once(rows),
  };
}

/** YYYY-MM-DD as DD/MM/YYYY. */
const dayBr = (isoDay: string) => isoDay.split('-').reverse().join('/');

interface SummaryRow {
  label: ExportLabel;
  value: string | number;
  type: ExportColumnType;
}

/** The dashboard as a workbook: totals, each breakdown, the daily series and the top lists. */
export const dashboardTpvExport: ExportDefinition<DashboardExportParams> = {
  name: 'dashboard_tpv',
  title: { 'pt-BR': 'Dashboard TPV', en: 'TPV dashboard' },
  fileName: (p) => `dashboard-tpv-${p.start}-${p.end}`,
  permission: 'read_dashboard_tpv',
  formats: ['xlsx'],
  params: dashboardParamsSchema,
  sheets: async (db, p, locale) => {
    const f = resolved(p);
    const [data, projects, merchants] = await Promise.all([
      tpvData(db, f),
      topProjects(db, f),
      topMerchants(db, f),
    ]);
    const summary: SummaryRow[] = [
      {
        label: { 'pt-BR': 'Período', en: 'Period' },
        value:
          locale === 'en'
            ? `${dayBr(data.date_range.start)} to ${dayBr(data.date_range.end)}`
            : `${dayBr(data.date_range.start)} a ${dayBr(data.date_range.end)}`,
        type: 'text',
      },
      { label: tpv, value: data.totals.amount, type: 'money' },
      {
        label: { 'pt-BR': 'Quantidade de transações', en: 'Transactions' },
        value: data.totals.count,
        type: 'integer',
      },
      {
        label: { 'pt-BR': 'Ticket médio (R$)', en: 'Average ticket (R$)' },
        value: data.totals.average_ticket,
        type: 'money',
      },
    ];
    return [
      {
        name: { 'pt-BR': 'Resumo', en: 'Summary' },
        columns: [
          {
            label: { 'pt-BR': 'Indicador', en: 'Indicator' },
            width: 26,
            value: (r: SummaryRow) => r.label[locale],
          },
          {
            label: { 'pt-BR': 'Valor', en: 'Value' },
            width: 22,
            type: (r: SummaryRow) => r.type,
            value: (r: SummaryRow) => r.value,
          },
        ],
        rows: once(summary),
      },
      sliceSheet(
        { 'pt-BR': 'Canais', en: 'Channels' },
        { 'pt-BR': 'Canal', en: 'Channel' },
        data.tpv_per_channel,
      ),
      sliceSheet(
        { 'pt-BR': 'Bandeiras', en: 'Card brands' },
        { 'pt-BR': 'Bandeira', en: 'Card brand' },
        data.tpv_per_card_brand,
      ),
      sliceSheet(
        { 'pt-BR': 'Operações', en: 'Operations' },
        { 'pt-BR': 'Operação', en: 'Operation' },
        data.tpv_per_operation,
      ),
      sliceSheet(
        { 'pt-BR': 'Status', en: 'Status' },
        { 'pt-BR': 'Status', en: 'Status' },
        data.tpv_per_status,
      ),
      {
        name: { 'pt-BR': 'Por data', en: 'By date' },
        columns: [
          { label: { 'pt-BR': 'Data', en: 'Date' }, width: 14, type: 'date', value: (r) => r.date },
          { label: { 'pt-BR': 'Canal', en: 'Channel' }, width: 16, value: (r) => r.channel_name },
          countColumn,
          amountColumn,
        ],
        rows: once(data.tpv_per_channel_and_date),
      } satisfies ExportSheet<(typeof data.tpv_per_channel_and_date)[number]>,
      {
        name: { 'pt-BR': 'Top projetos', en: 'Top projects' },
        columns: [
          { label: { 'pt-BR': 'Projeto', en: 'Project' }, width: 28, value: (r) => r.trade },
          countColumn,
          amountColumn,
        ],
        rows: once(projects.top_projects),
      } satisfies ExportSheet<(typeof projects.top_projects)[number]>,
      {
        name: { 'pt-BR': 'Top lojistas', en: 'Top merchants' },
        columns: [
          { label: { 'pt-BR': 'Código', en: 'Code' }, width: 16, value: (r) => r.merchant_code },
          { label: { 'pt-BR': 'Lojista', en: 'Merchant' }, width: 32, value: (r) => r.merchant_name },
          countColumn,
          amountColumn,
        ],
        rows: once(merchants.top_merchants),
      } satisfies ExportSheet<(typeof merchants.top_merchants)[number]>,
    ];
  },
};
