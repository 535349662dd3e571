import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatBRL,
  formatCentsBRL,
  formatCount,
  formatDate,
  formatDateTime,
  formatDateTimeMinus3h,
  formatDateTimeSeconds,
  formatNumber,
  formatPercent,
  formatPercent3,
  todayIsoDay,
  toIsoDay,
  truncate,
} from './format.ts';

/** Intl puts a non-breaking space between the symbol and the amount. */
const NBSP = '\u00a0';

describe('formatBRL', () => {
  it('formats reais in pt-BR', () => {
    expect(formatBRL(1)).toBe(`R$${NBSP}1,00`);
    expect(formatBRL(1234.5)).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(-12.3)).toBe(`-R$${NBSP}12,30`);
    expect(formatBRL(1234567.891)).toBe(`R$${NBSP}1.234.567,89`);
  });

  it('shows a dash for non-finite amounts', () => {
    expect(formatBRL(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatCentsBRL', () => {
  it('formats cents given as number, bigint or text', () => {
    expect(formatCentsBRL(100)).toBe(`R$${NBSP}1,00`);
    expect(formatCentsBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCentsBRL(5n)).toBe(`R$${NBSP}0,05`);
    expect(formatCentsBRL('199')).toBe(`R$${NBSP}1,99`);
    expect(formatCentsBRL(0)).toBe(`R$${NBSP}0,00`);
  });

  it('handles negatives, including amounts under one real', () => {
    expect(formatCentsBRL(-50)).toBe(`-R$${NBSP}0,50`);
    expect(formatCentsBRL(-123456n)).toBe(`-R$${NBSP}1.234,56`);
    expect(formatCentsBRL('-7')).toBe(`-R$${NBSP}0,07`);
  });

  it('is exact beyond the safe integer range', () => {
    expect(formatCentsBRL(123456789012345678901n)).toBe(`R$${NBSP}1.234.567.890.123.456.789,01`);
    expect(formatCentsBRL('900719925474099312')).toBe(`R$${NBSP}9.007.199.254.740.993,12`);
  });

  it('rounds fractional cents and rejects text that is not an integer', () => {
    expect(formatCentsBRL(99.6)).toBe(`R$${NBSP}1,00`);
    expect(formatCentsBRL('12,50')).toBe(EMPTY_VALUE);
    expect(formatCentsBRL('abc')).toBe(EMPTY_VALUE);
    expect(formatCentsBRL(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('date formats in America/Sao_Paulo', () => {
  it('shows a UTC instant at 02:30Z as the previous day 23:30', () => {
    expect(formatDateTime('2024-01-15T02:30:00Z')).toBe('14/01/2024 23:30');
    expect(formatDate('2024-01-15T02:30:00Z')).toBe('14/01/2024');
    expect(formatDateTime(new Date('2024-01-15T02:30:00Z'))).toBe('14/01/2024 23:30');
    expect(formatDateTime(Date.UTC(2024, 0, 15, 2, 30))).toBe('14/01/2024 23:30');
  });

  it('converts offsets other than UTC', () => {
    expect(formatDateTime('2024-06-01T10:00:00+02:00')).toBe('01/06/2024 05:00');
  });

  it('applies the historical daylight-saving rule', () => {
    // São Paulo was UTC-2 in January 2018.
    expect(formatDateTime('2018-01-10T12:00:00Z')).toBe('10/01/2018 10:00');
  });

  it('keeps a calendar date as written instead of reading it as UTC midnight', () => {
    expect(formatDate('2024-01-15')).toBe('15/01/2024');
    expect(formatDate('15/01/2024')).toBe('15/01/2024');
  });

  it('keeps a wall-clock time without zone as written', () => {
    expect(formatDateTime('2024-03-05 08:07:09')).toBe('05/03/2024 08:07');
    expect(formatDateTimeSeconds('2024-03-05T08:07:09')).toBe('05/03/2024 08:07:09');
    expect(formatDateTimeSeconds('2024-03-05T11:07:09.123Z')).toBe('05/03/2024 08:07:09');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate(undefined)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('2024-02-30')).toBe(EMPTY_VALUE);
    expect(formatDateTime('not a date')).toBe(EMPTY_VALUE);
    expect(formatDate(new Date(Number.NaN))).toBe(EMPTY_VALUE);
  });
});

describe('formatDateTimeMinus3h', () => {
  it('subtracts three hours from a zone-less time', () => {
    expect(formatDateTimeMinus3h('2024-01-15 02:30:00')).toBe('14/01/2024 23:30');
    expect(formatDateTimeMinus3h('2024-01-15T15:00:00')).toBe('15/01/2024 12:00');
  });

  it('reads instants in UTC before subtracting, so no DST rule applies', () => {
    expect(formatDateTimeMinus3h('2018-01-10T12:00:00Z')).toBe('10/01/2018 09:00');
    expect(formatDateTimeMinus3h(new Date('2024-03-01T00:15:00Z'))).toBe('29/02/2024 21:15');
  });

  it('shows a dash when invalid', () => {
    expect(formatDateTimeMinus3h('x')).toBe(EMPTY_VALUE);
    expect(formatDateTimeMinus3h(null)).toBe(EMPTY_VALUE);
  });
});

describe('ISO days', () => {
  it('gives the São Paulo calendar day', () => {
    expect(toIsoDay('2024-01-15T02:30:00Z')).toBe('2024-01-14');
    expect(toIsoDay('15/01/2024')).toBe('2024-01-15');
    expect(toIsoDay('garbage')).toBeNull();
    expect(todayIsoDay(new Date('2024-07-01T01:00:00Z'))).toBe('2024-06-30');
  });
});

describe('percentages', () => {
  it('shows 2 decimals, or more when the value has more', () => {
    expect(formatPercent(1.5)).toBe('1,50%');
    expect(formatPercent(2)).toBe('2,00%');
    expect(formatPercent(1.2345)).toBe('1,2345%');
    // As the API sends rates: a decimal string, trailing zeros beyond two dropped.
    expect(formatPercent('4.1900')).toBe('4,19%');
    expect(formatPercent('4.1900', 'en-US')).toBe('4.19%');
    expect(formatPercent('')).toBe(formatPercent(null));
    expect(formatPercent(0.125)).toBe('0,125%');
    expect(formatPercent(1234.5)).toBe('1.234,50%');
    expect(formatPercent(0.1 + 0.2)).toBe('0,30%');
    expect(formatPercent(null)).toBe(EMPTY_VALUE);
  });

  it('has a 3-decimal variant', () => {
    expect(formatPercent3(1.5)).toBe('1,500%');
    expect(formatPercent3(2.1234)).toBe('2,123%');
    expect(formatPercent3(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatNumber', () => {
  it('formats with pt-BR separators', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234.5, 0)).toBe('1.235');
  });
});

describe('truncate', () => {
  it('keeps titles of up to 25 characters', () => {
    expect(truncate('Planos e Taxas')).toBe('Planos e Taxas');
    expect(truncate('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts longer titles to 25 characters, ending included', () => {
    const cut = truncate('Análise de Transações Agendadas');
    expect(cut).toBe('Análise de Transações ...');
    expect(cut).toHaveLength(25);
  });

  it('accepts another length and ending', () => {
    expect(truncate('abcdefghij', 5, '…')).toBe('abcd…');
  });
});

describe('formatCount', () => {
  it('writes thousands separators in the screen language', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(Number.NaN)).toBe(formatCount(null));
  });
});
