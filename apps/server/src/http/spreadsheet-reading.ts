import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** One row of an uploaded spreadsheet: its 1-based line in the file and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** One file of a zip archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  uncompressedSize: number;
}

/** Why an archive may not be parsed: too big once inflated, too many rows, or not readable. */
export type ArchiveRefusal = 'size' | 'rows' | 'unreadable';

const openZip = (content: Buffer) =>
  // Inflated sizes are checked against the declared ones below, as each entry is read.
  yauzl.fromBufferPromise(content, { lazyEntries: true, validateEntrySizes: false });

/**
 * The entries of a zip archive (an XLSX is one), read from its central directory alone: nothing
 * is inflated, so a file's declared inflated size can be judged before any work is done.
 * `null` when the bytes are not a readable zip.
 */
export async function zipEntries(content: Buffer): Promise<ZipEntry[] | null> {
  try {
    const zip = await openZip(content);
    const entries: ZipEntry[] = [];
    for await (const entry of zip.eachEntry()) {
      entries.push({ name: entry.fileName, uncompressedSize: entry.uncompressedSize });
    }
    return entries;
  } catch {
    return null;
  }
}

/** Rows of a worksheet's XML (`<row ` or `<row>`, not `<rows…`), counted without parsing it. */
export function countRows(xml: string): number {
  let n = 0;
  let at = xml.indexOf('<row');
  while (at !== -1) {
    const next = xml.charCodeAt(at + 4);
    if (next === 32 || next === 62 || next === 47 || next === 9 || next === 10 || next === 13) n += 1;
    at = xml.indexOf('<row', at + 4);
  }
  return n;
}

/**
 * Inflates every entry of an archive within `maxInflatedBytes` in all (an entry inflating to more
 * or less than it declares is refused too) and counts the rows of each worksheet, so that a zip
 * bomb or an oversized sheet is refused before a workbook parser sees it. Null when it may be parsed.
 */
export async function checkArchive(
  content: Buffer,
  maxRows: number,
  maxInflatedBytes: number,
): Promise<ArchiveRefusal | null> {
  let budget = maxInflatedBytes;
  try {
    const zip = await openZip(content);
    for await (const entry of zip.eachEntry()) {
      const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName);
      const chunks: Buffer[] = [];
      let inflated = 0;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        budget -= chunk.length;
        if (budget < 0 || inflated > entry.uncompressedSize) {
          stream.destroy();
          return 'size';
        }
        if (sheet) chunks.push(chunk);
      }
      if (inflated !== entry.uncompressedSize) return 'size';
      if (sheet && countRows(Buffer.concat(chunks).toString('latin1')) > maxRows) return 'rows';
    }
    return null;
  } catch {
    return 'unreadable';
  }
}

/**
 * The rows of a CSV (comma or semicolon, quotes optional, a byte-order mark ignored), blank lines
 * left out; null when it has more than `maxRows` rows.
 */
export function readCsv(content: Buffer, maxRows: number): SheetRow[] | null {
  const lines: number[] = [];
  const records = parse(content, {
    bom: true,
    delimiter: [';', ','],
    record_delimiter: ['\r\n', '\n'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    // One more than allowed is enough to know the file has too many.
    to: maxRows + 1,
    on_record: (record, context) => {
      lines.push(context.lines);
      return record;
    },
  });
  if (records.length > maxRows) return null;
  return records.map((cells, i) => ({ line: lines[i] ?? 0, cells }));
}

/** The first `columns` cells of every row of the workbook's first sheet, as shown (text). */
export async function readWorkbook(content: Buffer, columns: number): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  // A copy of its own: exceljs's typings take an ArrayBuffer, never a shared one.
  await book.xlsx.load(new Uint8Array(content).buffer);
  const sheet = book.worksheets[0];
  const rows: SheetRow[] = [];
  sheet?.eachRow((row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= columns; c += 1) cells.push(String(row.getCell(c).text ?? '').trim());
    rows.push({ line, cells });
  });
  return rows;
}
