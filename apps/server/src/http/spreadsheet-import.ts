import { Worker } from 'node:worker_threads';
import { HttpError } from './errors.ts';
import { type SheetRow, zipEntries } from './spreadsheet-reading.ts';
import type { SpreadsheetAnswer, SpreadsheetJob } from './spreadsheet-worker.ts';

export type { SheetRow } from './spreadsheet-reading.ts';

/** Limits every uploaded spreadsheet (XLSX or CSV) is held to before and while it is read. */
export const SPREADSHEET_LIMITS = {
  /** Sum of the inflated sizes of an XLSX's entries (its central directory, then checked). */
  maxInflatedBytes: 32 * 1024 * 1024,
  /** Files inside one XLSX (a workbook of one sheet has about ten). */
  maxEntries: 500,
  /** Seconds a file may take to be read. */
  timeoutMs: 30_000,
  /** Heap of the thread reading one file. */
  workerHeapMb: 256,
};

/** Files read at once by the whole server; one more is refused until one ends. */
export const spreadsheetSlots = { limit: 2, busy: 0 };

export const SPREADSHEET_MESSAGES = {
  tooLarge: `A planilha descompactada passa de ${SPREADSHEET_LIMITS.maxInflatedBytes / 1024 / 1024} MB: divida-a em partes.`,
  tooLargeEn: `The spreadsheet inflates to more than ${SPREADSHEET_LIMITS.maxInflatedBytes / 1024 / 1024} MB: split it into parts.`,
  tooSlow: `A planilha levou mais de ${SPREADSHEET_LIMITS.timeoutMs / 1000} segundos para ser lida: divida-a em partes.`,
  tooSlowEn: `The spreadsheet took more than ${SPREADSHEET_LIMITS.timeoutMs / 1000} seconds to read: split it into parts.`,
  busy: () =>
    `Já há ${spreadsheetSlots.limit} planilhas sendo lidas agora (o máximo ao mesmo tempo). Tente de novo em alguns segundos.`,
  busyEn: () =>
    `${spreadsheetSlots.limit} spreadsheets are being read right now (the most at once). Try again in a few seconds.`,
} as const;

/** Why a file was not read: each caller words it for its screen. */
export type SpreadsheetRefusal = 'unreadable' | 'rows';

export class SpreadsheetRefused extends Error {
  constructor(readonly kind: SpreadsheetRefusal) {
    super(kind);
  }
}

/** Seconds a caller is told to wait while every reading slot is busy. */
export const SPREADSHEET_RETRY_AFTER_SECONDS = 5;

/**
 * The worker reading one file: the compiled `spreadsheet-worker.js` beside the built server, or
 * its TypeScript source where the server runs from its sources (tests, `npm run dev`).
 */
function startWorker(job: SpreadsheetJob): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: SPREADSHEET_LIMITS.workerHeapMb };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./spreadsheet-worker.js', import.meta.url), {
      workerData: { job },
      resourceLimits,
    });
  }
  const entry = new URL('./spreadsheet-worker.ts', import.meta.url).href;
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData: { entry, job },
    resourceLimits,
  });
}

const field = (message: string, english: string, status = 422) =>
  new HttpError(status, message, {
    detail: english,
    errors: { file: [message] },
    // Busy reading other files: the caller may send it again in a few seconds.
    ...(status === 503 ? { error: 'Service Unavailable', retryAfter: SPREADSHEET_RETRY_AFTER_SECONDS } : {}),
  });

function runWorker(job: SpreadsheetJob): Promise<SpreadsheetAnswer> {
  return new Promise((resolve) => {
    const worker = startWorker(job);
    let settled = false;
    const settle = (answer: SpreadsheetAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ ok: false, kind: 'slow' }), SPREADSHEET_LIMITS.timeoutMs);
    worker.on('message', settle);
    worker.on('error', (error: NodeJS.ErrnoException) =>
      settle({ ok: false, kind: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'size' : 'unreadable' }),
    );
    worker.on('exit', () => settle({ ok: false, kind: 'unreadable' }));
  });
}

/**
 * The first `columns` cells of every row of an uploaded XLSX (first sheet) or CSV (comma or
 * semicolon). An XLSX's declared inflated size is judged from its central directory before
 * anything is inflated; the file is then read in a worker thread (so the server keeps answering),
 * which inflates within the same budget and counts rows before parsing. At most
 * `spreadsheetSlots.limit` files are read at once. Refusals of size, time and load are answered
 * here (4xx/503); an unreadable file or more than `maxRows` rows throw {@link SpreadsheetRefused}.
 */
export async function readSpreadsheetRows(
  fileName: string,
  content: Buffer,
  options: { columns: number; maxRows: number },
): Promise<SheetRow[]> {
  const csv = fileName.toLowerCase().endsWith('.csv');
  if (!csv) {
    const entries = await zipEntries(content);
    if (!entries || entries.length > SPREADSHEET_LIMITS.maxEntries)
      throw new SpreadsheetRefused('unreadable');
    const inflated = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (inflated > SPREADSHEET_LIMITS.maxInflatedBytes)
      throw field(SPREADSHEET_MESSAGES.tooLarge, SPREADSHEET_MESSAGES.tooLargeEn);
  }
  if (spreadsheetSlots.busy >= spreadsheetSlots.limit)
    throw field(SPREADSHEET_MESSAGES.busy(), SPREADSHEET_MESSAGES.busyEn(), 503);
  spreadsheetSlots.busy += 1;
  try {
    const answer = await runWorker({
      content,
      csv,
      columns: options.columns,
      // The header line may come on top of the rows.
      maxRows: options.maxRows + 1,
      maxInflatedBytes: SPREADSHEET_LIMITS.maxInflatedBytes,
    });
    if (answer.ok) return answer.rows;
    if (answer.kind === 'size') throw field(SPREADSHEET_MESSAGES.tooLarge, SPREADSHEET_MESSAGES.tooLargeEn);
    if (answer.kind === 'slow') throw field(SPREADSHEET_MESSAGES.tooSlow, SPREADSHEET_MESSAGES.tooSlowEn);
    throw new SpreadsheetRefused(answer.kind === 'rows' ? 'rows' : 'unreadable');
  } finally {
    spreadsheetSlots.busy -= 1;
  }
}
