import { CARD_INPUT_METHODS, TRANSACTION_STATUSES } from '@mentor/contract';
import {
  TRANSACTION_COLUMNS,
  TRANSACTION_SORT_COLUMNS,
  type Transaction,
  type TransactionColumn,
  transactionFiltersSchema,
} from '@mentor/contract/transactions';
import { z } from 'zod';
import {
  EXPORT_BATCH_ROWS,
  type ExportColumn,
  type ExportDefinition,
  type ExportLabel,
} from '../../platform/exports/export-registry.ts';
import type { ScopedFilters } from './transaction-filters.ts';
import { countTransactions, streamTransactions } from './transactions-repository.ts';

/**
 * Column headings of transaction exports, as the console shows them. Dates say they are
 * Brasília time, because a spreadsheet has no time zone of its own.
 */
export const TRANSACTION_EXPORT_HEADINGS: Record<TransactionColumn, ExportLabel> = {
  id: { 'pt-BR': 'ID', en: 'ID' },
  transaction_date: {
    'pt-BR': 'Data Transação (horário de Brasília)',
    en: 'Transaction date (Brasília time)',
  },
  payment_date: { 'pt-BR': 'Data Pagamento (horário de Brasília)', en: 'Payment date (Brasília time)' },
  project_name: { 'pt-BR': 'Projeto', en: 'Project' },
  merchant_code: { 'pt-BR': 'Código Lojista', en: 'Merchant code' },
  merchant_name: { 'pt-BR': 'Lojista', en: 'Merchant' },
  terminal_code: { 'pt-BR': 'Terminal', en: 'Terminal' },
  serial_number: { 'pt-BR': 'Número de Série', en: 'Serial number' },
  channel_name: { 'pt-BR': 'Canal', en: 'Channel' },
  operation_name: { 'pt-BR': 'Operação', en: 'Operation' },
  card_brand_name: { 'pt-BR': 'Bandeira', en: 'Card brand' },
  input_method: { 'pt-BR': 'Modo de Entrada', en: 'Input method' },
  amount: { 'pt-BR': 'Valor (R$)', en: 'Amount (R$)' },
  installments: { 'pt-BR': 'Parcelas', en: 'Instalments' },
  nsu: { 'pt-BR': 'NSU', en: 'NSU' },
  nsu_acquirer: { 'pt-BR': 'NSU Adquirente', en: 'Acquirer NSU' },
  authorization_number: { 'pt-BR': 'Código de Autorização', en: 'Authorisation code' },
  ecommerce_order: { 'pt-BR': 'Pedido E-commerce', en: 'E-commerce order' },
  ecommerce_customer_name: { 'pt-BR': 'Cliente', en: 'Customer' },
  ecommerce_customer_document: { 'pt-BR': 'CPF/CNPJ Cliente', en: 'Customer CPF/CNPJ' },
  bank_billet_id: { 'pt-BR': 'Boleto', en: 'Bank billet' },
  app_code: { 'pt-BR': 'Aplicativo', en: 'Application' },
  status: { 'pt-BR': 'Status', en: 'Status' },
};

function column(key: TransactionColumn): ExportColumn<Transaction> {
  const label = TRANSACTION_EXPORT_HEADINGS[key];
  switch (key) {
    case 'amount':
      return { label, type: 'money', value: (r) => r.amount };
    case 'id':
    case 'installments':
      return { label, type: 'integer', value: (r) => r[key] };
    case 'transaction_date':
    case 'payment_date':
      return { label, type: 'datetime', value: (r) => r[key] };
    case 'status':
      return {
        label,
        value: (r, locale) => TRANSACTION_STATUSES.label(r.status, locale === 'en' ? 'en' : 'pt'),
      };
    case 'input_method':
      // The screen's label ('Aproximação', 'Digitado'), not the stored code.
      return {
        label,
        value: (r, locale) =>
          r.input_method ? CARD_INPUT_METHODS.label(r.input_method, locale === 'en' ? 'en' : 'pt') : '',
      };
    default:
      return { label, value: (r) => r[key] };
  }
}

export const TRANSACTION_EXPORT_COLUMNS = TRANSACTION_COLUMNS.map(column);

/** What a transaction export keeps: the filters after project scope and the list order. */
const paramsSchema = z.object({
  filters: transactionFiltersSchema,
  projectId: z.number().int().positive().nullable(),
  sortBy: z.enum(TRANSACTION_SORT_COLUMNS),
  sortDesc: z.boolean(),
});
export type TransactionExportParams = z.infer<typeof paramsSchema>;

const scoped = (p: TransactionExportParams): ScopedFilters => ({
  ...p.filters,
  projectId: p.projectId ?? undefined,
});

/** Card transactions as CSV or XLSX (spec core §7.3), in the list's order (amount sorts by payment date). */
export const transactionsExport: ExportDefinition<TransactionExportParams> = {
  name: 'transactions',
  title: { 'pt-BR': 'Transações', en: 'Transactions' },
  fileName: 'transacoes',
  permission: 'read_transactions',
  personalData: { ecommerce_customer_document: 'document' },
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p, cap) => (await countTransactions(db, scoped(p), cap)).total,
  streamLimit: { csv: 1_000_000, xlsx: 100_000 },
  sheets: async (db, p) => [
    {
      name: { 'pt-BR': 'Transações', en: 'Transactions' },
      columns: TRANSACTION_EXPORT_COLUMNS,
      rows: streamTransactions(
        db,
        scoped(p),
        { sortBy: p.sortBy === 'amount' ? 'payment_date' : p.sortBy, sortDesc: p.sortDesc },
        EXPORT_BATCH_ROWS,
      ),
    },
  ],
};
