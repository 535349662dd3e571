import { describe, expect, it } from 'vitest';
import { parseBrNumber, randomId, round } from './number.ts';

describe('parseBrNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,5', 1.5],
    ['1.234.567', 1234567],
    ['1.5', 1.5],
    ['R$ 10,00', 10],
    ['R$1.234.567,89', 1234567.89],
    ['  42  ', 42],
    ['0,01', 0.01],
    [',5', 0.5],
    ['-1.234,56', -1234.56],
    ['-R$ 3,50', -3.5],
    ['R$ -3,50', -3.5],
    ['R$\u00a01.000,00', 1000],
    ['1.234', 1.234],
    ['1000', 1000],
  ])('reads %j as %d', (text, expected) => {
    expect(parseBrNumber(text)).toBe(expected);
  });

  it.each(['', 'abc', '1,2,3', '1,234.56', '12a', 'R$', '--1', '1.2.3,4,5', '-R$ -1'])(
    'gives NaN for %j',
    (text) => {
      expect(parseBrNumber(text)).toBeNaN();
    },
  );

  it('passes numbers through and gives NaN for null and undefined', () => {
    expect(parseBrNumber(12.5)).toBe(12.5);
    expect(parseBrNumber(null)).toBeNaN();
    expect(parseBrNumber(undefined)).toBeNaN();
  });
});

describe('round', () => {
  it('rounds to 2 decimals by default, half away from zero, without binary drift', () => {
    expect(round(1.005)).toBe(1.01);
    expect(round(2.675)).toBe(2.68);
    expect(round(1.004)).toBe(1);
    expect(round(-1.005)).toBe(-1.01);
    expect(round(-0.001)).toBe(0);
    expect(Object.is(round(-0.001), -0)).toBe(false);
  });

  it('rounds to the given decimals', () => {
    expect(round(5.43219, 3)).toBe(5.432);
    expect(round(1.23456, 4)).toBe(1.2346);
    expect(round(1234.5, 0)).toBe(1235);
    expect(round(0.1 + 0.2, 2)).toBe(0.3);
  });

  it('converts reais to cents', () => {
    expect(round(10.555, 2, { cents: 'to' })).toBe(1056);
    expect(round(19.99, 2, { cents: 'to' })).toBe(1999);
    expect(round(0.07, 2, { cents: 'to' })).toBe(7);
  });

  it('converts cents to reais', () => {
    expect(round(1055, 2, { cents: 'from' })).toBe(10.55);
    expect(round(1999, 2, { cents: 'from' })).toBe(19.99);
    expect(round(1, 2, { cents: 'from' })).toBe(0.01);
    expect(round(1055, 0, { cents: 'from' })).toBe(11);
  });

  it('leaves non-finite values alone', () => {
    expect(round(Number.NaN)).toBeNaN();
    expect(round(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('randomId', () => {
  it('has 8 lowercase letters or digits by default', () => {
    expect(randomId()).toMatch(/^[a-z0-9]{8}$/);
  });

  it('honours the length', () => {
    expect(randomId(1)).toHaveLength(1);
    expect(randomId(40)).toMatch(/^[a-z0-9]{40}$/);
    expect(randomId(0)).toBe('');
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
  });
});
