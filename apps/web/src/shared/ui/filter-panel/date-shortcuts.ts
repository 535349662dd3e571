import { todayIsoDay } from '@mentor/contract';

/**
 * Date-range shortcuts of the filter panel (spec core §3.1): Hoje, Ontem, Últimos 7, 15 and 30
 * dias, Mês atual. "Today" is the calendar day in America/Sao_Paulo (spec core §1), whatever the
 * browser's own time zone; the "last N days" ranges include today.
 */

/** A date-range shortcut key. */
export type DateShortcut = 'today' | 'yesterday' | 'last7' | 'last15' | 'last30' | 'currentMonth' | 'last90';

/** The spec's shortcut keys, in the order they are offered: every date range has them. */
export const DATE_SHORTCUTS: readonly DateShortcut[] = [
  'today',
  'yesterday',
  'last7',
  'last15',
  'last30',
  'currentMonth',
];

/**
 * Every shortcut a range may be picked with: the spec's, and Últimos 90 dias, which a field
 * offers when it asks for it (the dashboards, whose usual view is a quarter).
 */
export const ALL_DATE_SHORTCUTS: readonly DateShortcut[] = [...DATE_SHORTCUTS, 'last90'];

const pad = (value: number, size = 2): string => String(value).padStart(size, '0');

function toIso(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Adds whole days to an ISO date (`YYYY-MM-DD`). */
export function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return toIso(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The `{start, end}` ISO dates a shortcut stands for, as seen at `now`. */
export function dateShortcutRange(
  shortcut: DateShortcut,
  now: Date = new Date(),
): { start: string; end: string } {
  const today = todayIsoDay(now);
  switch (shortcut) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'last15':
      return { start: addDays(today, -14), end: today };
    case 'last30':
      return { start: addDays(today, -29), end: today };
    case 'last90':
      return { start: addDays(today, -89), end: today };
    case 'currentMonth': {
      const firstDay = `${today.slice(0, 8)}01`;
      const [year = 0, month = 1] = today.split('-').map(Number);
      return { start: firstDay, end: toIso(new Date(Date.UTC(year, month, 0))) };
    }
  }
}
