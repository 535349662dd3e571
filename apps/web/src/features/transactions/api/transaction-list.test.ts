import { describe, expect, it } from 'vitest';
import { filtersToApi, readListState } from '../../../shared/ui/list-page';
import { transactionList } from './transaction-list';

const definitions = transactionList.filters.map(({ enum: _e, source: _s, api: _a, ...filter }) => filter);

describe('transaction list declaration', () => {
  it('starts the status filter at CONFIRMED only when the URL names none', () => {
    expect(readListState(transactionList, definitions, {}).filters.status).toEqual(['CONFIRMED']);
    expect(readListState(transactionList, definitions, { status: 'DENIED' }).filters.status).toEqual([
      'DENIED',
    ]);
  });

  it('sends the date range as start and end, lists as repeated values, and drops empty filters', () => {
    expect(
      filtersToApi(transactionList.filters, {
        daterange: { start: '2026-01-01', end: '2026-01-31' },
        status: ['CONFIRMED', 'DENIED'],
        channel: [],
        nsu: '000123',
        transaction_id: 42,
        merchant: '',
        app_code: null,
      }),
    ).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      status: ['CONFIRMED', 'DENIED'],
      nsu: '000123',
      transaction_id: '42',
    });
  });
});
