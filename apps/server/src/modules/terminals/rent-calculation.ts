import {
  RENT_CYCLE_MONTHS,
  type RentCalculation,
  type RentChargePreview,
  type RentCycle,
} from '@mentor/contract/terminals';

/**
 * Arithmetic of automatic terminal rents (docs/adr/0112). Days are ISO calendar days
 * (YYYY-MM-DD); money is integer cents.
 *
 * - `modality_cost` is the monthly cost; one charge of a cycle costs it times the cycle's months.
 * - The grace period (months) starts on `start_date`; rent runs from the day it ends.
 * - Charges fall on `charge_day_of_month`, every cycle from the first such day on or after the
 *   end of the grace period. When rent starts before that day, the first charge adds a pro rata
 *   of the monthly cost for the days in between: cost × days / days of the month before the charge.
 */
export interface RentTerms {
  modality_cost: number;
  charge_day_of_month: number;
  grace_period_type: 'NONE' | 'PRESET' | 'CUSTOM';
  grace_period: number;
  automatic_rent_cycle: RentCycle;
  start_date: string;
}

export interface RentCharge {
  reference_month: string;
  charge_date: string;
  dt_start: string;
  dt_end: string;
  amount: number;
  pro_rata: boolean;
}

const DAY_MS = 86_400_000;

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y as number, m as number, d as number];
}

function fmt(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day `months` later, clamped to the end of a shorter month. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return fmt(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

export function addDaysTo(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysFrom(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Integer division rounded half up (non-negative operands). */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export const graceMonths = (terms: RentTerms) =>
  terms.grace_period_type === 'NONE' ? 0 : terms.grace_period;

/** First day rent is due: the day after the grace period. */
export const rentStart = (terms: RentTerms) => addMonths(terms.start_date, graceMonths(terms));

/** The first charge day on or after rent starts. */
export function firstChargeDate(terms: RentTerms): string {
  const start = rentStart(terms);
  const [y, m, d] = parts(start);
  if (d <= terms.charge_day_of_month) return fmt(y, m, terms.charge_day_of_month);
  return addMonths(fmt(y, m, terms.charge_day_of_month), 1);
}

/** The n-th charge (0 first) of a rent. */
export function nthCharge(terms: RentTerms, n: number): RentCharge {
  const cycle = RENT_CYCLE_MONTHS[terms.automatic_rent_cycle];
  const first = firstChargeDate(terms);
  const chargeDate = addMonths(first, n * cycle);
  const periodEnd = addDaysTo(addMonths(first, (n + 1) * cycle), -1);
  const cycleAmount = terms.modality_cost * cycle;
  if (n === 0) {
    const start = rentStart(terms);
    const extraDays = daysFrom(start, first);
    if (extraDays > 0) {
      const monthLength = daysFrom(addMonths(first, -1), first);
      const proRata = divRound(terms.modality_cost * extraDays, monthLength);
      return {
        reference_month: monthOf(chargeDate),
        charge_date: chargeDate,
        dt_start: start,
        dt_end: periodEnd,
        amount: cycleAmount + proRata,
        pro_rata: true,
      };
    }
  }
  return {
    reference_month: monthOf(chargeDate),
    charge_date: chargeDate,
    dt_start: chargeDate,
    dt_end: periodEnd,
    amount: cycleAmount,
    pro_rata: false,
  };
}

/** The charge that falls in a month (its first day), if any. */
export function chargeInMonth(terms: RentTerms, month: string): RentCharge | null {
  const first = firstChargeDate(terms);
  const [fy, fm] = parts(first);
  const [y, m] = parts(month);
  const monthsAfter = (y - fy) * 12 + (m - fm);
  const cycle = RENT_CYCLE_MONTHS[terms.automatic_rent_cycle];
  if (monthsAfter < 0 || monthsAfter % cycle !== 0) return null;
  return nthCharge(terms, monthsAfter / cycle);
}

/** The preview shown before saving: grace months, then the charges of the first twelve months of rent. */
export function calculateRent(terms: RentTerms): RentCalculation {
  const charges: RentChargePreview[] = [];
  const grace = graceMonths(terms);
  for (let i = 0; i < grace; i++) {
    const start = addMonths(terms.start_date, i);
    charges.push({
      reference_month: monthOf(start),
      charge_date: start,
      dt_start: start,
      dt_end: addDaysTo(addMonths(terms.start_date, i + 1), -1),
      amount: 0,
      pro_rata: false,
      grace: true,
    });
  }
  const horizon = addMonths(rentStart(terms), 12);
  for (let n = 0; ; n++) {
    const charge = nthCharge(terms, n);
    if (charge.charge_date >= horizon) break;
    charges.push({ ...charge, grace: false });
  }
  return {
    cycle_amount: terms.modality_cost * RENT_CYCLE_MONTHS[terms.automatic_rent_cycle],
    grace_until: grace > 0 ? addDaysTo(rentStart(terms), -1) : null,
    charges,
    first_year_total: charges.reduce((sum, c) => sum + c.amount, 0),
  };
}
