import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportSheet } from './export-registry.ts';
import { centsText, csvChunks, rateText, saoPauloDateTime, writeXlsx } from './export-writers.ts';

describe('export cell formats', () => {
  it('writes São Paulo wall-clock time, including the daylight-saving years', () => {
    expect(saoPauloDateTime('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 23:30');
    expect(saoPauloDateTime('2026-11-21T15:05:00.000Z')).toBe('21/11/2026 12:05');
    // January 2018 was daylight-saving time in São Paulo (UTC-2).
    expect(saoPauloDateTime('2018-01-10T12:00:00.000Z')).toBe('10/01/2018 10:00');
  });

  it('writes rates with 2 decimals, more when the exact value has more', () => {
    expect(rateText('1.4900')).toBe('1,49');
    expect(rateText('1.2345')).toBe('1,2345');
    expect(rateText('3')).toBe('3,00');
    expect(rateText(2.5)).toBe('2,50');
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
    // A date-time cell holding Brasília's wall clock, shown DD/MM/YYYY HH:mm; money with R$.
    expect(sheet?.getRow(3).getCell(2).value).toEqual(new Date('2026-11-21T13:00:00.000Z'));
    expect(sheet?.getRow(3).getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('"R$" #,##0.00;-"R$" #,##0.00');
    expect(workbook.getWorksheet('Resumo')?.getRow(2).getCell(1).value).toBe('x');
  });
});

interface Plan {
  day: string;
  at: string;
  rate: string;
}

describe('typed columns in both formats', () => {
  const plans = (): ExportSheet<Plan> => ({
    name: { 'pt-BR': 'Planos', en: 'Plans' },
    columns: [
      { label: { 'pt-BR': 'Vencimento', en: 'Due' }, type: 'date', value: (r) => r.day },
      { label: { 'pt-BR': 'Criado', en: 'Created' }, type: 'datetime', value: (r) => r.at },
      { label: { 'pt-BR': 'Taxa (%)', en: 'Rate (%)' }, type: 'rate', value: (r) => r.rate },
    ],
    // 10 January 2018 12:00 UTC was 10:00 in Brasília (daylight saving, UTC−2).
    rows: batches([{ day: '2018-01-10', at: '2018-01-10T12:00:00.000Z', rate: '1.2345' }]),
  });

  it('keeps the CSV conventions: DD/MM/YYYY, Brasília time, comma decimals', async () => {
    let text = '';
    for await (const chunk of csvChunks(plans(), 'pt-BR')) text += chunk;
    expect(text.split('\r\n')[1]).toBe('10/01/2018;10/01/2018 10:00;1,2345');
  });

  it('writes date cells, Brasília date-time cells and numeric rates to the workbook', async () => {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (b: Buffer) => parts.push(b));
    await writeXlsx([plans()], 'pt-BR', out);
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.concat(parts);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const row = workbook.getWorksheet('Planos')?.getRow(2);
    expect(row?.getCell(1).value).toEqual(new Date('2018-01-10T00:00:00.000Z'));
    expect(row?.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(row?.getCell(2).value).toEqual(new Date('2018-01-10T10:00:00.000Z'));
    expect(row?.getCell(3).value).toBe(1.2345);
    expect(row?.getCell(3).numFmt).toBe('0.00####');
  });
});
