import { BILLET_STATUSES } from '@mentor/contract';
import { BILLET_SORT_COLUMNS, type Billet, billetFiltersSchema } from '@mentor/contract/billets';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { countOf } from '../../http/paging.ts';
import { resolveSort, sortKeys } from '../../http/sorting.ts';
import type { ExportColumn, ExportDefinition } from '../../platform/exports/export-registry.ts';
import { type BilletSortColumn, filteredBillets, orderedBillets, toBillet } from './billets-repository.ts';

const paramsSchema = z.object({
  filters: billetFiltersSchema,
  projectId: z.number().int().positive().nullable(),
  sortBy: z.string().optional(),
  sortDesc: z.boolean(),
});
export type BilletExportParams = z.infer<typeof paramsSchema>;

const SORT_KEYS = sortKeys(BILLET_SORT_COLUMNS, 'b') as Readonly<Record<string, BilletSortColumn>>;
const BATCH = 1000;

const columns: ExportColumn<Billet>[] = [
  { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r) => r.billet_id },
  { label: { 'pt-BR': 'Nosso número', en: 'Our number' }, value: (r) => r.our_number },
  { label: { 'pt-BR': 'Linha digitável', en: 'Typeable line' }, value: (r) => r.typeable_line },
  { label: { 'pt-BR': 'Código de barras', en: 'Barcode' }, value: (r) => r.barcode },
  { label: { 'pt-BR': 'Projeto', en: 'Project' }, value: (r) => r.project_name },
  { label: { 'pt-BR': 'Lojista', en: 'Merchant' }, value: (r) => r.merchant_name },
  { label: { 'pt-BR': 'Layout', en: 'Layout' }, value: (r) => r.layout_nickname },
  { label: { 'pt-BR': 'Pagador', en: 'Payer' }, value: (r) => r.billet_payer },
  { label: { 'pt-BR': 'CPF/CNPJ Pagador', en: 'Payer CPF/CNPJ' }, value: (r) => r.billet_payer_document },
  { label: { 'pt-BR': 'Valor (R$)', en: 'Value (R$)' }, type: 'money', value: (r) => r.billet_value },
  {
    label: { 'pt-BR': 'Emissão (horário de Brasília)', en: 'Emission (Brasília time)' },
    type: 'datetime',
    value: (r) => r.emission_date,
  },
  {
    label: { 'pt-BR': 'Vencimento', en: 'Due date' },
    type: 'date',
    value: (r) => r.due_date,
  },
  {
    label: { 'pt-BR': 'Liquidação (horário de Brasília)', en: 'Liquidation (Brasília time)' },
    type: 'datetime',
    value: (r) => r.liquidation_date,
  },
  {
    label: { 'pt-BR': 'Status', en: 'Status' },
    value: (r, locale) => BILLET_STATUSES.label(r.billet_status, locale === 'en' ? 'en' : 'pt'),
  },
];

async function* batches(db: Database, p: BilletExportParams): AsyncIterable<Billet[]> {
  const sort = resolveSort({ sortBy: p.sortBy, sortDesc: p.sortDesc }, SORT_KEYS, 'b.due_date');
  const base = filteredBillets(db, p.filters, p.projectId ?? undefined);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await orderedBillets(base, sort).limit(BATCH).offset(offset).execute();
    if (rows.length > 0) yield rows.map(toBillet);
    if (rows.length < BATCH) return;
  }
}

/** Billets as CSV or XLSX, in the list's order. */
export const billetsExport: ExportDefinition<BilletExportParams> = {
  name: 'bank_billets',
  title: { 'pt-BR': 'Boletos', en: 'Bank billets' },
  fileName: 'boletos',
  permission: 'export_bank_billets',
  personalData: { billet_payer_document: 'document', billet_payer_email: 'email' },
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => countOf(filteredBillets(db, p.filters, p.projectId ?? undefined)),
  sheets: async (db, p) => [
    { name: { 'pt-BR': 'Boletos', en: 'Bank billets' }, columns, rows: batches(db, p) },
  ],
};
