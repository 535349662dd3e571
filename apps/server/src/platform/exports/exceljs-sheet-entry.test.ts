import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { needsDrain, sheetEntry } from './exceljs-sheet-entry.ts';

/** An output that takes nothing until released, as a client that stopped reading. */
function stalledOutput() {
  const held: (() => void)[] = [];
  let open = false;
  const writable = new Writable({
    highWaterMark: 1024,
    write(_chunk, _encoding, callback) {
      if (open) callback();
      else held.push(() => callback());
    },
  });
  return {
    writable,
    release() {
      open = true;
      for (const callback of held.splice(0)) callback();
    },
  };
}

describe('what the export writer relies on in exceljs', () => {
  it("finds a streaming worksheet's zip entry and sees it fill while the reader waits", async () => {
    const output = stalledOutput();
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output.writable, useSharedStrings: false });
    const sheet = book.addWorksheet('Linhas');
    const note = randomBytes(2000).toString('hex');
    let full = false;
    for (let turn = 0; turn < 200 && !full; turn++) {
      for (let i = 0; i < 50; i++) sheet.addRow([turn * 50 + i, note]).commit();
      await nextTurn();
      const entry = sheetEntry(sheet);
      full = entry !== null && needsDrain(entry);
    }
    expect(full).toBe(true);
    output.release();
    sheet.commit();
    await book.commit();
  });

  it('fails loudly when a worksheet no longer exposes its stream or the entry its fill level', () => {
    expect(() => sheetEntry({})).toThrow(/stream\.pipes/);
    expect(() => sheetEntry({ stream: { pipes: [{ on() {}, off() {} }] } })).toThrow(/fill level/);
    expect(sheetEntry({ stream: { pipes: [] } })).toBeNull();
  });
});
