import { ALL_DATE_SHORTCUTS, type DateShortcut, dateShortcutRange } from './date-shortcuts';
import type { FilterDefinition, FilterQuery, FilterValue, FilterValues } from './filter-types';
import { emptyFilterValue, isDateRangeValue, isEmptyFilterValue } from './filter-values';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INTEGER = /^-?\d+$/;

/** Query parameter names used by a date-range filter. */
export function dateRangeQueryKeys(key: string): {
  start: string;
  end: string;
  type: string;
  shortcut: string;
} {
  return { start: `${key}_start`, end: `${key}_end`, type: `${key}_type`, shortcut: `${key}_range` };
}

function scalarToString(value: FilterValue): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/**
 * Turns filter values into flat, URL-safe query parameters: empty filters are omitted, numbers
 * and booleans become strings, multi-selects stay arrays and a date range becomes
 * `<key>_start`, `<key>_end` and, with a radio choice, `<key>_type`.
 */
export function filterValuesToQuery(definitions: FilterDefinition[], values: FilterValues): FilterQuery {
  const query: FilterQuery = {};
  for (const definition of definitions) {
    const value = values[definition.key];
    if (value === undefined || isEmptyFilterValue(value)) continue;
    if (definition.type === 'daterange') {
      if (!isDateRangeValue(value)) continue;
      const keys = dateRangeQueryKeys(definition.key);
      if (value.shortcut) {
        query[keys.shortcut] = value.shortcut;
      } else {
        if (value.start) query[keys.start] = value.start;
        if (value.end) query[keys.end] = value.end;
      }
      if (value.type) query[keys.type] = value.type;
      continue;
    }
    if (definition.type === 'multi-select' || definition.type === 'tags') {
      const items = Array.isArray(value) ? value : [scalarToString(value)];
      const strings = items.filter((item): item is string => typeof item === 'string' && item !== '');
      // One choice is written as plain text (`status=DENIED`); it reads back as a list.
      if (strings.length === 1 && strings[0] !== undefined) query[definition.key] = strings[0];
      else if (strings.length > 1) query[definition.key] = strings;
      continue;
    }
    const text = scalarToString(value);
    if (text !== null) query[definition.key] = text;
  }
  return query;
}

function readString(raw: unknown): string | null {
  if (typeof raw === 'string') return raw === '' ? null : raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'boolean') return String(raw);
  return null;
}

function readInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw === 'string' && INTEGER.test(raw.trim())) return Number(raw.trim());
  return null;
}

function readNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const parsed = Number(raw.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function readBoolean(raw: unknown): boolean | null {
  if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
  if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
  return null;
}

function readStringArray(raw: unknown): string[] | null {
  const items = Array.isArray(raw) ? raw : [raw];
  const strings = items.map(readString).filter((item): item is string => item !== null);
  return strings.length > 0 ? strings : null;
}

function readIsoDate(raw: unknown): string | null {
  return typeof raw === 'string' && ISO_DATE.test(raw) ? raw : null;
}

function readShortcut(raw: unknown): DateShortcut | null {
  return ALL_DATE_SHORTCUTS.find((shortcut) => shortcut === raw) ?? null;
}

function readValue(definition: FilterDefinition, query: Record<string, unknown>, now: Date): FilterValue {
  const raw = query[definition.key];
  switch (definition.type) {
    case 'daterange': {
      const keys = dateRangeQueryKeys(definition.key);
      const empty = emptyFilterValue(definition);
      const defaultType = isDateRangeValue(empty) ? (empty.type ?? null) : null;
      const shortcut = readShortcut(query[keys.shortcut]);
      const resolved = shortcut ? dateShortcutRange(shortcut, now) : null;
      const start = resolved?.start ?? readIsoDate(query[keys.start]);
      const end = resolved?.end ?? readIsoDate(query[keys.end]);
      const rawType = readString(query[keys.type]);
      const knownType = definition.radioItems?.some((item) => item.value === rawType) ? rawType : null;
      if (!start && !end) return empty;
      const range = shortcut ? { start, end, shortcut } : { start, end };
      return definition.radioItems?.length ? { ...range, type: knownType ?? defaultType } : range;
    }
    case 'currency': {
      const cents = readInteger(raw);
      return cents !== null && cents >= 0 ? cents : null;
    }
    case 'integer':
      return readInteger(raw);
    case 'float':
      return readNumber(raw);
    case 'switch':
      return readBoolean(raw);
    case 'multi-select':
    case 'tags':
      return readStringArray(raw);
    default:
      return readString(raw);
  }
}

/**
 * Reads filter values back from query parameters (the inverse of {@link filterValuesToQuery}).
 * A date shortcut (`<key>_range=yesterday`) is resolved to its dates as seen at `now`.
 * Accepts what a router may have parsed (numbers, booleans, single values for arrays); values
 * that do not fit the filter's type are dropped. Every definition gets an entry.
 */
export function queryToFilterValues(
  definitions: FilterDefinition[],
  query: Record<string, unknown>,
  now: Date = new Date(),
): FilterValues {
  const values: FilterValues = {};
  for (const definition of definitions) {
    values[definition.key] = readValue(definition, query, now);
  }
  return values;
}
