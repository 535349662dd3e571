import { describe, expect, it } from 'vitest';
import { addMonths, calculateRent, chargeInMonth, nthCharge, type RentTerms } from './rent-calculation.ts';

const base: RentTerms = {
  modality_cost: 9990,
  charge_day_of_month: 10,
  grace_period_type: 'NONE',
  grace_period: 0,
  automatic_rent_cycle: 'MONTHLY',
  start_date: '2026-03-20',
};

describe('automatic rent arithmetic', () => {
  it('clamps month arithmetic to the end of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-10', -1)).toBe('2026-02-10');
  });

  it('adds the pro rata of the days before the first charge day to the first charge', () => {
    // 20 Mar → 10 Apr is 21 days of the 31 between 10 Mar and 10 Apr: 9990 × 21 / 31 = 6767.42.
    expect(nthCharge(base, 0)).toEqual({
      reference_month: '2026-04-01',
      charge_date: '2026-04-10',
      dt_start: '2026-03-20',
      dt_end: '2026-05-09',
      amount: 9990 + 6767,
      pro_rata: true,
    });
    expect(nthCharge(base, 1)).toMatchObject({ charge_date: '2026-05-10', amount: 9990, pro_rata: false });
  });

  it('charges no pro rata when rent starts on the charge day', () => {
    const terms = { ...base, start_date: '2026-03-10' };
    expect(nthCharge(terms, 0)).toMatchObject({ charge_date: '2026-03-10', amount: 9990, pro_rata: false });
    const preview = calculateRent(terms);
    expect(preview.charges).toHaveLength(12);
    expect(preview.first_year_total).toBe(12 * 9990);
    expect(preview.grace_until).toBeNull();
  });

  it('starts rent after the grace months, which the preview lists at zero', () => {
    const terms: RentTerms = {
      ...base,
      grace_period_type: 'PRESET',
      grace_period: 3,
      start_date: '2026-01-31',
      charge_day_of_month: 5,
    };
    const preview = calculateRent(terms);
    expect(preview.grace_until).toBe('2026-04-29');
    const grace = preview.charges.filter((c) => c.grace);
    expect(grace.map((c) => c.reference_month)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(grace.every((c) => c.amount === 0)).toBe(true);
    // Rent from 30 Apr; first charge 5 May with 5 days of the 30 between 5 Apr and 5 May: 1665.
    const first = preview.charges.find((c) => !c.grace);
    expect(first).toMatchObject({
      charge_date: '2026-05-05',
      dt_start: '2026-04-30',
      amount: 9990 + 1665,
      pro_rata: true,
    });
    expect(chargeInMonth(terms, '2026-04-01')).toBeNull();
    expect(chargeInMonth(terms, '2026-05-01')?.amount).toBe(11655);
  });

  it('charges a quarter at once on quarterly cycles and nothing in between', () => {
    const terms: RentTerms = {
      ...base,
      modality_cost: 5000,
      charge_day_of_month: 1,
      start_date: '2026-01-01',
      automatic_rent_cycle: 'QUARTERLY',
    };
    const preview = calculateRent(terms);
    expect(preview.cycle_amount).toBe(15000);
    expect(preview.charges.map((c) => c.charge_date)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(preview.charges[0]?.dt_end).toBe('2026-03-31');
    expect(preview.first_year_total).toBe(60000);
    expect(chargeInMonth(terms, '2026-02-01')).toBeNull();
    expect(chargeInMonth(terms, '2026-07-01')?.amount).toBe(15000);
    expect(chargeInMonth(terms, '2025-12-01')).toBeNull();
  });

  it('charges a year at once on annual cycles', () => {
    const terms: RentTerms = { ...base, automatic_rent_cycle: 'ANNUAL', start_date: '2026-03-10' };
    const preview = calculateRent(terms);
    expect(preview.charges).toHaveLength(1);
    expect(preview.charges[0]).toMatchObject({ amount: 9990 * 12, dt_end: '2027-03-09' });
  });

  it('ignores the grace period when the type is none', () => {
    const terms: RentTerms = { ...base, grace_period: 6 };
    expect(calculateRent(terms).charges.some((c) => c.grace)).toBe(false);
  });
});
