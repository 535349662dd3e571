import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { XLSX_FORMATS } from './export-writers.ts';

let ctx: TestContext;
/** Every list with an XLSX export, over one day of demo data each (small files, every kind filled). */
const EXPORTS: Record<string, string> = {};
beforeAll(async () => {
  ctx = await startTestApp();
  const days = await sql<{ sale: string; due: string }>`
    SELECT
      (SELECT (max(transaction_date) AT TIME ZONE 'America/Sao_Paulo')::date::text FROM card_transaction) AS sale,
      (SELECT max(dt_due)::text FROM receivable WHERE dt_payment IS NOT NULL) AS due`.execute(ctx.handle.db);
  const { sale, due } = days.rows[0] ?? { sale: '', due: '' };
  Object.assign(EXPORTS, {
    transactions: `/api/v1/transaction/export/xlsx?start=${sale}&end=${sale}`,
    payments: '/api/v1/payment/export/xlsx?payment_type=TED&start=2000-01-01&end=2100-12-31',
    receivables: `/api/v1/financial/receivable/export/xlsx?start=${due}&end=${due}`,
    billets: '/api/v1/billet/export/xlsx',
    merchants: '/api/v1/merchant/export/xlsx',
    automatic_rents: '/api/v1/terminal/automatic_rents/export/xlsx',
    anticipation_rates: '/api/v1/sales_plan/anticipation_rate/export/xlsx',
    dashboard_tpv: `/api/v1/dashboard/tpv/export/xlsx?start=${sale}&end=${sale}`,
  });
});
afterAll(async () => {
  await ctx.close();
});

type Kind = 'date' | 'datetime' | 'money' | 'rate' | 'integer';

/** The kind a column must have, from its pt-BR heading. */
function kindOfHeading(heading: string): Kind | null {
  if (heading.includes('(horário de Brasília)')) return 'datetime';
  if (heading.includes('(R$)') || heading === 'Valor') return 'money';
  if (heading.includes('(%)')) return 'rate';
  if (
    ['Vencimento', 'Pagamento', 'Data de pagamento', 'Início', 'Fim', 'Data'].includes(heading) ||
    ['Pagamento ao projeto', 'Projeto pago em'].includes(heading)
  )
    return 'date';
  if (['ID', 'Transação', 'Parcelas', 'Lojistas', 'Quantidade', 'Quantidade de transações'].includes(heading))
    return 'integer';
  return null;
}

function checkCell(kind: Kind, cell: ExcelJS.Cell): void {
  const where = `${cell.worksheet.name}!${cell.address}`;
  switch (kind) {
    case 'date':
      expect(cell.value, where).toBeInstanceOf(Date);
      expect(cell.numFmt, where).toBe(XLSX_FORMATS.date);
      expect((cell.value as Date).getUTCHours(), where).toBe(0);
      break;
    case 'datetime':
      expect(cell.value, where).toBeInstanceOf(Date);
      expect(cell.numFmt, where).toBe(XLSX_FORMATS.datetime);
      break;
    case 'money':
      expect(typeof cell.value, where).toBe('number');
      expect(cell.numFmt, where).toContain('"R$"');
      break;
    case 'rate':
      expect(typeof cell.value, where).toBe('number');
      expect(cell.numFmt, where).toBe(XLSX_FORMATS.rate);
      break;
    case 'integer':
      expect(Number.isInteger(cell.value), where).toBe(true);
  }
}

/** Text a spreadsheet could not sort or sum: dates and decimals written as text. */
const DATE_OR_DECIMAL_TEXT = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2}|-?\d+,\d+%?)$/;

async function workbookOf(url: string): Promise<ExcelJS.Workbook> {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await ctx.token('superadmin')}` },
  });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const workbook = new ExcelJS.Workbook();
  const bytes = new Uint8Array(response.rawPayload);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return workbook;
}

describe('XLSX exports hold numbers and dates', () => {
  it.each([
    'transactions',
    'payments',
    'receivables',
    'billets',
    'merchants',
    'automatic_rents',
    'anticipation_rates',
    'dashboard_tpv',
  ])('%s: every column has the cells of its kind', async (name) => {
    const workbook = await workbookOf(EXPORTS[name] ?? '');
    let typed = 0;
    let rows = 0;
    for (const sheet of workbook.worksheets) {
      const headings = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        if (sheet === workbook.worksheets[0]) rows += 1;
        row.eachCell((cell, column) => {
          if (typeof cell.value === 'string')
            expect(cell.value, `${sheet.name}!${cell.address}`).not.toMatch(DATE_OR_DECIMAL_TEXT);
          // The dashboard's summary holds one indicator a row: its kind follows the row's label.
          const heading =
            sheet.name === 'Resumo' && column === 2 ? String(row.getCell(1).value) : headings[column];
          const kind = kindOfHeading(heading ?? '');
          if (kind && cell.value !== null) {
            checkCell(kind, cell);
            typed += 1;
          }
        });
      });
    }
    expect(rows).toBeGreaterThan(0);
    expect(typed).toBeGreaterThan(0);
  });

  it("writes a transaction's date as its Brasília wall-clock time", async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/transaction?start=2000-01-01&end=2100-12-31&perPage=1&sortBy=id&sortDesc=true',
      headers: { authorization: `Bearer ${await ctx.token('superadmin')}` },
    });
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0] as { id: number; transaction_date: string };
    const workbook = await workbookOf(`/api/v1/transaction/export/xlsx?transaction_id=${first.id}`);
    const sheet = workbook.worksheets[0];
    const headings = (sheet?.getRow(1).values as unknown[]) ?? [];
    const dateColumn = headings.indexOf('Data Transação (horário de Brasília)');
    expect(dateColumn).toBeGreaterThan(0);
    const cell = sheet?.getRow(2).getCell(dateColumn).value as Date;
    const expected = new Date(first.transaction_date);
    const brasilia = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(expected);
    expect(cell.toISOString().slice(0, 16).replace('T', ' ')).toBe(brasilia);
  });
});
