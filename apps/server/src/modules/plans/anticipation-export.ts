import { type AnticipationRateRow, anticipationRateQuerySchema } from '@mentor/contract/plans';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { countOf } from '../../http/paging.ts';
import type { ExportDefinition } from '../../platform/exports/export-registry.ts';
import { anticipationQuery, selectAnticipationRows, withMerchantCounts } from './anticipation-repository.ts';

const filtersSchema = anticipationRateQuerySchema.omit({
  page: true,
  perPage: true,
  sortBy: true,
  sortDesc: true,
});
const paramsSchema = z.object({
  filters: filtersSchema,
  projectId: z.number().int().positive().nullable(),
});
export type AnticipationExportParams = z.infer<typeof paramsSchema>;

async function* rowsOf(db: Database, p: AnticipationExportParams): AsyncIterable<AnticipationRateRow[]> {
  let after = 0;
  for (;;) {
    const page = await selectAnticipationRows(
      db,
      anticipationQuery(db, p.filters, p.projectId ?? undefined).where('sp.id', '>', after),
      5000,
    ).execute();
    if (page.length === 0) return;
    const rows = await withMerchantCounts(db, page);
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** The anticipation-rate (ARV) list as CSV or XLSX. */
export const anticipationRatesExport: ExportDefinition<AnticipationExportParams> = {
  name: 'anticipation_rates',
  title: { 'pt-BR': 'Taxas de Antecipação', en: 'Anticipation rates' },
  fileName: 'taxas-antecipacao',
  permission: 'update_anticipation_rate',
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => countOf(anticipationQuery(db, p.filters, p.projectId ?? undefined)),
  sheets: async (db, p) => [
    {
      name: { 'pt-BR': 'Taxas ARV', en: 'ARV rates' },
      columns: [
        { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r: AnticipationRateRow) => r.id },
        { label: { 'pt-BR': 'Plano', en: 'Plan' }, value: (r: AnticipationRateRow) => r.sales_plan_name },
        { label: { 'pt-BR': 'Projeto', en: 'Project' }, value: (r: AnticipationRateRow) => r.trade },
        { label: { 'pt-BR': 'Canal', en: 'Channel' }, value: (r: AnticipationRateRow) => r.channel_name },
        {
          label: { 'pt-BR': 'Taxa ARV (%)', en: 'ARV rate (%)' },
          type: 'rate',
          value: (r: AnticipationRateRow) => r.anticipation_rate,
        },
        {
          label: { 'pt-BR': 'Lojistas', en: 'Merchants' },
          type: 'integer',
          value: (r: AnticipationRateRow) => r.merchants_count,
        },
        {
          label: { 'pt-BR': 'Status', en: 'Status' },
          value: (r: AnticipationRateRow, locale) =>
            r.status === 1
              ? locale === 'en'
                ? 'Active'
                : 'Ativo'
              : locale === 'en'
                ? 'Inactive'
                : 'Inativo',
        },
      ],
      rows: rowsOf(db, p),
    },
  ],
};
