import { sql } from 'kysely';

/**
 * Day bounds in São Paulo time, where the business day is counted. A filter from `start` to
 * `end` (calendar days, YYYY-MM-DD) is `>= dayStart(start)` and `< dayAfter(end)`, computed by
 * PostgreSQL (daylight-saving rules included) so the index on the timestamptz column is used.
 */
export const SAO_PAULO = 'America/Sao_Paulo';

/** First instant of a calendar day in São Paulo. */
export const dayStart = (isoDay: string) =>
  sql<Date>`(${isoDay}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

/** First instant of the day after a calendar day in São Paulo. */
export const dayAfter = (isoDay: string) =>
  sql<Date>`(${isoDay}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`;

/** First instant of a month in São Paulo. */
export const monthStart = (year: number, month: number) =>
  sql<Date>`make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) AT TIME ZONE 'America/Sao_Paulo'`;

/** First instant of the month after in São Paulo. */
export const monthAfter = (year: number, month: number) =>
  sql<Date>`(make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) + interval '1 month') AT TIME ZONE 'America/Sao_Paulo'`;

const spDay = new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO });

/** Today (or the day of `at`) in São Paulo, as YYYY-MM-DD. */
export function todaySaoPaulo(at: Date = new Date()): string {
  return spDay.format(at);
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `start` to `end` (YYYY-MM-DD), both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const HOUR_MS = 3_600_000;
const spClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** Offsets by UTC hour: São Paulo's offset has only ever changed on the hour. */
const offsetByHour = new Map<number, number>();

/**
 * Minutes São Paulo's clock is ahead of UTC at an instant, from the IANA zone America/Sao_Paulo:
 * −180 since 2019, −120 in the daylight-saving summers before. Cached per hour, so exports of
 * millions of rows ask Intl once per distinct hour.
 */
export function saoPauloOffsetMinutes(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of spClock.formatToParts(new Date(hour * HOUR_MS))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute);
  const offset = Math.round((wall - hour * HOUR_MS) / 60_000);
  if (offsetByHour.size > 200_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/**
 * São Paulo's wall clock at an instant, as a Date whose UTC fields read it: what a spreadsheet
 * date cell holds, and what `getUTC*` formatting needs.
 */
export function saoPauloWallClock(at: Date | number): Date {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + saoPauloOffsetMinutes(ms) * 60_000);
}

/**
 * The instant São Paulo's clock reads `time` (HH:mm) on a calendar day (YYYY-MM-DD). A time the
 * clock skipped when daylight saving began gives the first instant after the gap, as PostgreSQL
 * does for `dayStart`.
 */
export function saoPauloInstant(isoDay: string, time = '00:00'): Date {
  const wall = Date.parse(`${isoDay}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a day and time: ${isoDay} ${time}`);
  const first = wall - saoPauloOffsetMinutes(wall) * 60_000;
  const second = wall - saoPauloOffsetMinutes(first) * 60_000;
  return new Date(saoPauloWallClock(second).getTime() === wall ? second : first);
}
