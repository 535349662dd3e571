/**
 * Business days of the Brazilian financial system: weekends and national holidays are not
 * business days, nor Carnaval (Monday and Tuesday) and Corpus Christi, when banks close.
 * Holidays come from `@brazilian-utils/brazilian-utils`, which lists Carnaval Tuesday only; the
 * Monday before it is added here. Days are calendar days as YYYY-MM-DD, so results never depend
 * on the time zone of the machine.
 */
import { getHolidays } from '@brazilian-utils/brazilian-utils';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** UTC midnight of a YYYY-MM-DD day, for calendar arithmetic. */
function utcDate(isoDay: string): Date {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${isoDay}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) throw new RangeError(`Not a calendar day: ${isoDay}`);
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcIsoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The library gives holidays as local midnight of their day. */
const localIsoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const shift = (isoDay: string, days: number) =>
  utcIsoDay(new Date(utcDate(isoDay).getTime() + days * DAY_MS));

export interface BankHoliday {
  day: string;
  name: string;
}

const byYear = new Map<number, BankHoliday[]>();

/** Days the financial system is closed in a year besides weekends, in date order. */
export function bankHolidays(year: number): BankHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  const holidays: BankHoliday[] = [];
  for (const holiday of getHolidays({ year })) {
    if (holiday.type !== 'national' && holiday.type !== 'optional') continue;
    const day = localIsoDay(holiday.date);
    holidays.push({ day, name: holiday.name });
    if (holiday.name.startsWith('Carnaval'))
      holidays.push({ day: shift(day, -1), name: 'Carnaval (segunda-feira)' });
  }
  holidays.sort((a, b) => a.day.localeCompare(b.day));
  byYear.set(year, holidays);
  return holidays;
}

/** True on a weekday on which the financial system opens. */
export function isBusinessDay(isoDay: string): boolean {
  const weekday = utcDate(isoDay).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(isoDay.slice(0, 4));
  return !bankHolidays(year).some((holiday) => holiday.day === isoDay);
}

/** The business day `count` business days after `isoDay` (before it, when negative). */
export function addBusinessDays(isoDay: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of days: ${count}`);
  const step = count < 0 ? -1 : 1;
  let day = isoDay;
  utcDate(day);
  for (let left = Math.abs(count); left > 0; ) {
    day = shift(day, step);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** `isoDay` itself when it is a business day, else the next one. */
export function nextBusinessDay(isoDay: string): string {
  return isBusinessDay(isoDay) ? isoDay : addBusinessDays(isoDay, 1);
}

/** Settlement day of a D+N operation: N business days after the operation day (D+0: that day, or the next business day). */
export function settlementDay(operationDay: string, businessDays: number): string {
  return businessDays === 0 ? nextBusinessDay(operationDay) : addBusinessDays(operationDay, businessDays);
}
