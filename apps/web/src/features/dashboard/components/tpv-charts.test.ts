import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';
import { sliceLabel, statusLabel } from './slice-labels';
import { bucketsOf, markPartialMonths, toPoints } from './tpv-charts';

describe('dashboard series labels', () => {
  it('labels statuses, operations and brands with the spec labels of the language', () => {
    expect(sliceLabel('status', { id: 'CANCELLED', name: 'CANCELLED' }, 'pt')).toBe('ESTORNADA/CANCELADA');
    expect(sliceLabel('status', { id: 'IN_ANALISYS', name: 'x' }, 'en')).toBe('IN ANALYSIS');
    expect(statusLabel('CONFIRMED', 'pt')).toBe('CONFIRMADA');
    expect(sliceLabel('operation', { id: 0, name: 'Débito' }, 'en')).toBe('Debit');
    expect(sliceLabel('operation', { id: 3, name: '' }, 'pt')).toBe('Crédito Parcelado 3x');
    expect(sliceLabel('card_brand', { id: 0, name: 'SEM BANDEIRA' }, 'en')).toBe('NO BRAND');
    expect(sliceLabel('card_brand', { id: 2, name: '' }, 'pt')).toBe('VISA');
    expect(sliceLabel('channel', { id: 4, name: 'TAP TO PAY' }, 'pt')).toBe('TAP TO PAY');
    expect(sliceLabel('operation', { id: 99, name: 'Nova operação' }, 'pt')).toBe('Nova operação');
  });
});

describe('dashboard time buckets', () => {
  it('lists every day or month of the period', () => {
    expect(bucketsOf({ start: '2026-10-30', end: '2026-11-02' }, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(bucketsOf({ start: '2026-01-15', end: '2026-03-02' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(bucketsOf({ start: '2026-03-02', end: '2026-01-15' }, 'day')).toEqual([]);
  });

  it('adds up rows per bucket and series and keeps days without sales at zero', () => {
    const rows = [
      { date: '2026-11-01', amount: 100, channel: 'POS' },
      { date: '2026-11-01', amount: 50, channel: 'TEF' },
      { date: '2026-11-03', amount: 70, channel: 'POS' },
    ];
    const points = toPoints(
      rows,
      (r) => r.channel,
      bucketsOf({ start: '2026-11-01', end: '2026-11-03' }, 'day'),
    );
    expect(points).toEqual([
      { bucket: '2026-11-01', values: { POS: 100, TEF: 50 } },
      { bucket: '2026-11-02', values: {} },
      { bucket: '2026-11-03', values: { POS: 70 } },
    ]);
  });
});

describe('partial months', () => {
  it('marks the first and last months a period covers in part with their days, and no whole month', () => {
    const range = { start: '2026-01-15', end: '2026-03-02' };
    const points = markPartialMonths(
      toPoints([], () => '', bucketsOf(range, 'month')),
      range,
      'month',
    );
    expect(points.map((p) => p.partial ?? null)).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      null,
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    const whole = { start: '2026-01-01', end: '2026-02-28' };
    expect(
      markPartialMonths(
        toPoints([], () => '', bucketsOf(whole, 'month')),
        whole,
        'month',
      ).some((p) => p.partial),
    ).toBe(false);
    const inside = { start: '2026-02-10', end: '2026-02-20' };
    expect(
      markPartialMonths(
        toPoints([], () => '', bucketsOf(inside, 'month')),
        inside,
        'month',
      ),
    ).toEqual([{ bucket: '2026-02-01', values: {}, partial: { from: '2026-02-10', to: '2026-02-20' } }]);
    // Days are never partial.
    const days = toPoints([], () => '', bucketsOf(range, 'day'));
    expect(markPartialMonths(days, range, 'day')).toBe(days);
  });
});

describe('export file names', () => {
  it('carry the date and time in São Paulo, not UTC', () => {
    // 02:30 UTC on the 23rd is still 23:30 on the 22nd in Brasília.
    expect(exportFileName('dashboard-tpv', 'xlsx', new Date('2026-11-23T02:30:00Z'))).toBe(
      'dashboard-tpv_2026-11-22_2330.xlsx',
    );
  });
});
