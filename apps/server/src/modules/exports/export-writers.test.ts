import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportSheet } from './export-registry.ts';
import { centsText, csvChunks, saoPauloDateTime, writeXlsx } from './export-writers.ts';

describe('export cell formats', () => {
  it('writes São Paulo wall-clock time, including the daylight-saving years', () => {
    expect(saoPauloDateTime('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 23:30');
    expect(saoPauloDateTime('2026-11-21T15:05:00.000Z')).toBe('21/11/2026 12:05');
    // January 2018 was daylight-saving time in São Paulo (UTC-2).
    expect(saoPauloDateTime('2018-01-10T12:00:00.000Z')).toBe('10/01/2018 10:00');
  });

  it('writes cents as pt-BR decimals without grouping', () => {
    expect(centsText(123456)).toBe('1234,56');
    expect(centsText(5)).toBe('0,05');
    expect(centsText(-250)).toBe('-2,50');
  });
});

interface Sale {
  id: number;
  at: string;
  amount: number;
  note: string | null;
}

async function* batches<R>(...groups: R[][]): AsyncGenerator<R[]> {
  for (const g of groups) yield g;
}

const sales = (): ExportSheet<Sale> => ({
  name: { 'pt-BR': 'Vendas', en: 'Sales' },
  columns: [
    { label: { 'pt-BR': 'ID', en: 'ID' }, type: 'integer', value: (r) => r.id },
    { label: { 'pt-BR': 'Data', en: 'Date' }, type: 'datetime', value: (r) => r.at },
    { label: { 'pt-BR': 'Valor (R$)', en: 'Amount (R$)' }, type: 'money', value: (r) => r.amount },
    { label: { 'pt-BR': 'Observação', en: 'Note' }, value: (r) => r.note },
  ],
  rows: batches(
    [{ id: 1, at: '2026-11-21T15:05:00.000Z', amount: 123456, note: 'a; "b"' }],
    [{ id: 2, at: '2026-11-21T16:00:00.000Z', amount: -250, note: null }],
  ),
});

describe('export writers', () => {
  it('writes text that would start a formula as text, and leaves amounts alone', async () => {
    const sheet: ExportSheet<Sale> = {
      ...sales(),
      rows: batches(
        ['=HYPERLINK("http://x.invalid";"y")', '+55 11', '-x', '@SUM(A1)', '\tz', '\rz', 'Loja = boa'].map(
          (note, i) => ({ id: i + 1, at: '2026-11-21T15:05:00.000Z', amount: -250, note }),
        ),
      ),
    };
    let text = '';
    for await (const chunk of csvChunks(sheet, 'en')) text += chunk;
    const notes = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.slice(line.lastIndexOf(';-2,50;') + 7));
    expect(notes).toEqual([
      `"'=HYPERLINK(""http://x.invalid"";""y"")"`,
      "'+55 11",
      "'-x",
      "'@SUM(A1)",
      "'\tz",
      `"'\rz"`,
      'Loja = boa',
    ]);
  });

  it('writes a sheet as CSV in the chosen language, counting rows batch by batch', async () => {
    const counts: number[] = [];
    let text = '';
    for await (const chunk of csvChunks(sales(), 'en', (n) => void counts.push(n))) text += chunk;
    expect(text.split('\r\n')).toEqual([
      '\uFEFFID;Date;Amount (R$);Note',
      '1;21/11/2026 12:05;1234,56;"a; ""b"""',
      '2;21/11/2026 13:00;-2,50;',
      '',
    ]);
    expect(counts).toEqual([1, 2]);
  });

  it("closes a CSV with the sheet's footer line, aligned with its columns and not counted as a row", async () => {
    const counts: number[] = [];
    let text = '';
    const sheet: ExportSheet<Sale> = {
      ...sales(),
      csvFooter: async (locale) => [
        { value: locale === 'en' ? 'Total' : 'Soma' },
        null,
        { value: 123206, type: 'money' },
      ],
    };
    for await (const chunk of csvChunks(sheet, 'en', (n) => void counts.push(n))) text += chunk;
    expect(text.split('\r\n').slice(-2)).toEqual(['Total;;1232,06;', '']);
    expect(counts).toEqual([1, 2]);
  });

  it('writes every sheet of a workbook with numbers as numbers', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    const second: ExportSheet<{ k: string }> = {
      name: { 'pt-BR': 'Resumo', en: 'Summary' },
      columns: [{ label: { 'pt-BR': 'Chave', en: 'Key' }, value: (r) => r.k }],
      rows: batches([{ k: 'x' }]),
    };
    const written = await writeXlsx([sales(), second], 'pt-BR', out);
    expect(written).toBe(3);
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.concat(parts);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.getWorksheet('Vendas');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', 'Data', 'Valor (R$)', 'Observação']);
    expect(sheet?.getRow(2).getCell(1).value).toBe(1);
    expect(sheet?.getRow(2).getCell(3).value).toBe(1234.56);
    expect(sheet?.getRow(3).getCell(2).value).toBe('21/11/2026 13:00');
    expect(workbook.getWorksheet('Resumo')?.getRow(2).getCell(1).value).toBe('x');
  });
});
