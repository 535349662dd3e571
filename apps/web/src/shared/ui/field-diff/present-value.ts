import { formatCentsBRL, formatDate, formatDateTime, type Lang, YES_NO_BOOLEAN } from '@mentor/contract';
import { isMaskedValue } from '@mentor/contract/privacy';
import {
  type FieldMap,
  type FieldSpec,
  fieldAt,
  isEmptyValue,
  isPlainObject,
} from '@mentor/contract/record-fields';

/** A value ready to show: text, a masked personal value (with its path), a list or an object. */
export type Shown =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'masked'; value: string; path: string }
  | { type: 'list'; items: { key: string; value: Shown }[] }
  | { type: 'record'; parts: { key: string; label: string; value: Shown }[] };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function orRaw(text: string, value: unknown): string {
  return text === '-' ? String(value) : text;
}

const numberFormat = (lang: Lang) => new Intl.NumberFormat(lang === 'en' ? 'en' : 'pt-BR');

/** An exact decimal rate in the reader's notation, two decimals at least: '1.2345' → '1,2345%'. */
export function formatRate(value: unknown, lang: Lang): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text)) return String(value);
  const [whole = '0', decimals = ''] = text.split('.');
  const negative = whole.startsWith('-');
  const digits = numberFormat(lang).format(BigInt(negative ? whole.slice(1) : whole));
  return `${negative ? '-' : ''}${digits}${lang === 'en' ? '.' : ','}${decimals.padEnd(2, '0')}%`;
}

/** One scalar by its declared kind; undeclared instants, days and yes/no are recognised. */
function scalarText(value: unknown, spec: FieldSpec | undefined, lang: Lang): string {
  switch (spec?.kind) {
    case 'money':
      return typeof value === 'number' || typeof value === 'string'
        ? orRaw(formatCentsBRL(value), value)
        : String(value);
    case 'date':
      return typeof value === 'string' || typeof value === 'number'
        ? orRaw(formatDate(value), value)
        : String(value);
    case 'datetime':
      return typeof value === 'string' || typeof value === 'number'
        ? orRaw(formatDateTime(value), value)
        : String(value);
    case 'number':
      return typeof value === 'number' ? numberFormat(lang).format(value) : String(value);
    case 'percent':
      return formatRate(value, lang);
    case 'enum':
      return spec.options ? spec.options.label(value, lang) : String(value);
    case 'boolean':
      return typeof value === 'boolean' ? YES_NO_BOOLEAN.label(value, lang) : String(value);
    default:
      if (typeof value === 'boolean') return YES_NO_BOOLEAN.label(value, lang);
      if (typeof value === 'string' && INSTANT.test(value)) return orRaw(formatDateTime(value), value);
      if (typeof value === 'string' && DAY.test(value)) return orRaw(formatDate(value), value);
      return String(value);
  }
}

function presentRecord(
  value: Record<string, unknown>,
  fields: FieldMap | undefined,
  lang: Lang,
  path: string,
): Shown {
  const parts = Object.entries(value)
    .map(([key, item]) => ({ key, item, ...fieldAt(fields, key, lang) }))
    .filter(({ item, spec }) => !spec?.hidden && !isEmptyValue(item))
    .map(({ key, item, label, spec }) => ({
      key,
      label,
      value: presentValue(item, spec, lang, `${path}.${key}`),
    }));
  return parts.length === 0 ? { type: 'empty' } : { type: 'record', parts };
}

/**
 * A value as the reader sees it: money in R$, dates in São Paulo, options by their label, yes/no,
 * lists item by item and objects field by field (named by `spec.items`). Masked personal values
 * keep their path, which a reveal asks for.
 */
export function presentValue(value: unknown, spec: FieldSpec | undefined, lang: Lang, path: string): Shown {
  if (isEmptyValue(value)) return { type: 'empty' };
  if (isMaskedValue(value)) return { type: 'masked', value: value as string, path };
  if (Array.isArray(value)) {
    const items = value.map((item, index) => {
      const key = `${path}.${index}`;
      return { key, value: presentValue(item, spec, lang, key) };
    });
    return { type: 'list', items };
  }
  if (isPlainObject(value)) return presentRecord(value, spec?.items, lang, path);
  return { type: 'text', text: scalarText(value, spec, lang) };
}

/** The plain text of a shown value (for labels and folding). */
export function shownText(shown: Shown): string {
  switch (shown.type) {
    case 'empty':
      return '—';
    case 'text':
      return shown.text;
    case 'masked':
      return shown.value;
    case 'list':
      return shown.items.map((item) => shownText(item.value)).join('; ');
    case 'record':
      return shown.parts.map((part) => `${part.label}: ${shownText(part.value)}`).join(' · ');
  }
}
