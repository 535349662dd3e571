import { MERCHANT_ONBOARDING_STATUSES } from '@mentor/contract';
import { type MerchantListItem, merchantFiltersSchema } from '@mentor/contract/merchants';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { countOf } from '../../http/paging.ts';
import type { ExportColumn, ExportDefinition } from '../../platform/exports/export-registry.ts';
import * as repo from './merchants-repository.ts';

const paramsSchema = z.object({
  filters: merchantFiltersSchema,
  projectId: z.number().int().positive().nullable(),
});
export type MerchantExportParams = z.infer<typeof paramsSchema>;

const COLUMNS: ReadonlyArray<ExportColumn<MerchantListItem>> = [
  { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r) => r.id },
  { label: { 'pt-BR': 'Código', en: 'Code' }, value: (r) => r.merchant_code },
  { label: { 'pt-BR': 'Razão social / Nome', en: 'Name' }, value: (r) => r.merchant_name },
  { label: { 'pt-BR': 'Nome fantasia', en: 'Trade name' }, value: (r) => r.trade_name },
  { label: { 'pt-BR': 'CPF/CNPJ', en: 'CPF/CNPJ' }, value: (r) => r.cpf_cnpj },
  { label: { 'pt-BR': 'Tipo de pessoa', en: 'Person type' }, value: (r) => r.person_type },
  { label: { 'pt-BR': 'Projeto', en: 'Project' }, value: (r) => r.project_name },
  {
    label: { 'pt-BR': 'Representante', en: 'Sales representative' },
    value: (r) => r.sales_representative_name,
  },
  { label: { 'pt-BR': 'MCC', en: 'MCC' }, value: (r) => r.mcc },
  { label: { 'pt-BR': 'CNAE', en: 'CNAE' }, value: (r) => r.cnae },
  {
    label: { 'pt-BR': 'Status onboarding', en: 'Onboarding status' },
    value: (r, locale) =>
      r.external_onboarding_status
        ? MERCHANT_ONBOARDING_STATUSES.label(r.external_onboarding_status, locale === 'en' ? 'en' : 'pt')
        : '',
  },
  {
    label: { 'pt-BR': 'Bloqueado', en: 'Blocked' },
    value: (r, locale) => (r.blocked ? (locale === 'en' ? 'Yes' : 'Sim') : locale === 'en' ? 'No' : 'Não'),
  },
  {
    label: { 'pt-BR': 'Cadastro (horário de Brasília)', en: 'Created (Brasília time)' },
    type: 'datetime',
    value: (r) => r.created_at,
  },
];

const filtered = (db: Database, p: MerchantExportParams) =>
  repo.filterMerchants(repo.merchantQuery(db), p.filters, p.projectId ?? undefined);

async function* rows(db: Database, p: MerchantExportParams): AsyncIterable<MerchantListItem[]> {
  const batch = 2000;
  let lastId = 0;
  for (;;) {
    const page = await repo
      .selectMerchantListItem(filtered(db, p))
      .where('m.id', '>', lastId)
      .orderBy('m.id')
      .limit(batch)
      .execute();
    if (page.length === 0) return;
    yield page.map(repo.toMerchantListItem);
    lastId = page[page.length - 1]?.id ?? lastId;
    if (page.length < batch) return;
  }
}

/** Merchants of the list's filters as CSV or XLSX, oldest first. */
export const merchantsExport: ExportDefinition<MerchantExportParams> = {
  name: 'merchants',
  title: { 'pt-BR': 'Lojistas', en: 'Merchants' },
  fileName: 'lojistas',
  permission: 'read_merchant_list',
  personalData: { cpf_cnpj: 'document' },
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => countOf(filtered(db, p)),
  sheets: async (db, p) => [
    { name: { 'pt-BR': 'Lojistas', en: 'Merchants' }, columns: COLUMNS, rows: rows(db, p) },
  ],
};
