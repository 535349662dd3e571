/**
 * Number and date formats of the charts, in the screen's language: pt-BR under `/`, en-US
 * under `/en`. Amounts arrive in integer cents and are shown in BRL; days are read as
 * calendar days ('YYYY-MM-DD', São Paulo) and never shifted by a time zone.
 */
export type ChartLanguage = 'pt' | 'en';

export interface ChartFormat {
  language: ChartLanguage;
  /** 'R$ 1.234,56' (pt) or 'R$1,234.56' (en). */
  money: (cents: number) => string;
  /** Short amount for an axis: 'R$ 280 mil' (pt) or 'R$280K' (en). */
  moneyAxis: (cents: number) => string;
  /** Count with thousands separators: '2.467' (pt) or '2,467' (en). */
  count: (value: number) => string;
  /** Share of a whole, 0..1: '12,5%' (pt) or '12.5%' (en). */
  share: (value: number) => string;
  /** A value already in percent units, at least 2 decimals: '12,50%' (pt) or '12.50%' (en). */
  percent: (value: number | null | undefined) => string;
  /** Axis label of a bucket: DD/MM for days, 'nov/26' or 'Nov 26' for months. */
  bucketShort: (day: string, aggregator: 'day' | 'month') => string;
  /** Tooltip label of a bucket: DD/MM/YYYY for days, 'novembro de 2026' or 'November 2026'. */
  bucketLong: (day: string, aggregator: 'day' | 'month') => string;
  /** Month name of a period ('YYYY-MM' or 'YYYY-MM-DD'): 'novembro de 2026' or 'November 2026'. */
  month: (day: string) => string;
  /** Full day: DD/MM/YYYY. */
  day: (day: string) => string;
}

/** The language of an i18next language code ('pt-BR', 'en'). */
export function chartLanguage(i18nLanguage: string | undefined): ChartLanguage {
  return i18nLanguage?.startsWith('en') ? 'en' : 'pt';
}

const LOCALES: Record<ChartLanguage, string> = { pt: 'pt-BR', en: 'en-US' };
const cache = new Map<ChartLanguage, ChartFormat>();

function parts(day: string): { year: number; month: number; date: number } | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(day);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3] ?? '1') };
}

/** The chart formats of a language (built once per language). */
export function chartFormat(language: ChartLanguage): ChartFormat {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = LOCALES[language];
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const compactCurrency = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percentUnits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const utc = (p: { year: number; month: number; date: number }) =>
    new Date(Date.UTC(p.year, p.month - 1, p.date));
  const pad = (value: number) => String(value).padStart(2, '0');

  const month = (day: string) => {
    const p = parts(day);
    return p ? monthLong.format(utc(p)) : day;
  };
  const dayText = (day: string) => {
    const p = parts(day);
    return p ? `${pad(p.date)}/${pad(p.month)}/${p.year}` : day;
  };
  const format: ChartFormat = {
    language,
    money: (cents) => currency.format(cents / 100),
    moneyAxis: (cents) => compactCurrency.format(cents / 100),
    count: (value) => integer.format(value),
    share: (value) => percent.format(value),
    percent: (value) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? '-'
        : `${percentUnits.format(value)}%`,
    bucketShort: (day, aggregator) => {
      const p = parts(day);
      if (!p) return day;
      if (aggregator === 'day') return `${pad(p.date)}/${pad(p.month)}`;
      const name = monthShort.format(utc(p)).replace('.', '');
      const year = String(p.year).slice(2);
      return language === 'pt' ? `${name}/${year}` : `${name} ${year}`;
    },
    bucketLong: (day, aggregator) => (aggregator === 'day' ? dayText(day) : month(day)),
    month,
    day: dayText,
  };
  cache.set(language, format);
  return format;
}
