import { describe, expect, it } from 'vitest';
import { chartFormat, chartLanguage } from './chart-format';
import { seriesColor } from './chart-palette';
import { labelStride, niceTicks } from './chart-scale';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('chart formats', () => {
  it('writes BRL and counts for pt-BR under / and en-US under /en', () => {
    const pt = chartFormat(chartLanguage('pt-BR'));
    const en = chartFormat(chartLanguage('en'));
    expect(nbsp(pt.money(123456789))).toBe('R$ 1.234.567,89');
    expect(nbsp(en.money(123456789))).toBe('R$1,234,567.89');
    expect(pt.count(2467)).toBe('2.467');
    expect(en.count(2467)).toBe('2,467');
    expect(nbsp(pt.share(0.125))).toMatch(/^12,5 ?%$/);
    expect(en.share(0.125)).toBe('12.5%');
    expect(pt.percent(31.53)).toBe('31,53%');
    expect(en.percent(31.53)).toBe('31.53%');
  });

  it('keeps axis amounts short enough not to be clipped', () => {
    expect(nbsp(chartFormat('pt').moneyAxis(28_000_000))).toBe('R$ 280 mil');
    expect(chartFormat('en').moneyAxis(28_000_000)).toBe('R$280K');
  });

  it('writes days as DD/MM and months by name, without shifting the calendar day', () => {
    const pt = chartFormat('pt');
    const en = chartFormat('en');
    expect(pt.bucketShort('2026-10-24', 'day')).toBe('24/10');
    expect(en.bucketShort('2026-10-24', 'day')).toBe('24/10');
    expect(pt.bucketLong('2026-10-24', 'day')).toBe('24/10/2026');
    expect(pt.bucketShort('2026-11-01', 'month')).toBe('nov/26');
    expect(en.bucketShort('2026-11-01', 'month')).toBe('Nov 26');
    expect(pt.month('2026-11-01')).toBe('novembro de 2026');
    expect(en.month('2026-11')).toBe('November 2026');
    expect(pt.day('2026-01-01')).toBe('01/01/2026');
  });
});

describe('chart scales', () => {
  it('rounds the value axis to nice steps that cover the maximum', () => {
    expect(niceTicks(28_000_000)).toEqual([0, 10_000_000, 20_000_000, 30_000_000]);
    expect(niceTicks(950)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0)).toEqual([0, 1]);
    for (const max of [1, 7, 99, 12_345, 987_654_321]) {
      const ticks = niceTicks(max);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('skips time labels that would overlap', () => {
    expect(labelStride(7, 700, 40)).toBe(1);
    expect(labelStride(90, 600, 40)).toBe(6);
  });
});

describe('chart colours', () => {
  it('gives the first thirty series different colours', () => {
    const colours = Array.from({ length: 30 }, (_, index) => seriesColor(index));
    expect(new Set(colours).size).toBe(30);
  });
});
