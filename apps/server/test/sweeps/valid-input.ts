import type { z } from 'zod';

/**
 * Valid input generated from a zod schema: a first value built by walking the schema (zod 4's own
 * definitions and bags: formats, patterns, bounds, enumerations), then repaired where the schema's
 * refinements (CPF/CNPJ check digits, dates in order, cross-field rules) refuse it, by trying
 * candidate values of the right kind at the paths the schema names in its issues. Field names
 * steer the first choice (a `document` gets a valid CNPJ, an `email` an address), and `hints`
 * give values a caller knows (fixture ids, a foreign project).
 */

type Def = { type: string; [key: string]: unknown };
type Bag = Record<string, unknown> & { patterns?: Set<RegExp> };
type Schema = z.ZodType & { _zod: { def: Def; bag: Bag } };

export type Hints = Readonly<Record<string, unknown>>;

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;
/** The schema's bounds and formats: its bag, completed from its checks (arrays fill no bag). */
function bagOf(schema: unknown): Bag {
  const bag: Bag = { ...((schema as Schema)._zod.bag ?? {}) };
  const checks =
    (defOf(schema).checks as Array<{ _zod: { def: Record<string, unknown> } }> | undefined) ?? [];
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === 'length_equals') bag.length = c.length;
    if (c.check === 'min_length' && bag.minimum === undefined) bag.minimum = c.minimum;
    if (c.check === 'max_length' && bag.maximum === undefined) bag.maximum = c.maximum;
  }
  return bag;
}

export const VALID_CPF = '52998224725';
export const VALID_CNPJ = '11222333000181';
const UUID = '7f1c2e36-3b1a-4d5e-9f3c-2a6b8c9d0e1f';
const TODAY = new Date().toISOString().slice(0, 10);

/** Values tried, in order, for a string the first guess did not satisfy. */
const STRING_CANDIDATES: readonly string[] = [
  'Sweep',
  '1',
  TODAY,
  `${TODAY}T12:00:00.000Z`,
  VALID_CNPJ,
  VALID_CPF,
  UUID,
  'sweep@mentor.test',
  '(11) 98765-4321',
  '11987654321',
  '01310-100',
  '01310100',
  '12:00',
  '0001',
  '12345-6',
  'OTHER',
  'sweep_name',
  'mentor_sweep',
  'https://mentor.test/hook',
  '30/11/2026',
  '2026-11',
  '11',
  'A',
  'SP',
  '18:00',
  '6201501',
  '1234567',
  '202611',
  '123456',
  '10,00',
  '10.00',
  '100',
  'xlsx',
  'csv',
  'a'.repeat(20),
];

const NUMBER_CANDIDATES: readonly number[] = [1, 2, 0, 100, 10, 1000, 12, 2026, 0.5, 30];

function nameHint(name: string, kind: 'string' | 'number'): unknown {
  const n = name.toLowerCase();
  if (kind === 'number') {
    if (/year/.test(n)) return 2026;
    if (/month/.test(n)) return 11;
    if (/day$/.test(n)) return 1;
    if (/page_size|pagesize|per_page|limit|size/.test(n)) return 10;
    if (/page/.test(n)) return 1;
    return undefined;
  }
  if (/e_?mail/.test(n)) return 'sweep@mentor.test';
  if (n === 'cpf') return VALID_CPF;
  if (/cnpj|document|cpf_cnpj|doc$|taxid/.test(n)) return VALID_CNPJ;
  if (/phone|celular|mobile|telefone/.test(n)) return '(11) 98765-4321';
  if (/cep|postal|zip/.test(n)) return '01310-100';
  if (n === 'state' || n === 'uf') return 'SP';
  if (/closes?_at|end_time/.test(n)) return '18:00';
  if (/opens?_at|start_time/.test(n)) return '08:00';
  if (/password|secret/.test(n)) return 'Sweep-Senha-2026!';
  if (/url|uri|link/.test(n)) return 'https://mentor.test/hook';
  if (/(^|_)(start|end|from|to)?_?date|date(_|$)|^(start|end)$|birthday|_at$|day$/.test(n)) return TODAY;
  if (/uuid/.test(n)) return UUID;
  if (/reason_code/.test(n)) return 'OTHER';
  if (/comment|reason|description|note|justification|observation/.test(n)) return 'Varredura de regras';
  if (/name|label|title/.test(n)) return 'Sweep';
  return undefined;
}

function stringFor(schema: unknown, name: string): string {
  const bag = bagOf(schema);
  const format = bag.format as string | undefined;
  const min = (bag.length as number | undefined) ?? (bag.minimum as number | undefined) ?? 0;
  const max =
    (bag.length as number | undefined) ?? (bag.maximum as number | undefined) ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) =>
    s.length >= min && s.length <= max && [...(bag.patterns ?? [])].every((p) => new RegExp(p).test(s));
  const byFormat: Record<string, string> = {
    email: 'sweep@mentor.test',
    uuid: UUID,
    guid: UUID,
    datetime: `${TODAY}T12:00:00.000Z`,
    date: TODAY,
    time: '12:00:00',
    url: 'https://mentor.test/hook',
  };
  const preferred = [format ? byFormat[format] : undefined, nameHint(name, 'string')].filter(
    (v): v is string => typeof v === 'string',
  );
  for (const candidate of [...preferred, ...STRING_CANDIDATES]) if (fits(candidate)) return candidate;
  if (Number.isFinite(min) && min > 0) return '1'.repeat(min);
  return preferred[0] ?? 'Sweep';
}

function numberFor(schema: unknown, name: string, variant = 0): number {
  const bag = bagOf(schema);
  const integer = typeof bag.format === 'string' && /int/.test(bag.format);
  const min = (bag.minimum as number | undefined) ?? (bag.exclusiveMinimum as number | undefined);
  const max = (bag.maximum as number | undefined) ?? (bag.exclusiveMaximum as number | undefined);
  const ok = (n: number) =>
    (min === undefined || n > min || (n === min && bag.exclusiveMinimum === undefined)) &&
    (max === undefined || n < max || (n === max && bag.exclusiveMaximum === undefined)) &&
    (!integer || Number.isInteger(n));
  // The items of a list differ (weekdays of a week, installments): the n-th item counts up.
  if (variant > 0) {
    const start = Math.ceil((min ?? 0) + (bag.exclusiveMinimum !== undefined ? 1 : 0));
    if (ok(start + variant - 1)) return start + variant - 1;
  }
  const hinted = nameHint(name, 'number');
  for (const candidate of [hinted, ...NUMBER_CANDIDATES]) {
    if (typeof candidate === 'number' && ok(candidate)) return candidate;
  }
  return min ?? 1;
}

/**
 * A first value for the schema. `optional` fields are left out unless `hints` name them; the
 * value of a field a hint names is the hint's.
 */
export function firstValue(schema: unknown, name = '', hints: Hints = {}, depth = 0, variant = 0): unknown {
  if (name in hints) return asSchemaType(schema, hints[name]);
  const def = defOf(schema);
  if (depth > 12) return undefined;
  switch (def.type) {
    case 'string':
      return stringFor(schema, name);
    case 'number':
      return numberFor(schema, name, variant);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date();
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return 'Sweep';
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return values.includes('OTHER') && /reason/.test(name) ? 'OTHER' : values[0];
    }
    case 'optional':
      return undefined;
    case 'nullable':
      return firstValue(def.innerType, name, hints, depth + 1, variant);
    case 'default':
    case 'prefault':
      return firstValue(def.innerType, name, hints, depth + 1, variant);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return firstValue(def.innerType, name, hints, depth + 1, variant);
    case 'lazy':
      return firstValue((def.getter as () => unknown)(), name, hints, depth + 1);
    case 'pipe': {
      // A transform's input is what the caller sends; a pipe into a check, the check's type.
      const input = defOf(def.in);
      return firstValue(input.type === 'transform' ? def.out : def.in, name, hints, depth + 1, variant);
    }
    case 'transform':
      return 'Sweep';
    case 'array': {
      const bag = bagOf(schema);
      const min = (bag.length as number | undefined) ?? (bag.minimum as number | undefined) ?? 1;
      return Array.from({ length: Math.max(min, 1) }, (_, i) =>
        firstValue(def.element, name.replace(/s$/, ''), hints, depth + 1, min > 1 ? i + 1 : 0),
      );
    }
    case 'tuple':
      return (def.items as unknown[]).map((item) => firstValue(item, name, hints, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const optional = defOf(field).type === 'optional' || (field as Schema).safeParse(undefined).success;
        if (optional && !(key in hints)) continue;
        const value = firstValue(field, key, hints, depth + 1, variant);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'record':
      return {};
    case 'union': {
      const options = def.options as unknown[];
      for (const option of options) {
        const value = firstValue(option, name, hints, depth + 1);
        if ((option as Schema).safeParse(value).success) return value;
      }
      return firstValue(options[0], name, hints, depth + 1);
    }
    case 'intersection':
      return {
        ...(firstValue(def.left, name, hints, depth + 1) as object),
        ...(firstValue(def.right, name, hints, depth + 1) as object),
      };
    case 'custom':
      return 'Sweep';
    default:
      return undefined;
  }
}

/** A hinted id as the type the schema takes: path parameters are text, body ids numbers. */
function asSchemaType(schema: unknown, value: unknown): unknown {
  const type = defOf(unwrap(schema)).type;
  if (type === 'string' && typeof value === 'number') return String(value);
  if (type === 'number' && typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return value;
}

type Path = ReadonlyArray<PropertyKey>;

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? Reflect.get(v, key) : undefined),
    value,
  );
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const base: Record<PropertyKey, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as object) };
  Reflect.set(base, head as PropertyKey, setAt(Reflect.get(base, head as PropertyKey), rest, next));
  return base;
}

/** The schema a path of the value leads to (through wrappers), or undefined. */
function schemaAt(schema: unknown, path: Path): unknown {
  let current: unknown = schema;
  for (const key of path) {
    current = unwrap(current);
    const def = defOf(current);
    if (def.type === 'object') current = (def.shape as Record<string, unknown>)[String(key)];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'tuple') current = (def.items as unknown[])[Number(key)];
    else return undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = defOf(current);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
    )
      current = def.innerType;
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy') current = (def.getter as () => unknown)();
    else return current;
  }
  return current;
}

/** The part of an issue's path the input has: a transformed text's issues point into its output. */
function inputPath(value: unknown, path: Path): Path {
  const out: PropertyKey[] = [];
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') break;
    out.push(key);
    current = Reflect.get(current, key);
  }
  return out;
}

function candidatesFor(schema: unknown): unknown[] {
  if (schema === undefined) return [...STRING_CANDIDATES, ...NUMBER_CANDIDATES, true, null, undefined];
  const def = defOf(unwrap(schema));
  if (def.type === 'number') return [...NUMBER_CANDIDATES, -1, 99];
  if (def.type === 'string') return [...STRING_CANDIDATES];
  if (def.type === 'boolean') return [true, false];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'array') {
    const item = firstValue(def.element);
    return [[], [item], [item, item]];
  }
  if (def.type === 'union')
    return (def.options as unknown[]).flatMap((o) => [firstValue(o), ...candidatesFor(o).slice(0, 12)]);
  return [firstValue(schema), null, undefined];
}

export interface Generated {
  value: unknown;
  valid: boolean;
  /** The schema's last complaint when no valid value was found. */
  issues: string[];
}

/**
 * A value the schema accepts: the first value, then repairs at each path the schema complains
 * about, trying candidates of that path's type (a bounded search).
 */
export function validValue(schema: z.ZodType | undefined, hints: Hints = {}): Generated {
  if (!schema) return { value: undefined, valid: true, issues: [] };
  let value = firstValue(schema, '', hints);
  let result = schema.safeParse(value);
  const tried = new Set<string>();
  for (let round = 0; round < 80 && !result.success; round += 1) {
    let improved = false;
    for (const issue of result.success ? [] : result.error.issues) {
      const path = inputPath(value, issue.path);
      const here = getAt(value, path);
      // Where the complaint is about a whole object (a cross-field rule), try each of its fields.
      const targets: Path[] =
        here !== null && typeof here === 'object' && !Array.isArray(here)
          ? Object.keys(here).map((k) => [...path, k])
          : [path];
      const before = result.success ? 0 : result.error.issues.length;
      for (const target of targets) {
        // A hinted value (a fixture's record) is never traded for another.
        if (String(target[target.length - 1]) in hints) continue;
        const named = 'values' in issue && Array.isArray(issue.values) ? issue.values : [];
        for (const candidate of [...named, ...candidatesFor(schemaAt(schema, target))]) {
          const key = `${target.map(String).join('.')}=${JSON.stringify(candidate)}`;
          if (tried.has(key)) continue;
          tried.add(key);
          const next = setAt(value, target, candidate);
          const parsed = schema.safeParse(next);
          const same = (i: z.core.$ZodIssue) =>
            i.path.map(String).join('.') === issue.path.map(String).join('.') && i.message === issue.message;
          if (parsed.success || (!parsed.error.issues.some(same) && parsed.error.issues.length <= before)) {
            value = next;
            result = parsed;
            improved = true;
            break;
          }
        }
        if (improved) break;
      }
      if (improved) break;
    }
    if (!improved) break;
  }
  return {
    value,
    valid: result.success,
    issues: result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}
