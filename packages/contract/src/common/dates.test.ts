import { describe, expect, it } from 'vitest';
import {
  compareWallClock,
  isValidCalendarDate,
  parseDateBr,
  parseDateIso,
  toWallClock,
  wallClockOf,
  wallClockToMillis,
} from './dates.ts';

describe('isValidCalendarDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isValidCalendarDate(2024, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2023, 2, 29)).toBe(false);
    expect(isValidCalendarDate(1900, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2000, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2024, 4, 31)).toBe(false);
    expect(isValidCalendarDate(2024, 13, 1)).toBe(false);
    expect(isValidCalendarDate(2024, 0, 1)).toBe(false);
    expect(isValidCalendarDate(2024, 1, 0)).toBe(false);
  });
});

describe('parsing', () => {
  it('reads DD/MM/YYYY with an optional time', () => {
    expect(parseDateBr('31/12/2024')).toEqual({
      year: 2024,
      month: 12,
      day: 31,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(parseDateBr('01/02/2024 13:45')).toEqual({
      year: 2024,
      month: 2,
      day: 1,
      hour: 13,
      minute: 45,
      second: 0,
    });
    expect(parseDateBr('31/02/2024')).toBeNull();
    expect(parseDateBr('2024-01-01')).toBeNull();
    expect(parseDateBr('1/1/2024')).toBeNull();
    expect(parseDateBr('01/01/2024 25:00')).toBeNull();
  });

  it('reads ISO dates, converting zoned instants to São Paulo', () => {
    expect(parseDateIso('2024-01-15')).toMatchObject({ year: 2024, month: 1, day: 15, hour: 0 });
    expect(parseDateIso('2024-01-15T02:30:00Z')).toMatchObject({ day: 14, hour: 23, minute: 30 });
    expect(parseDateIso('2024-01-15T02:30:00Z', 'UTC')).toMatchObject({ day: 15, hour: 2, minute: 30 });
    expect(parseDateIso('2024-13-01')).toBeNull();
    expect(parseDateIso('15/01/2024')).toBeNull();
  });

  it('reads every accepted input kind', () => {
    expect(toWallClock('2024-05-10')).toMatchObject({ year: 2024, month: 5, day: 10 });
    expect(toWallClock('10/05/2024')).toMatchObject({ year: 2024, month: 5, day: 10 });
    expect(toWallClock(new Date('2024-05-10T12:00:00Z'))).toMatchObject({ day: 10, hour: 9 });
    expect(toWallClock(0)).toMatchObject({ year: 1969, month: 12, day: 31, hour: 21 });
    expect(toWallClock('')).toBeNull();
    expect(toWallClock(null)).toBeNull();
  });
});

describe('wall clocks', () => {
  it('compares and round-trips', () => {
    const a = parseDateBr('01/01/2024');
    const b = parseDateBr('02/01/2024');
    if (!a || !b) throw new Error('dates should parse');
    expect(compareWallClock(a, b)).toBeLessThan(0);
    expect(compareWallClock(b, a)).toBeGreaterThan(0);
    expect(compareWallClock(a, a)).toBe(0);
    expect(wallClockOf(new Date(wallClockToMillis(a)), 'UTC')).toEqual(a);
  });
});
