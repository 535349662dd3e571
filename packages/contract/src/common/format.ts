/**
 * Display formatters (spec core §1 and §9): BRL currency in pt-BR, dates in
 * America/Sao_Paulo, percentages and title truncation.
 *
 * Note: Intl writes a non-breaking space (U+00A0) between 'R$' and the amount.
 */
import {
  type DateInput,
  millisToWallClock,
  parseDateBr,
  parseDateIso,
  TIME_ZONE,
  toWallClock,
  type WallClock,
  wallClockOf,
  wallClockToMillis,
} from './dates.ts';

/** Shown in place of a value that is missing or cannot be read (spec 2nd doc §3). */
export const EMPTY_VALUE = '-';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats an amount in reais: 1234.5 → 'R$ 1.234,50' (with a non-breaking space). */
export function formatBRL(reais: number): string {
  if (!Number.isFinite(reais)) return EMPTY_VALUE;
  return brl.format(reais);
}

function isNumericLiteral(text: string): text is Intl.StringNumericLiteral {
  return /^-?\d+(?:\.\d+)?$/.test(text);
}

/**
 * Formats an amount in integer cents: 123456 → 'R$ 1.234,56'. Bigints and digit strings
 * are formatted exactly, whatever their size, because money is stored as bigint cents
 * (ARCHITECTURE "Data rules"). Fractional cents are rounded; text that is not an integer
 * gives {@link EMPTY_VALUE}.
 */
export function formatCentsBRL(cents: number | bigint | string): string {
  let whole: bigint;
  if (typeof cents === 'bigint') whole = cents;
  else if (typeof cents === 'number') {
    if (!Number.isFinite(cents)) return EMPTY_VALUE;
    whole = BigInt(Math.round(cents));
  } else {
    const text = cents.trim();
    if (!/^-?\d+$/.test(text)) return EMPTY_VALUE;
    whole = BigInt(text);
  }
  const negative = whole < 0n;
  const abs = negative ? -whole : whole;
  const decimal = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return isNumericLiteral(decimal) ? brl.format(decimal) : EMPTY_VALUE;
}

function pad(value: number, size = 2): string {
  return String(value).padStart(size, '0');
}

function dayText(clock: WallClock): string {
  return `${pad(clock.day)}/${pad(clock.month)}/${pad(clock.year, 4)}`;
}

function timeText(clock: WallClock, withSeconds: boolean): string {
  const base = `${pad(clock.hour)}:${pad(clock.minute)}`;
  return withSeconds ? `${base}:${pad(clock.second)}` : base;
}

/** DD/MM/YYYY in São Paulo; {@link EMPTY_VALUE} when missing or invalid. */
export function formatDate(value: DateInput | null | undefined): string {
  const clock = toWallClock(value);
  return clock ? dayText(clock) : EMPTY_VALUE;
}

/** DD/MM/YYYY HH:mm in São Paulo; {@link EMPTY_VALUE} when missing or invalid. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const clock = toWallClock(value);
  return clock ? `${dayText(clock)} ${timeText(clock, false)}` : EMPTY_VALUE;
}

/** DD/MM/YYYY HH:mm:ss in São Paulo (onboarding screens, spec 2nd doc §5). */
export function formatDateTimeSeconds(value: DateInput | null | undefined): string {
  const clock = toWallClock(value);
  return clock ? `${dayText(clock)} ${timeText(clock, true)}` : EMPTY_VALUE;
}

/**
 * The "minus 3 hours" date-time format (spec core §9). Some services send UTC
 * wall-clock times without a zone; these screens subtract a fixed 3 hours instead of
 * applying the São Paulo time-zone rules. The value is read as written when it has no
 * zone, and in UTC when it is an instant, then shifted by -3 h: DD/MM/YYYY HH:mm.
 */
export function formatDateTimeMinus3h(value: DateInput | null | undefined): string {
  let clock: WallClock | null;
  if (typeof value === 'string') clock = parseDateIso(value, 'UTC') ?? parseDateBr(value);
  else clock = toWallClock(value, 'UTC');
  if (!clock) return EMPTY_VALUE;
  const shifted = millisToWallClock(wallClockToMillis(clock) - 3 * 60 * 60 * 1000);
  return `${dayText(shifted)} ${timeText(shifted, false)}`;
}

/**
 * YYYY-MM-DD of a date in São Paulo, as sent by onboarding count calls (spec 2nd doc §5);
 * null when missing or invalid.
 */
export function toIsoDay(value: DateInput | null | undefined): string | null {
  const clock = toWallClock(value);
  return clock ? `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` : null;
}

/** Today's calendar date in São Paulo as YYYY-MM-DD. */
export function todayIsoDay(now: Date = new Date()): string {
  const clock = wallClockOf(now, TIME_ZONE);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Beyond this, extra decimals are binary floating-point noise, not information. */
const MAX_PERCENT_DECIMALS = 10;

function decimalsOf(value: number): number {
  const text = value.toFixed(MAX_PERCENT_DECIMALS).replace(/0+$/, '');
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Percentage with at least 2 decimals, more when the value has more (spec core §9):
 * 1.5 → '1,50%', 1.2345 → '1,2345%', the API's '4.1900' → '4,19%'. The value is already in
 * percent units.
 */
export function formatPercent(
  value: number | string | null | undefined,
  /** The screen's number style: a comma on Portuguese screens ('4,19%'), a dot on English ones. */
  locale: NumberLocale = 'pt-BR',
): string {
  if (typeof value === 'string') value = value.trim() === '' ? null : Number(value);
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  const digits = Math.max(2, decimalsOf(value));
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${text}%`;
}

const percent3 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Percentage with exactly 3 decimals: 1.5 → '1,500%'. */
export function formatPercent3(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  return `${percent3.format(value)}%`;
}

/** The number styles of the console's languages. */
export type NumberLocale = 'pt-BR' | 'en-US';

const counts: Record<NumberLocale, Intl.NumberFormat> = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }),
  'en-US': new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/** A count with thousands separators: 12345 → '12.345' (pt-BR) or '12,345' (en-US). */
export function formatCount(value: number | null | undefined, locale: NumberLocale = 'pt-BR'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  return counts[locale].format(value);
}

/** Plain pt-BR number with the given decimals: 1234.5 → '1.234,50'. */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Menu and group titles are cut at 25 characters (spec core §2.3, §9). */
export const TITLE_MAX_LENGTH = 25;

/**
 * Cuts `text` so that the result, ending included, has at most `length` characters:
 * truncate('Análise de Transações Agendadas') → 'Análise de Transações ...'.
 */
export function truncate(text: string, length = TITLE_MAX_LENGTH, ending = '...'): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return chars.slice(0, Math.max(0, length - ending.length)).join('') + ending;
}
