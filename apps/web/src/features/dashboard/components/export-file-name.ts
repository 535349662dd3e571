import { TIME_ZONE } from '@mentor/contract';

const stampFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Name of an exported file, stamped with the date and time in São Paulo (Brasília time)
 * whatever the computer's own zone: `dashboard-tpv_2026-11-22_2315.xlsx`.
 */
export function exportFileName(prefix: string, extension: string, now: Date = new Date()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    stampFormat.formatToParts(now).find((p) => p.type === type)?.value ?? '00';
  return `${prefix}_${part('year')}-${part('month')}-${part('day')}_${part('hour')}${part('minute')}.${extension}`;
}
