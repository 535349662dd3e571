import { describe, expect, it } from 'vitest';
import { filterValuesToQuery, queryToFilterValues } from './filter-query';
import type { FilterDefinition } from './filter-types';

const definitions: FilterDefinition[] = [
  { key: 'merchant', label: 'Lojista', type: 'text' },
  { key: 'vl_min', label: 'Valor mínimo', type: 'currency' },
  { key: 'rate', label: 'Taxa', type: 'float', precision: 3 },
  { key: 'qt_installment', label: 'Parcelas', type: 'integer' },
  { key: 'project', label: 'Projeto', type: 'autocomplete' },
  { key: 'paid', label: 'Pago', type: 'select', options: [{ label: 'Sim', value: '1' }] },
  { key: 'status', label: 'Status', type: 'multi-select' },
  { key: 'split', label: 'Split', type: 'switch' },
  {
    key: 'date',
    label: 'Data',
    type: 'daterange',
    radioValue: 'dt_created',
    radioItems: [
      { label: 'Criação', value: 'dt_created' },
      { label: 'Pagamento', value: 'dt_payment' },
    ],
  },
  { key: 'dt_liquidation', label: 'Liquidação', type: 'daterange' },
];

describe('filterValuesToQuery', () => {
  it('flattens every type into strings and string arrays', () => {
    const query = filterValuesToQuery(definitions, {
      merchant: 'Padaria',
      vl_min: 12345,
      rate: 1.5,
      qt_installment: 3,
      project: '42',
      paid: '1',
      status: ['CONFIRMED', 'PENDING'],
      split: true,
      date: { start: '2025-01-01', end: '2025-01-31', type: 'dt_payment' },
      dt_liquidation: { start: '2025-02-01', end: null },
    });
    expect(query).toEqual({
      merchant: 'Padaria',
      vl_min: '12345',
      rate: '1.5',
      qt_installment: '3',
      project: '42',
      paid: '1',
      status: ['CONFIRMED', 'PENDING'],
      split: 'true',
      date_start: '2025-01-01',
      date_end: '2025-01-31',
      date_type: 'dt_payment',
      dt_liquidation_start: '2025-02-01',
    });
  });

  it('omits empty values, including a date range with only its radio choice', () => {
    const query = filterValuesToQuery(definitions, {
      merchant: '  ',
      vl_min: null,
      status: [],
      date: { start: null, end: null, type: 'dt_created' },
    });
    expect(query).toEqual({});
  });

  it('keeps a false switch, which is a real filter', () => {
    expect(filterValuesToQuery(definitions, { split: false })).toEqual({ split: 'false' });
  });
});

describe('queryToFilterValues', () => {
  it('reads back what filterValuesToQuery wrote', () => {
    const values = {
      merchant: 'Padaria',
      vl_min: 12345,
      rate: 1.5,
      qt_installment: 3,
      project: '42',
      paid: '1',
      status: ['CONFIRMED', 'PENDING'],
      split: false,
      date: { start: '2025-01-01', end: '2025-01-31', type: 'dt_payment' },
      dt_liquidation: { start: '2025-02-01', end: null },
    };
    expect(queryToFilterValues(definitions, filterValuesToQuery(definitions, values))).toEqual(values);
  });

  it('fills missing filters with empty values and the default radio choice', () => {
    const values = queryToFilterValues(definitions, {});
    expect(values.merchant).toBeNull();
    expect(values.status).toBeNull();
    expect(values.date).toEqual({ start: null, end: null, type: 'dt_created' });
    expect(values.dt_liquidation).toBeNull();
  });

  it('accepts values a router parsed as numbers, booleans or single items', () => {
    const values = queryToFilterValues(definitions, {
      project: 42,
      qt_installment: '7',
      split: true,
      status: 'CONFIRMED',
    });
    expect(values.project).toBe('42');
    expect(values.qt_installment).toBe(7);
    expect(values.split).toBe(true);
    expect(values.status).toEqual(['CONFIRMED']);
  });

  it('drops values that do not fit the filter type', () => {
    const values = queryToFilterValues(definitions, {
      vl_min: '-100',
      qt_installment: '2.5',
      rate: 'abc',
      split: 'maybe',
      date_start: '01/02/2025',
      date_end: '2025-02-10',
      date_type: 'dt_unknown',
    });
    expect(values.vl_min).toBeNull();
    expect(values.qt_installment).toBeNull();
    expect(values.rate).toBeNull();
    expect(values.split).toBeNull();
    expect(values.date).toEqual({ start: null, end: '2025-02-10', type: 'dt_created' });
  });
});

describe('free-text multi-value filters (tags)', () => {
  const codes: FilterDefinition[] = [{ key: 'cerc_code', label: 'Código CERC', type: 'tags' }];

  it('writes several codes as a list and one as plain text, and reads both back as a list', () => {
    const many = filterValuesToQuery(codes, { cerc_code: ['UR-7', 'UR-9'] });
    expect(many).toEqual({ cerc_code: ['UR-7', 'UR-9'] });
    expect(queryToFilterValues(codes, many)).toEqual({ cerc_code: ['UR-7', 'UR-9'] });
    const one = filterValuesToQuery(codes, { cerc_code: ['UR-7'] });
    expect(one).toEqual({ cerc_code: 'UR-7' });
    expect(queryToFilterValues(codes, one)).toEqual({ cerc_code: ['UR-7'] });
  });
});
