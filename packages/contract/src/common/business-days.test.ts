import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bankHolidays,
  isBusinessDay,
  nextBusinessDay,
  settlementDay,
} from './business-days.ts';

describe('bank holidays', () => {
  it('lists the national holidays, Carnaval Monday and Tuesday and Corpus Christi', () => {
    const days = bankHolidays(2026).map((holiday) => holiday.day);
    expect(days).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    // Easter moves Carnaval: 2027 has it on 8 and 9 February.
    expect(
      bankHolidays(2027)
        .filter((h) => h.name.startsWith('Carnaval'))
        .map((h) => h.day),
    ).toEqual(['2027-02-08', '2027-02-09']);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-19')).toBe(true);
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-02-16')).toBe(false); // Carnaval Monday
  });

  it('adds and subtracts business days', () => {
    expect(addBusinessDays('2026-11-19', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18');
    expect(addBusinessDays('2026-12-28', -1)).toBe('2026-12-24');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addBusinessDays('2026-11-19', 0)).toBe('2026-11-19');
    expect(() => addBusinessDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('settles D+N on business days', () => {
    expect(settlementDay('2026-11-19', 2)).toBe('2026-11-24');
    expect(settlementDay('2026-11-21', 0)).toBe('2026-11-23');
    expect(settlementDay('2026-11-19', 0)).toBe('2026-11-19');
    expect(nextBusinessDay('2026-04-03')).toBe('2026-04-06');
  });
});
