/**
 * The one place the export writer reaches past exceljs's public API. Its streaming writer writes
 * a worksheet's committed rows into the stream its zip (archiver) reads the sheet from, without
 * looking at that stream's fill level; a reader slower than the database would leave the whole
 * sheet buffered there. The writer waits for that stream to drain, which needs two fields exceljs
 * does not document: the worksheet's `stream` (exceljs's StreamBuf) and that stream's `pipes`
 * (the zip entry it writes to, a readable-stream PassThrough whose fill level is in
 * `_writableState.needDrain`). `exceljs-sheet-entry.test.ts` fails when an exceljs upgrade moves
 * either, and so does this module at run time rather than quietly buffering whole sheets.
 */

/** The writable side of a stream as the zip entry and the export's output expose it. */
export interface Drainable {
  on(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
  off(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

const isDrainable = (value: unknown): value is Drainable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Drainable).on === 'function' &&
  typeof (value as Drainable).off === 'function' &&
  ('writableNeedDrain' in value || typeof (value as Drainable)._writableState?.needDrain === 'boolean');

/** Whether a stream holds more than it wants (Node's `writableNeedDrain`, or readable-stream's state). */
export const needsDrain = (stream: Drainable): boolean =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** What a streaming worksheet of exceljs 4.4 holds of its zip entry. */
interface SheetStream {
  pipes: unknown[];
}

/**
 * The zip entry a streaming worksheet's rows go to, once the zip has started reading the sheet
 * (null before). Throws when the worksheet no longer has the fields this relies on.
 */
export function sheetEntry(worksheet: unknown): Drainable | null {
  const stream = (worksheet as { stream?: Partial<SheetStream> }).stream;
  if (!stream || !Array.isArray(stream.pipes)) {
    throw new Error(
      'exceljs: a streaming worksheet no longer exposes stream.pipes (see exceljs-sheet-entry.ts)',
    );
  }
  const [entry] = stream.pipes;
  if (entry === undefined) return null;
  if (!isDrainable(entry)) {
    throw new Error('exceljs: the zip entry of a worksheet no longer reports its fill level');
  }
  return entry;
}
