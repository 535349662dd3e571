import { describe, expect, it } from 'vitest';
import { restaurantPlanDays } from './plans-seed.ts';

describe('demo restaurant plan', () => {
  it('puts its rates in force on the São Paulo day, also after 21:00 in Brasília', () => {
    expect(restaurantPlanDays(new Date('2026-11-25T23:30:00Z'))).toEqual({
      today: '2026-11-25',
      later: '2026-12-25',
    });
    expect(restaurantPlanDays(new Date('2026-11-26T03:00:00Z'))).toEqual({
      today: '2026-11-26',
      later: '2026-12-26',
    });
  });
});
