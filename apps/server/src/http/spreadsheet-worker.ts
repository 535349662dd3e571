/**
 * The worker thread that reads one uploaded spreadsheet off the request thread
 * (`readSpreadsheetRows`): a CSV is split into cells; an XLSX is inflated within the byte budget
 * and its rows counted, and only then parsed. Answers `{ ok: true, rows }` or `{ ok: false, kind }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkArchive, readCsv, readWorkbook, type SheetRow } from './spreadsheet-reading.ts';

/** What the request thread hands the worker. */
export interface SpreadsheetJob {
  content: Uint8Array;
  csv: boolean;
  columns: number;
  maxRows: number;
  maxInflatedBytes: number;
}

/** The worker's one answer. */
export type SpreadsheetAnswer = { ok: true; rows: SheetRow[] } | { ok: false; kind: string };

async function read(job: SpreadsheetJob): Promise<SpreadsheetAnswer> {
  const content = Buffer.from(job.content.buffer, job.content.byteOffset, job.content.byteLength);
  if (job.csv) {
    const rows = readCsv(content, job.maxRows);
    return rows ? { ok: true, rows } : { ok: false, kind: 'rows' };
  }
  const refused = await checkArchive(content, job.maxRows, job.maxInflatedBytes);
  if (refused) return { ok: false, kind: refused };
  return { ok: true, rows: await readWorkbook(content, job.columns) };
}

const answer = (message: SpreadsheetAnswer) => parentPort?.postMessage(message);
read((workerData as { job: SpreadsheetJob }).job).then(answer, () =>
  answer({ ok: false, kind: 'unreadable' }),
);
