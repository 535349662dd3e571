const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (part: number) => String(part).padStart(2, '0');

/** Whether year, month and day name a day of the calendar (not 31/02). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/**
 * A day typed by the operator, read as Brazilian staff write it: 'DD/MM/YYYY' (also with one
 * digit, '-' or '.' between the parts), or an ISO 'YYYY-MM-DD' pasted in. Gives the
 * 'YYYY-MM-DD' day the API takes, or `null` for text that names no day of the calendar.
 */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const brazilian = DAY_MONTH_YEAR.exec(trimmed);
  const iso = brazilian ? null : ISO_DAY.exec(trimmed);
  if (!brazilian && !iso) return null;
  const [year, month, day] = brazilian
    ? [Number(brazilian[3]), Number(brazilian[2]), Number(brazilian[1])]
    : [Number(iso?.[1]), Number(iso?.[2]), Number(iso?.[3])];
  if (!isCalendarDay(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
