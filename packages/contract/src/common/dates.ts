/**
 * Calendar and wall-clock helpers shared by the formatters and the date validators.
 *
 * The console shows every time in America/Sao_Paulo (spec core §1). A value is read as:
 * - `Date`, epoch milliseconds, or an ISO string with 'Z' or an offset: an instant,
 *   converted to São Paulo wall-clock time;
 * - 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' or 'DD/MM/YYYY[ HH:mm[:ss]]' without a zone:
 *   already a São Paulo calendar date or wall-clock time, kept as written. Reading
 *   'YYYY-MM-DD' as UTC midnight would show the previous day in São Paulo.
 */

/** Time zone of every date shown by the console. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A date and time as read on a clock, without a time zone. Months are 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Anything the formatters and date validators accept as a date. */
export type DateInput = Date | string | number;

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const BR_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ ,]+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** True when year, month (1-12) and day form a real calendar date (leap years included). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= utcDate(year, month + 1, 0).getUTCDate();
}

/** `Date.UTC` maps years 0-99 to 1900-1999; setting the full year avoids that. */
function utcDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date;
}

function isValidTime(hour: number, minute: number, second: number): boolean {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

function build(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): WallClock | null {
  if (!isValidCalendarDate(year, month, day) || !isValidTime(hour, minute, second)) return null;
  return { year, month, day, hour, minute, second };
}

function num(text: string | undefined): number {
  return text === undefined ? 0 : Number(text);
}

/** Parses 'DD/MM/YYYY', optionally followed by 'HH:mm' or 'HH:mm:ss'; null when not a real date. */
export function parseDateBr(text: string): WallClock | null {
  const m = BR_PATTERN.exec(text.trim());
  if (!m) return null;
  return build(num(m[3]), num(m[2]), num(m[1]), num(m[4]), num(m[5]), num(m[6]));
}

/**
 * Parses an ISO 8601 date or date-time. Values with a zone are converted to São Paulo
 * time; values without one are kept as written. Null when not a real date.
 */
export function parseDateIso(text: string, timeZone = TIME_ZONE): WallClock | null {
  const m = ISO_PATTERN.exec(text.trim());
  if (!m) return null;
  const written = build(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6]));
  if (!written || m[7] === undefined) return written;
  const instant = new Date(text.trim().replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : wallClockOf(instant, timeZone);
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock reading of an instant in a time zone (São Paulo by default). */
export function wallClockOf(instant: Date, timeZone = TIME_ZONE): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type === 'year') clock.year = Number(part.value);
    else if (part.type === 'month') clock.month = Number(part.value);
    else if (part.type === 'day') clock.day = Number(part.value);
    else if (part.type === 'hour') clock.hour = Number(part.value);
    else if (part.type === 'minute') clock.minute = Number(part.value);
    else if (part.type === 'second') clock.second = Number(part.value);
  }
  return clock;
}

/**
 * Reads any accepted date input as São Paulo wall-clock time (see the module notes);
 * null when the value is not a valid date.
 */
export function toWallClock(value: DateInput | null | undefined, timeZone = TIME_ZONE): WallClock | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return parseDateIso(text, timeZone) ?? parseDateBr(text);
  }
  const instant = typeof value === 'number' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : wallClockOf(instant, timeZone);
}

/** Milliseconds of a wall-clock reading on a zone-free scale, for comparing and shifting. */
export function wallClockToMillis(clock: WallClock): number {
  return utcDate(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second).getTime();
}

/** Wall-clock reading of a value produced by {@link wallClockToMillis}. */
export function millisToWallClock(millis: number): WallClock {
  return wallClockOf(new Date(millis), 'UTC');
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareWallClock(a: WallClock, b: WallClock): number {
  return wallClockToMillis(a) - wallClockToMillis(b);
}

/** Same calendar day, time set to midnight. */
export function startOfDay(clock: WallClock): WallClock {
  return { ...clock, hour: 0, minute: 0, second: 0 };
}
