import { describe, expect, it } from 'vitest';
import { ALL_DATE_SHORTCUTS, addDays, DATE_SHORTCUTS, dateShortcutRange } from './date-shortcuts';

describe('dateShortcutRange', () => {
  // 2025-03-01 01:30 UTC is still 28 February in São Paulo (UTC-3).
  const lateNightUtc = new Date('2025-03-01T01:30:00Z');

  it('takes "today" in America/Sao_Paulo, not in UTC', () => {
    expect(dateShortcutRange('today', lateNightUtc)).toEqual({ start: '2025-02-28', end: '2025-02-28' });
  });

  it('computes yesterday and the last N days including today', () => {
    expect(dateShortcutRange('yesterday', lateNightUtc)).toEqual({ start: '2025-02-27', end: '2025-02-27' });
    expect(dateShortcutRange('last7', lateNightUtc)).toEqual({ start: '2025-02-22', end: '2025-02-28' });
    expect(dateShortcutRange('last15', lateNightUtc)).toEqual({ start: '2025-02-14', end: '2025-02-28' });
    expect(dateShortcutRange('last30', lateNightUtc)).toEqual({ start: '2025-01-30', end: '2025-02-28' });
    expect(dateShortcutRange('last90', lateNightUtc)).toEqual({ start: '2024-12-01', end: '2025-02-28' });
  });

  it("offers the spec's six shortcuts everywhere; the 90 days only where a field asks for them", () => {
    expect(DATE_SHORTCUTS).toEqual(['today', 'yesterday', 'last7', 'last15', 'last30', 'currentMonth']);
    expect(ALL_DATE_SHORTCUTS).toEqual([...DATE_SHORTCUTS, 'last90']);
  });

  it('covers the whole current month', () => {
    expect(dateShortcutRange('currentMonth', lateNightUtc)).toEqual({
      start: '2025-02-01',
      end: '2025-02-28',
    });
    expect(dateShortcutRange('currentMonth', new Date('2024-02-10T15:00:00Z'))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('adds days across month and year boundaries', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
