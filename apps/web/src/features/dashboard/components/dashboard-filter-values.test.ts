import { describe, expect, it } from 'vitest';
import { defaultRange, toDashboardQuery, withDashboardDefaults } from './use-dashboard-filters';

describe('dashboard filter values', () => {
  it('defaults to CONFIRMED and the last N days ending today', () => {
    const values = withDashboardDefaults({}, 30);
    expect(values.status).toEqual(['CONFIRMED']);
    const range = defaultRange(30);
    expect(values.date).toEqual(range);
    const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 + 1;
    expect(days).toBe(30);
    expect(withDashboardDefaults({}, 90, false).status).toBeUndefined();
  });

  it('keeps a chosen period and turns it into start and end', () => {
    const values = withDashboardDefaults(
      { date: { start: '2026-02-01', end: '2026-02-28' }, project: '2' },
      30,
    );
    expect(toDashboardQuery(values)).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
      project: '2',
      status: ['CONFIRMED'],
    });
  });
});
