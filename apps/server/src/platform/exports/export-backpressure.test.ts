import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportSheet } from './export-registry.ts';
import { exportStream, writeXlsx } from './export-writers.ts';

interface Line {
  id: number;
  note: string;
}

// Notes that do not compress away, so the zip of a workbook holds what it is given.
const notes = Array.from({ length: 64 }, () => randomBytes(300).toString('hex'));

/** A sheet of `batches` batches of `size` rows that counts how many batches were asked for. */
function countedSheet(batches: number, size: number) {
  let pulled = 0;
  async function* rows(): AsyncGenerator<Line[]> {
    for (let b = 0; b < batches; b++) {
      pulled++;
      yield Array.from({ length: size }, (_, i) => ({
        id: b * size + i + 1,
        note: notes[i % notes.length] ?? '',
      }));
    }
  }
  const sheet: ExportSheet<Line> = {
    name: { 'pt-BR': 'Linhas', en: 'Lines' },
    columns: [
      { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r) => r.id },
      { label: { 'pt-BR': 'Nota', en: 'Note' }, value: (r) => r.note },
    ],
    rows: rows(),
  };
  return { sheet, pulled: () => pulled };
}

/**
 * A reader that takes the first chunk and then stops answering (a client that stopped
 * reading), until `release()`; it keeps every byte it receives.
 */
function stalledReader() {
  const parts: Buffer[] = [];
  let held: (() => void)[] | null = [];
  const writable = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      if (held) held.push(() => callback());
      else callback();
    },
  });
  return {
    writable,
    bytes: () => Buffer.concat(parts),
    release() {
      const waiting = held ?? [];
      held = null;
      for (const callback of waiting) callback();
    },
  };
}

describe('streamed exports and a slow reader', () => {
  it('stops reading rows while the reader of a CSV waits, and writes them all once it reads', async () => {
    const { sheet, pulled } = countedSheet(200, 500);
    const reader = stalledReader();
    const stream = exportStream([sheet], 'csv', 'en', () => undefined);
    stream.pipe(reader.writable);
    await sleep(400);
    // One batch in the stream's buffer and one being read from the database, not the 200.
    expect(pulled()).toBeLessThanOrEqual(3);
    reader.release();
    await finished(reader.writable);
    expect(pulled()).toBe(200);
    const lines = reader.bytes().toString('utf8').split('\r\n');
    expect(lines).toHaveLength(200 * 500 + 2);
    expect(lines.at(-2)).toBe(`100000;${notes[(500 - 1) % notes.length]}`);
  });

  it('stops reading rows while the reader of a workbook waits, and writes them all once it reads', async () => {
    const { sheet, pulled } = countedSheet(60, 500);
    const reader = stalledReader();
    const written = writeXlsx([sheet], 'en', reader.writable);
    await sleep(600);
    // What the zip and the stream hold ahead of the reader: a few batches, not the 60.
    expect(pulled()).toBeLessThan(10);
    reader.release();
    expect(await written).toBe(30_000);
    await finished(reader.writable);
    const bytes = reader.bytes();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const lines = workbook.getWorksheet('Lines');
    expect(lines?.rowCount).toBe(30_001);
    expect(lines?.getRow(30_001).getCell(1).value).toBe(30_000);
  });
});
