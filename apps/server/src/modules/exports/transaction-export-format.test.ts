import type { Transaction } from '@mentor/contract/transactions';
import { describe, expect, it } from 'vitest';
import { centsText, saoPauloDateTime, transactionCsv } from './transaction-export-format.ts';

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

describe('export labels', () => {
  it('writes input methods as the screen shows them and says dates are Brasília time', async () => {
    const row = (id: number, input_method: string | null) =>
      ({
        id,
        transaction_date: '2026-11-21T15:05:00.000Z',
        payment_date: '2026-11-21T15:05:00.000Z',
        amount: 1000,
        installments: 1,
        status: 'CONFIRMED',
        input_method,
      }) as unknown as Transaction;
    async function* batches() {
      yield [row(1, 'CONTACTLESS'), row(2, 'TYPED'), row(3, null)];
    }
    let csv = '';
    for await (const chunk of transactionCsv(batches())) csv += chunk;
    const [heading, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(heading).toContain('Data Transação (horário de Brasília)');
    expect(heading).toContain('Data Pagamento (horário de Brasília)');
    const column = heading?.split(';').indexOf('Modo de Entrada') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(lines.map((line) => line.split(';')[column])).toEqual(['Aproximação', 'Digitado', '']);
    expect(lines[0]).toContain('21/11/2026 12:05');
  });
});
