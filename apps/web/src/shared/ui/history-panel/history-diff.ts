/** One field of a before/after pair. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens nested objects into dotted paths ('centralizer_account.agency'); arrays stay whole. */
function flatten(value: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of an audit entry's before and after, each marked changed or not, in the order
 * they first appear (after's order for creations). Values that are not objects count as one
 * field named 'value'.
 */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const wrap = (v: unknown) => (isPlainObject(v) || v === null || v === undefined ? v : { value: v });
  const b = flatten(wrap(before));
  const a = flatten(wrap(after));
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.map((field) => {
    const was = b.get(field);
    const is = a.get(field);
    return { field, before: was, after: is, changed: !same(was, is) };
  });
}

/** A value as the panel shows it: '—' for nothing, text as is, the rest as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
