import { PassThrough, Readable, type Writable } from 'node:stream';
import type { ExportFormat, ExportLocale } from '@mentor/contract/downloads';
import ExcelJS from 'exceljs';
import { saoPauloWallClock } from '../../http/date-bounds.ts';
import { type Drainable, needsDrain, sheetEntry } from './exceljs-sheet-entry.ts';
import type { ExportColumn, ExportColumnType, ExportSheet } from './export-registry.ts';

/** Cents as a pt-BR decimal without grouping ("1234,56"), what spreadsheets read as a number. */
export const centsText = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayText = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/** DD/MM/YYYY HH:mm in Brasília time (America/Sao_Paulo, daylight-saving years included). */
export function saoPauloDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return neutralised(iso);
  // The text of each minute once: an export's rows share their minutes, and each text made
  // anew (a Date and five strings) is most of what writing a row allocates.
  const minute = Math.floor(ms / 60_000);
  const cached = dateTimeByMinute.get(minute);
  if (cached !== undefined) return cached;
  const d = saoPauloWallClock(ms);
  const text = `${dayText(d)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  if (dateTimeByMinute.size >= 100_000) dateTimeByMinute.clear();
  dateTimeByMinute.set(minute, text);
  return text;
}
const dateTimeByMinute = new Map<number, string>();

/** A calendar day YYYY-MM-DD (or the day part of a longer ISO text) as a UTC midnight Date. */
function calendarDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * A rate in pt-BR with the percentage rule (2 decimals, more when the value has more), from
 * exact decimal text without floats: "1.4900" → "1,49", "1.2345" → "1,2345".
 */
export function rateText(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return neutralised(text);
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole},${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** Spreadsheet number formats of each kind (Excel codes; LibreOffice reads them alike). */
export const XLSX_FORMATS = {
  money: '"R$" #,##0.00;-"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  integer: '0',
  rate: '0.00####',
} as const;

const columnFormat = (kind: ExportColumnType) => (kind === 'text' ? undefined : XLSX_FORMATS[kind]);

/** What a spreadsheet would run as a formula (OWASP CSV injection): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a value that would start a formula gets a leading
 * apostrophe. Numbers (amounts, counts) are written by the export itself and never touched.
 */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

type CellValue = string | number | null | undefined;

const kindOf = <R>(column: ExportColumn<R>, row: R): ExportColumnType =>
  typeof column.type === 'function' ? column.type(row) : (column.type ?? 'text');

function formatText(value: CellValue, type: ExportColumnType = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'money' && typeof value === 'number') return centsText(value);
  if (type === 'datetime' && typeof value === 'string') return saoPauloDateTime(value);
  if (type === 'date' && typeof value === 'string') {
    const day = calendarDay(value);
    return day ? dayText(day) : neutralised(value);
  }
  if (type === 'rate') return rateText(value);
  if (typeof value === 'number') return String(value);
  return neutralised(value);
}

const textOf = <R>(column: ExportColumn<R>, row: R, locale: ExportLocale) =>
  formatText(column.value(row, locale), kindOf(column, row));

interface XlsxCell {
  value: string | number | Date | null;
  numFmt?: string;
}

function cellOf<R>(column: ExportColumn<R>, row: R, locale: ExportLocale): XlsxCell {
  const value = column.value(row, locale);
  if (value === null || value === undefined || value === '') return { value: null };
  const kind = kindOf(column, row);
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? { value: value / 100, numFmt: XLSX_FORMATS.money } : { value };
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : value;
      return Number.isNaN(ms) ? { value } : { value: saoPauloWallClock(ms), numFmt: XLSX_FORMATS.datetime };
    }
    case 'date': {
      const day = typeof value === 'string' ? calendarDay(value) : null;
      return day ? { value: day, numFmt: XLSX_FORMATS.date } : { value };
    }
    case 'rate': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? { value: n, numFmt: XLSX_FORMATS.rate } : { value };
    }
    case 'integer': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? { value: n, numFmt: XLSX_FORMATS.integer } : { value };
    }
    default:
      return { value };
  }
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
  const columns = sheet.columns;
  const cells: string[] = new Array(columns.length);
  let written = 0;
  for await (const batch of sheet.rows) {
    // Each row joined once into a flat string, and the batch joined once: concatenating cell by
    // cell would leave a chain of intermediate strings per cell (ten times the text in garbage).
    const lines: string[] = new Array(batch.length + 1);
    for (let r = 0; r < batch.length; r++) {
      const row = batch[r] as R;
      for (let i = 0; i < columns.length; i++)
        cells[i] = csvField(textOf(columns[i] as ExportColumn<R>, row, locale));
      lines[r] = cells.join(';');
    }
    lines[batch.length] = '';
    const chunk = lines.join('\r\n');
    written += batch.length;
    await onRows?.(written);
    yield chunk;
  }
  if (sheet.csvFooter) {
    const footer = await sheet.csvFooter(locale);
    yield `${sheet.columns.map((_, i) => csvField(formatText(footer[i]?.value, footer[i]?.type))).join(';')}\r\n`;
  }
}

/**
 * Bytes an export stream holds before it stops asking for more rows: about one batch is
 * produced ahead of what the reader has taken, whatever the size of the export.
 */
export const EXPORT_STREAM_BUFFER_BYTES = 256 * 1024;

/** Resolves once `stream` has room again; rejects when `output` closes first (the reader left). */
function drained(stream: Drainable, output: Writable): Promise<void> {
  if (!needsDrain(stream)) return Promise.resolve();
  if (output.destroyed) return Promise.reject(new Error('export output closed'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export output closed'));
    stream.on('drain', onDrain);
    output.on('close', onClose);
  });
}

/**
 * Writes an XLSX workbook row by row (exceljs streaming writer: committed rows leave memory),
 * one worksheet per sheet, asking for the next batch of rows only once the previous one has
 * left for the zip and `output` has room (a slow reader slows the export down instead of
 * filling memory). Resolves with the number of data rows once the file is complete.
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
    // A column of one kind carries its number format (cells inherit it); a column whose kind
    // varies by row formats each cell.
    worksheet.columns = sheet.columns.map((c, i) => {
      const numFmt = typeof c.type === 'string' ? columnFormat(c.type) : undefined;
      return {
        header: c.label[locale],
        key: String(i),
        width: c.width ?? 18,
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    const perCell = sheet.columns.map((c) => typeof c.type === 'function');
    for await (const batch of sheet.rows) {
      for (const row of batch) {
        const cells = sheet.columns.map((c) => cellOf(c, row, locale));
        const added = worksheet.addRow(cells.map((c) => c.value));
        cells.forEach((c, i) => {
          if (perCell[i] && c.numFmt) added.getCell(i + 1).numFmt = c.numFmt;
        });
        added.commit();
      }
      written += batch.length;
      await onRows?.(written);
      const entry = sheetEntry(worksheet);
      if (entry) await drained(entry, output);
      await drained(output, output);
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
  const out = new PassThrough({ highWaterMark: EXPORT_STREAM_BUFFER_BYTES });
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
  // Bytes, not chunks: the stream holds one batch's text at most before the reader takes it.
  return Readable.from(csvChunks(sheet, locale), {
    objectMode: false,
    highWaterMark: EXPORT_STREAM_BUFFER_BYTES,
  });
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
