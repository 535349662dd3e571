import { describe, expect, it } from 'vitest';
import { toApiFilters, withDefaults } from './use-transaction-filters';

describe('transaction filter values', () => {
  it('starts the status filter at CONFIRMED only when none is chosen', () => {
    expect(withDefaults({}).status).toEqual(['CONFIRMED']);
    expect(withDefaults({ status: [] }).status).toEqual(['CONFIRMED']);
    expect(withDefaults({ status: ['DENIED'] }).status).toEqual(['DENIED']);
  });

  it('sends the date range as start and end, lists as repeated values, and drops empty filters', () => {
    expect(
      toApiFilters({
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
