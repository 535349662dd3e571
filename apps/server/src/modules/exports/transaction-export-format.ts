import { PassThrough, type Writable } from 'node:stream';
import { CARD_INPUT_METHODS } from '@mentor/contract';
import type { Transaction, TransactionColumn } from '@mentor/contract/transactions';
import { TRANSACTION_COLUMNS } from '@mentor/contract/transactions';
import ExcelJS from 'exceljs';

/**
 * Column headings of transaction exports (Portuguese, as the console shows them). Dates say
 * they are Brasília time, because a spreadsheet has no time zone of its own.
 */
export const TRANSACTION_EXPORT_HEADINGS: Record<TransactionColumn, string> = {
  id: 'ID',
  transaction_date: 'Data Transação (horário de Brasília)',
  payment_date: 'Data Pagamento (horário de Brasília)',
  project_name: 'Projeto',
  merchant_code: 'Código Lojista',
  merchant_name: 'Lojista',
  terminal_code: 'Terminal',
  serial_number: 'Número de Série',
  channel_name: 'Canal',
  operation_name: 'Operação',
  card_brand_name: 'Bandeira',
  input_method: 'Modo de Entrada',
  amount: 'Valor (R$)',
  installments: 'Parcelas',
  nsu: 'NSU',
  nsu_acquirer: 'NSU Adquirente',
  authorization_number: 'Código de Autorização',
  ecommerce_order: 'Pedido E-commerce',
  ecommerce_customer_name: 'Cliente',
  ecommerce_customer_document: 'CPF/CNPJ Cliente',
  bank_billet_id: 'Boleto',
  app_code: 'Aplicativo',
  status: 'Status',
};

const STATUS_LABELS: Record<Transaction['status'], string> = {
  IN_ANALISYS: 'EM ANÁLISE',
  PRE_AUTHORIZED: 'PRÉ-AUTORIZADA',
  PARTIAL_CAPTURED: 'PARCIALMENTE CAPTURADA',
  CONFIRMED: 'CONFIRMADA',
  CANCELLED: 'ESTORNADA/CANCELADA',
  DENIED: 'NEGADA',
  PENDING: 'PENDENTE',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Cents as a pt-BR decimal without grouping ("1234,56"), what spreadsheets read as a number. */
export const centsText = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/** Brazil has kept UTC-3 all year since its last daylight-saving period ended (2019-02-17). */
const FIXED_OFFSET_SINCE = Date.parse('2019-02-17T03:00:00Z');
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** DD/MM/YYYY HH:mm in America/Sao_Paulo; arithmetic for recent dates (millions of rows), Intl before. */
export function saoPauloDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (ms < FIXED_OFFSET_SINCE) return dateTime.format(new Date(ms)).replace(',', '');
  const d = new Date(ms - 3 * 3_600_000);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

function cellText(row: Transaction, column: TransactionColumn): string {
  switch (column) {
    case 'amount':
      return centsText(row.amount);
    case 'transaction_date':
    case 'payment_date':
      return saoPauloDateTime(row[column]);
    case 'status':
      return STATUS_LABELS[row.status];
    case 'input_method':
      // The screen's label ('Aproximação', 'Digitado'), not the stored code.
      return row.input_method ? CARD_INPUT_METHODS.label(row.input_method, 'pt') : '';
    default: {
      const value = row[column];
      return value === null ? '' : String(value);
    }
  }
}

const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** CSV text (semicolon separated, BOM first so spreadsheets read UTF-8), one chunk per batch. */
export async function* transactionCsv(batches: AsyncIterable<Transaction[]>): AsyncGenerator<string> {
  yield `\uFEFF${TRANSACTION_COLUMNS.map((c) => csvField(TRANSACTION_EXPORT_HEADINGS[c])).join(';')}\r\n`;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch)
      chunk += `${TRANSACTION_COLUMNS.map((c) => csvField(cellText(row, c))).join(';')}\r\n`;
    yield chunk;
  }
}

/**
 * Writes an XLSX workbook row by row (exceljs streaming writer: committed rows leave memory).
 * Resolves with the number of data rows once the file is complete.
 */
export async function writeTransactionXlsx(
  batches: AsyncIterable<Transaction[]>,
  output: Writable,
  onBatch?: (rows: number) => Promise<void> | void,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Transações');
  sheet.columns = TRANSACTION_COLUMNS.map((c) => ({
    header: TRANSACTION_EXPORT_HEADINGS[c],
    key: c,
    width: 18,
  }));
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet
        .addRow(
          TRANSACTION_COLUMNS.map((c) =>
            c === 'amount'
              ? row.amount / 100
              : c === 'id' || c === 'installments'
                ? row[c]
                : cellText(row, c),
          ),
        )
        .commit();
    }
    written += batch.length;
    await onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** An XLSX export as a readable stream, for answering a request directly. */
export function transactionXlsxStream(
  batches: AsyncIterable<Transaction[]>,
  onError: (error: unknown) => void,
) {
  const out = new PassThrough();
  writeTransactionXlsx(batches, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
