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
