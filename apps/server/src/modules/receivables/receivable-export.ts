import { BLOCK_TYPES, OPERATIONS } from '@mentor/contract';
import { type Receivable, receivableFiltersSchema } from '@mentor/contract/receivables';
import { z } from 'zod';
import type { ExportColumn, ExportDefinition, ExportLabel } from '../../platform/exports/export-registry.ts';
import type { ScopedReceivableFilters } from './receivable-filters.ts';
import { streamReceivables, sumReceivables } from './receivable-repository.ts';

const label = (pt: string, en: string): ExportLabel => ({ 'pt-BR': pt, en });
const lang = (locale: string) => (locale === 'en' ? 'en' : 'pt');

/** Columns of the receivables export, as the list shows them. */
export const RECEIVABLE_EXPORT_COLUMNS: ReadonlyArray<ExportColumn<Receivable>> = [
  { label: label('ID', 'ID'), type: 'integer', value: (r) => r.id },
  { label: label('Transação', 'Transaction'), type: 'integer', value: (r) => r.transaction_id },
  { label: label('Projeto', 'Project'), value: (r) => r.project_name },
  { label: label('Código Lojista', 'Merchant code'), value: (r) => r.merchant_code },
  { label: label('Lojista', 'Merchant'), value: (r) => r.merchant_name },
  { label: label('Terminal', 'Terminal'), value: (r) => r.terminal_code },
  { label: label('Operação', 'Operation'), value: (r, l) => OPERATIONS.label(r.operation_id, lang(l)) },
  { label: label('Parcela', 'Installment'), value: (r) => `${r.installment_number}/${r.installment_count}` },
  {
    label: label('Valor Transação (R$)', 'Transaction amount (R$)'),
    type: 'money',
    value: (r) => r.transaction_amount,
  },
  { label: label('Valor Bruto (R$)', 'Gross (R$)'), type: 'money', value: (r) => r.gross_amount },
  { label: label('MDR (%)', 'MDR (%)'), type: 'rate', value: (r) => r.mdr_rate },
  { label: label('Valor MDR (R$)', 'MDR amount (R$)'), type: 'money', value: (r) => r.mdr_amount },
  { label: label('Valor Líquido (R$)', 'Net (R$)'), type: 'money', value: (r) => r.net_amount },
  { label: label('Ajustes (R$)', 'Adjustments (R$)'), type: 'money', value: (r) => r.adjustment_amount },
  {
    label: label('Líquido Ajustado (R$)', 'Adjusted net (R$)'),
    type: 'money',
    value: (r) => r.net_adjusted_amount,
  },
  {
    label: label('Emissão (horário de Brasília)', 'Issued (Brasília time)'),
    type: 'datetime',
    value: (r) => r.dt_emission,
  },
  { label: label('Vencimento', 'Due'), type: 'date', value: (r) => r.dt_due },
  { label: label('Pagamento', 'Payment'), type: 'date', value: (r) => r.dt_payment },
  {
    label: label('Pago', 'Paid'),
    value: (r, l) =>
      r.paid === 1
        ? lang(l) === 'en'
          ? 'Yes'
          : 'Sim'
        : r.paid === 2
          ? lang(l) === 'en'
            ? 'Partial'
            : 'Parcial'
          : lang(l) === 'en'
            ? 'No'
            : 'Não',
  },
  { label: label('Valor Pago (R$)', 'Paid amount (R$)'), type: 'money', value: (r) => r.paid_amount },
  {
    label: label('Bloqueado', 'Blocked'),
    value: (r, l) => (r.blocked ? (lang(l) === 'en' ? 'Yes' : 'Sim') : lang(l) === 'en' ? 'No' : 'Não'),
  },
  {
    label: label('Tipo de Bloqueio', 'Block type'),
    value: (r, l) => (r.block_type_id === null ? '' : BLOCK_TYPES.label(r.block_type_id, lang(l))),
  },
  { label: label('Descrição do Bloqueio', 'Block description'), value: (r) => r.block_description },
];

const paramsSchema = z.object({
  filters: receivableFiltersSchema,
  projectId: z.number().int().positive().nullable(),
});
export type ReceivableExportParams = z.infer<typeof paramsSchema>;

const scoped = (p: ReceivableExportParams): ScopedReceivableFilters => ({
  ...p.filters,
  projectId: p.projectId ?? undefined,
});

/** Receivables as CSV or XLSX in the list's default order (transaction id). */
export const receivablesExport: ExportDefinition<ReceivableExportParams> = {
  name: 'receivables',
  title: { 'pt-BR': 'Recebíveis', en: 'Receivables' },
  fileName: 'recebiveis',
  permission: 'export_receivables',
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => (await sumReceivables(db, scoped(p))).total,
  sheets: async (db, p) => [
    {
      name: { 'pt-BR': 'Recebíveis', en: 'Receivables' },
      columns: RECEIVABLE_EXPORT_COLUMNS,
      rows: streamReceivables(db, scoped(p)),
    },
  ],
};
