import { describe, expect, it } from 'vitest';
import { nextCutoff } from '../modules/payments/payment-cutoff.ts';
import { saoPauloInstant, saoPauloOffsetMinutes, saoPauloWallClock, todaySaoPaulo } from './date-bounds.ts';

describe('São Paulo time from the IANA zone', () => {
  it('knows the daylight-saving summers Brazil had until 2019', () => {
    // 10 January 2018: daylight-saving time, UTC−2.
    expect(saoPauloOffsetMinutes(new Date('2018-01-10T12:00:00Z'))).toBe(-120);
    expect(saoPauloWallClock(new Date('2018-01-10T12:00:00Z')).toISOString()).toBe(
      '2018-01-10T10:00:00.000Z',
    );
    // July 2018 and today: UTC−3.
    expect(saoPauloOffsetMinutes(new Date('2018-07-10T12:00:00Z'))).toBe(-180);
    expect(saoPauloOffsetMinutes(new Date('2026-01-10T12:00:00Z'))).toBe(-180);
  });

  it('gives the instant a wall-clock time names, in and out of daylight saving', () => {
    expect(saoPauloInstant('2018-01-10').toISOString()).toBe('2018-01-10T02:00:00.000Z');
    expect(saoPauloInstant('2018-01-10', '16:30').toISOString()).toBe('2018-01-10T18:30:00.000Z');
    expect(saoPauloInstant('2018-07-10', '16:30').toISOString()).toBe('2018-07-10T19:30:00.000Z');
    expect(saoPauloInstant('2026-11-26', '10:00').toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('starts 4 November 2018 at 01:00, when the clock skipped midnight', () => {
    expect(saoPauloInstant('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(saoPauloInstant('2018-11-04', '01:00').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(saoPauloInstant('2018-11-05').toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });

  it('counts the calendar day of an instant in São Paulo', () => {
    // 01:30 UTC on 10 January 2018 was still the 9th in São Paulo (23:30, UTC−2).
    expect(todaySaoPaulo(new Date('2018-01-10T01:30:00Z'))).toBe('2018-01-09');
    expect(todaySaoPaulo(new Date('2018-01-10T02:30:00Z'))).toBe('2018-01-10');
  });

  it('places a 2018 payment cut-off at São Paulo time', () => {
    // Tuesday 9 January 2018, 09:00 in São Paulo (11:00 UTC): TED closes at 16:30, UTC−2.
    expect(nextCutoff('TED', new Date('2018-01-09T11:00:00Z'))).toBe('2018-01-09T18:30:00.000Z');
    // After the window it moves to the next business day.
    expect(nextCutoff('SLC', new Date('2018-01-09T13:00:00Z'))).toBe('2018-01-10T12:00:00.000Z');
  });
});
