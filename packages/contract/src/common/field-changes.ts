/**
 * Which fields of a change differ, computed the same way where the values are clear (the server,
 * before personal data is masked) and where they are shown (the console).
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nothing, an empty text, list or object: all say "no value". */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

/** Nested objects as dotted paths ('centralizer_account.agency'); arrays stay whole. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value) && (Object.keys(value).length > 0 || !prefix)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One field of a change: its path, nested objects joined by dots ('affected.tpv_last_30_days'). */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * Every field of a before/after pair, in the order they first appear (before's, then after's new
 * ones), each with whether its value differs. A bare value counts as one field named 'value'.
 */
export function compareFields(before: unknown, after: unknown): (FieldChange & { changed: boolean })[] {
  const wrap = (v: unknown) => (isPlainObject(v) || v === null || v === undefined ? v : { value: v });
  const was = flatten(wrap(before), '', new Map());
  const is = flatten(wrap(after), '', new Map());
  return [...new Set([...was.keys(), ...is.keys()])].map((path) => {
    const b = was.get(path);
    const a = is.get(path);
    return { path, before: b, after: a, changed: !sameValue(b, a) };
  });
}

/** The paths of the fields whose value differs. */
export function changedPaths(before: unknown, after: unknown): string[] {
  return compareFields(before, after)
    .filter((field) => field.changed)
    .map((field) => field.path);
}
