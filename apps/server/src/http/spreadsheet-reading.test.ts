import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkArchive, countRows, readCsv, readWorkbook, zipEntries } from './spreadsheet-reading.ts';

/** A zip of one deflated entry whose directory and local header declare `declared` inflated bytes. */
function zipOf(name: string, plain: Buffer, declared = plain.length): Buffer {
  const data = deflateRawSync(plain);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

const sheetXml = (rows: number) =>
  Buffer.from(
    `<worksheet><sheetData>${'<row r="1"><c><v>1</v></c></row>'.repeat(rows)}</sheetData></worksheet>`,
  );

describe('reading an uploaded CSV', () => {
  it('splits on semicolons or commas outside quotes, by line, without a byte-order mark or blank lines', () => {
    const csv = Buffer.from('\uFEFFdocumento;nome\r\n123;"Silva, Ana"\n\n  \n;;\n456,Bob; Jr \n');
    expect(readCsv(csv, 10)).toEqual([
      { line: 1, cells: ['documento', 'nome'] },
      { line: 2, cells: ['123', 'Silva, Ana'] },
      { line: 6, cells: ['456', 'Bob', 'Jr'] },
    ]);
  });

  it('refuses more rows than allowed', () => {
    expect(readCsv(Buffer.from('a;1\nb;2\n'), 2)).toHaveLength(2);
    expect(readCsv(Buffer.from('a;1\nb;2\nc;3\n'), 2)).toBeNull();
  });
});

describe('reading an uploaded XLSX', () => {
  it("lists an archive's entries from its directory, and refuses bytes that are not one", async () => {
    expect(await zipEntries(zipOf('xl/worksheets/sheet1.xml', sheetXml(3), 5_000_000))).toEqual([
      { name: 'xl/worksheets/sheet1.xml', uncompressedSize: 5_000_000 },
    ]);
    expect(await zipEntries(Buffer.from('documento;nome\n'))).toBeNull();
  });

  it('inflates within the budget, refuses sizes that lie, and counts the rows of each sheet', async () => {
    const xml = sheetXml(3);
    expect(await checkArchive(zipOf('xl/worksheets/sheet1.xml', xml), 3, 1024 * 1024)).toBeNull();
    expect(await checkArchive(zipOf('xl/worksheets/sheet1.xml', xml), 2, 1024 * 1024)).toBe('rows');
    expect(await checkArchive(zipOf('xl/worksheets/sheet1.xml', xml), 3, xml.length - 1)).toBe('size');
    expect(await checkArchive(zipOf('xl/worksheets/sheet1.xml', xml, 10), 3, 1024 * 1024)).toBe('size');
    expect(await checkArchive(zipOf('xl/worksheets/sheet1.xml', xml, xml.length + 10), 3, 1024 * 1024)).toBe(
      'size',
    );
    expect(await checkArchive(Buffer.from('not a zip'), 3, 1024)).toBe('unreadable');
  });

  it('counts rows without mistaking <rows> or <rowBreaks> for one', () => {
    expect(countRows('<row r="1"/><row>\n<rowBreaks/><rows/><row\tr="3"></row>')).toBe(3);
  });

  it('reads the first columns of the first sheet as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('lista');
    sheet.addRow(['documento', 'nome', 'extra']);
    sheet.addRow([12345678901, ' Ana ', 'x']);
    const rows = await readWorkbook(Buffer.from(await book.xlsx.writeBuffer()), 2);
    expect(rows).toEqual([
      { line: 1, cells: ['documento', 'nome'] },
      { line: 2, cells: ['12345678901', 'Ana'] },
    ]);
  });
});
