import { AUTOMATIC_RENT_STATUSES } from '@mentor/contract';
import { type AutomaticRent, automaticRentFiltersSchema } from '@mentor/contract/terminals';
import { z } from 'zod';
import { countOf } from '../../http/paging.ts';
import type { ExportColumn, ExportDefinition } from '../../platform/exports/export-registry.ts';
import { filteredRents, rentExportPage } from './rent-repository.ts';

const paramsSchema = z.object({
  filters: automaticRentFiltersSchema,
  projectId: z.number().int().positive().nullable(),
});
export type RentExportParams = z.infer<typeof paramsSchema>;

const COLUMNS: ReadonlyArray<ExportColumn<AutomaticRent>> = [
  { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r) => r.id },
  { label: { 'pt-BR': 'Projeto', en: 'Project' }, value: (r) => r.project.trade },
  { label: { 'pt-BR': 'Terminal', en: 'Terminal' }, value: (r) => r.terminal_code },
  { label: { 'pt-BR': 'Número de Série', en: 'Serial number' }, value: (r) => r.serial_number },
  {
    label: { 'pt-BR': 'Lojista debitado', en: 'Debited merchant' },
    value: (r) => r.charged_merchant?.merchant_name,
  },
  {
    label: { 'pt-BR': 'Lojista creditado', en: 'Credited merchant' },
    value: (r) => r.owner_paid_merchant?.merchant_name,
  },
  { label: { 'pt-BR': 'Início', en: 'Start' }, type: 'date', value: (r) => r.dt_start },
  { label: { 'pt-BR': 'Fim', en: 'End' }, type: 'date', value: (r) => r.dt_end },
  {
    label: { 'pt-BR': 'Pagamento ao projeto', en: 'Project payment' },
    type: 'date',
    value: (r) => r.dt_payment_to_project,
  },
  {
    label: { 'pt-BR': 'Projeto pago em', en: 'Project paid on' },
    type: 'date',
    value: (r) => r.dt_project_paid,
  },
  { label: { 'pt-BR': 'Valor (R$)', en: 'Amount (R$)' }, type: 'money', value: (r) => r.amount },
  {
    label: { 'pt-BR': 'Pró-rata', en: 'Pro rata' },
    value: (r, locale) => (r.pro_rata ? (locale === 'en' ? 'Yes' : 'Sim') : locale === 'en' ? 'No' : 'Não'),
  },
  {
    label: { 'pt-BR': 'Status', en: 'Status' },
    value: (r, locale) => AUTOMATIC_RENT_STATUSES.label(r.status, locale === 'en' ? 'en' : 'pt'),
  },
];

async function* pages(db: Parameters<typeof rentExportPage>[0], p: RentExportParams) {
  let after = 0;
  for (;;) {
    const rows = await rentExportPage(db, p.filters, p.projectId ?? undefined, after, 2000);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** Automatic terminal rents as CSV or XLSX, ordered by id like the list. */
export const automaticRentsExport: ExportDefinition<RentExportParams> = {
  name: 'terminal_automatic_rents',
  title: { 'pt-BR': 'Aluguéis automáticos de terminais', en: 'Automatic terminal rents' },
  fileName: 'alugueis-automaticos',
  permission: 'read_terminal_rent',
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p, cap) =>
    Math.min(cap, await countOf(filteredRents(db, p.filters, p.projectId ?? undefined))),
  sheets: async (db, p) => [
    { name: { 'pt-BR': 'Aluguéis', en: 'Rents' }, columns: COLUMNS, rows: pages(db, p) },
  ],
};
