import { TRANSACTION_COLUMNS, type Transaction } from '@mentor/contract/transactions';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_EXPORT_COLUMNS } from './transactions-export.ts';

const column = (key: string) => {
  const index = TRANSACTION_COLUMNS.indexOf(key as (typeof TRANSACTION_COLUMNS)[number]);
  const found = TRANSACTION_EXPORT_COLUMNS[index];
  if (!found) throw new Error(`no export column ${key}`);
  return found;
};

describe('transaction export columns', () => {
  it('writes input methods as the screen shows them, in the export language', () => {
    const input = column('input_method');
    const row = (input_method: string | null) => ({ input_method }) as unknown as Transaction;
    expect(['CONTACTLESS', 'TYPED'].map((code) => input.value(row(code), 'pt-BR'))).toEqual([
      'Aproximação',
      'Digitado',
    ]);
    expect(input.value(row(null), 'pt-BR')).toBe('');
    expect(input.value(row('TYPED'), 'en')).toBe('Typed');
  });

  it('says dates are Brasília time', () => {
    expect(column('transaction_date').label['pt-BR']).toBe('Data Transação (horário de Brasília)');
    expect(column('payment_date').label.en).toBe('Payment date (Brasília time)');
  });
});
