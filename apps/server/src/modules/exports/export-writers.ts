import { PassThrough, Readable, type Writable } from 'node:stream';
import type { ExportFormat, ExportLocale } from '@mentor/contract/downloads';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportSheet } from './export-registry.ts';

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

/** What a spreadsheet would run as a formula (OWASP CSV injection): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a value that would start a formula gets a leading
 * apostrophe. Numbers (amounts, counts) are written by the export itself and never touched.
 */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

function formatText(value: string | number | null | undefined, type: ExportColumn<unknown>['type']): string {
  if (value === null || value === undefined) return '';
  if (type === 'money' && typeof value === 'number') return centsText(value);
  if (type === 'datetime' && typeof value === 'string') return saoPauloDateTime(value);
  if (typeof value === 'number') return String(value);
  return neutralised(value);
}

const textOf = <R>(column: ExportColumn<R>, row: R, locale: ExportLocale) =>
  formatText(column.value(row, locale), column.type);

function cellOf<R>(column: ExportColumn<R>, row: R, locale: ExportLocale): string | number | null {
  const value = column.value(row, locale);
  if (value === null || value === undefined) return null;
  if (column.type === 'money' && typeof value === 'number') return value / 100;
  if (column.type === 'datetime' && typeof value === 'string') return saoPauloDateTime(value);
  if (column.type === 'integer') return typeof value === 'number' ? value : Number(value);
  return value;
}

const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Called after every batch with the number of data rows written so far. */
export type OnRows = (rows: number) => Promise<void> | void;

/**
 * CSV text (semicolon separated, BOM first so spreadsheets read UTF-8), one chunk per batch, then
 * the sheet's closing line when it has one (not counted as a row).
 */
export async function* csvChunks<R>(
  sheet: ExportSheet<R>,
  locale: ExportLocale,
  onRows?: OnRows,
): AsyncGenerator<string> {
  yield `\uFEFF${sheet.columns.map((c) => csvField(c.label[locale])).join(';')}\r\n`;
  let written = 0;
  for await (const batch of sheet.rows) {
    let chunk = '';
    for (const row of batch)
      chunk += `${sheet.columns.map((c) => csvField(textOf(c, row, locale))).join(';')}\r\n`;
    written += batch.length;
    await onRows?.(written);
    yield chunk;
  }
  if (sheet.csvFooter) {
    const cells = await sheet.csvFooter(locale);
    yield `${sheet.columns.map((_, i) => csvField(formatText(cells[i]?.value, cells[i]?.type))).join(';')}\r\n`;
  }
}

/**
 * Writes an XLSX workbook row by row (exceljs streaming writer: committed rows leave memory),
 * one worksheet per sheet. Resolves with the number of data rows once the file is complete.
 */
export async function writeXlsx(
  // biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
  sheets: ReadonlyArray<ExportSheet<any>>,
  locale: ExportLocale,
  output: Writable,
  onRows?: OnRows,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  let written = 0;
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name[locale].slice(0, 31));
    worksheet.columns = sheet.columns.map((c, i) => ({
      header: c.label[locale],
      key: String(i),
      width: c.width ?? 18,
      ...(c.type === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
    }));
    for await (const batch of sheet.rows) {
      for (const row of batch) worksheet.addRow(sheet.columns.map((c) => cellOf(c, row, locale))).commit();
      written += batch.length;
      await onRows?.(written);
    }
    worksheet.commit();
  }
  await workbook.commit();
  return written;
}

/** An export as a readable stream, for answering a request directly. */
export function exportStream(
  // biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
  sheets: ReadonlyArray<ExportSheet<any>>,
  format: ExportFormat,
  locale: ExportLocale,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const fail = (error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  if (format === 'xlsx') {
    writeXlsx(sheets, locale, out).catch(fail);
    return out;
  }
  const [sheet] = sheets;
  if (!sheet) throw new Error('An export has at least one sheet');
  return Readable.from(csvChunks(sheet, locale));
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
