import type { ExportLocale } from '@mentor/contract/downloads';
import { PAYMENT_STATUSES, PAYMENT_VALIDATIONS, paymentListQuerySchema } from '@mentor/contract/payments';
import { payments } from '@mentor/contract/payments-endpoints';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import {
  EXPORT_BATCH_ROWS,
  type ExportColumn,
  type ExportDefinition,
  type ExportFooterCell,
} from '../../platform/exports/export-registry.ts';
import { filteredPayments, selectPaymentColumns, sumPayments, toPayment } from './payments-repository.ts';

const paramsSchema = z.object({
  query: z.record(z.string(), z.unknown()),
  projectId: z.number().int().positive().nullable(),
});
export type PaymentExportParams = z.infer<typeof paramsSchema>;

const parse = (p: PaymentExportParams) => paymentListQuerySchema.parse(p.query);

async function* rowsOf(db: Database, p: PaymentExportParams) {
  const q = parse(p);
  let afterId = 0;
  for (;;) {
    const rows = await selectPaymentColumns(filteredPayments(db, q, p.projectId ?? undefined))
      .where('p.id', '>', afterId)
      .orderBy('p.id')
      .limit(EXPORT_BATCH_ROWS)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toPayment);
    afterId = Number(rows[rows.length - 1]?.id);
  }
}

/** Count and sum of the whole filter, as the list shows them above its rows. */
const totalsOf = (db: Database, p: PaymentExportParams) =>
  sumPayments(filteredPayments(db, parse(p), p.projectId ?? undefined));

async function* totalsRows(db: Database, p: PaymentExportParams) {
  yield [await totalsOf(db, p)];
}

type PaymentRow = ReturnType<typeof toPayment>;
type Column = ExportColumn<PaymentRow>;

const idColumn: Column = { label: { 'pt-BR': 'ID', en: 'ID' }, value: (r) => r.id, type: 'integer' };
const merchantColumn: Column = {
  label: { 'pt-BR': 'Lojista', en: 'Merchant' },
  value: (r) => r.merchant_name,
};
const amountColumn: Column = {
  label: { 'pt-BR': 'Valor', en: 'Amount' },
  value: (r) => r.amount,
  type: 'money',
};

const columns: ReadonlyArray<Column> = [
  idColumn,
  merchantColumn,
  { label: { 'pt-BR': 'CPF/CNPJ do lojista', en: 'Merchant CPF/CNPJ' }, value: (r) => r.merchant_document },
  { label: { 'pt-BR': 'Projeto', en: 'Project' }, value: (r) => r.project_name },
  { label: { 'pt-BR': 'Tipo', en: 'Type' }, value: (r) => r.payment_type },
  {
    label: { 'pt-BR': 'Status', en: 'Status' },
    value: (r, locale) => PAYMENT_STATUSES.label(r.status, locale === 'en' ? 'en' : 'pt'),
  },
  {
    label: { 'pt-BR': 'Validação', en: 'Validation' },
    value: (r, locale) => PAYMENT_VALIDATIONS.label(r.validation, locale === 'en' ? 'en' : 'pt'),
  },
  amountColumn,
  { label: { 'pt-BR': 'Parcelas', en: 'Installments' }, value: (r) => r.installments_count, type: 'integer' },
  { label: { 'pt-BR': 'Data de pagamento', en: 'Payment date' }, value: (r) => r.dt_payment, type: 'date' },
  {
    label: { 'pt-BR': 'Criado em (horário de Brasília)', en: 'Created at (Brasília time)' },
    value: (r) => r.dt_created,
    type: 'datetime',
  },
];

/**
 * The CSV's closing line: 'Total' under the id, the count of the whole filter under the merchant
 * and its sum under the amount (the list's `total_payments` and `sum_payments`).
 */
const csvTotals = (db: Database, p: PaymentExportParams) => async (locale: ExportLocale) => {
  const { total, sum } = await totalsOf(db, p);
  const count =
    locale === 'en'
      ? `${total} payment${total === 1 ? '' : 's'}`
      : `${total} pagamento${total === 1 ? '' : 's'}`;
  return columns.map((c): ExportFooterCell => {
    if (c === idColumn) return { value: 'Total' };
    if (c === merchantColumn) return { value: count };
    if (c === amountColumn) return { value: sum, type: 'money' };
    return null;
  });
};

/**
 * A tab of the payment list as CSV or XLSX (spec core §7.9), with the list's filters and the count
 * and sum of the whole filter: the workbook in a 'Totais' sheet, the CSV in a closing 'Total' line.
 * Large results run in the background and are picked up by the download centre.
 */
export const paymentsExport: ExportDefinition<PaymentExportParams> = {
  name: 'payments',
  title: { 'pt-BR': 'Pagamentos', en: 'Payments' },
  fileName: 'pagamentos',
  permission: 'export_payments',
  // The list's personal data (merchant document, destination holder document and account).
  personalData: payments.listPayments.policy.personalData.fields,
  formats: ['csv', 'xlsx'],
  params: paramsSchema,
  count: async (db, p) => (await totalsOf(db, p)).total,
  sheets: async (db, p) => [
    {
      name: { 'pt-BR': 'Pagamentos', en: 'Payments' },
      columns,
      rows: rowsOf(db, p),
      csvFooter: csvTotals(db, p),
    },
    {
      name: { 'pt-BR': 'Totais', en: 'Totals' },
      columns: [
        { label: { 'pt-BR': 'Pagamentos', en: 'Payments' }, value: (r) => r.total, type: 'integer' },
        { label: { 'pt-BR': 'Valor total', en: 'Total amount' }, value: (r) => r.sum, type: 'money' },
      ],
      rows: totalsRows(db, p),
    },
  ],
};
