/**
 * Examples of list answers in the OpenAPI document: one page holding one item, built from the
 * answer's own schema (JSON Schema 2020-12, as the document's OpenAPI 3.1 uses), so the example
 * always agrees with what the server validates its answers against.
 */

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values that satisfy the string formats zod writes into the document (and their patterns). */
const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  guid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  'date-time': '2026-01-15T13:45:00.000Z',
  date: '2026-01-15',
  decimal: '2.35',
  time: '13:45:00',
  email: 'operator@example.com.br',
  uri: 'https://example.com.br/file',
  url: 'https://example.com.br/file',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
};

const MAX_DEPTH = 12;

export interface SampleContext {
  /** `#/components/schemas/Name` → schema, for schemas the document holds by reference. */
  resolve(ref: string): Schema | undefined;
}

function sampleString(schema: Schema): string {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  let value = format ?? 'text';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  if (format === undefined) {
    if (value.length < min) value = value.padEnd(min, 'x');
    if (value.length > max) value = value.slice(0, max);
  }
  return value;
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const step = integer ? 1 : 0.01;
  const low =
    num('exclusiveMinimum') !== undefined ? (num('exclusiveMinimum') as number) + step : num('minimum');
  const high =
    num('exclusiveMaximum') !== undefined ? (num('exclusiveMaximum') as number) - step : num('maximum');
  let value = 1;
  if (low !== undefined && value < low) value = integer ? Math.ceil(low) : low;
  if (high !== undefined && value > high) value = integer ? Math.floor(high) : high;
  const multiple = num('multipleOf');
  if (multiple) value = Math.ceil(value / multiple) * multiple;
  return value;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/** A value valid against `schema`: the first enum value, non-null branch and one array item. */
export function sampleOf(schema: unknown, context: SampleContext, depth = 0): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') return sampleOf(context.resolve(schema.$ref), context, depth + 1);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const preferred = branches.find((b) => !(isSchema(b) && typesOf(b).every((t) => t === 'null')));
      return sampleOf(preferred ?? branches[0], context, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sampleOf(part, context, depth + 1));
    return parts.every(isSchema) ? Object.assign({}, ...parts) : parts[0];
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 0);
      const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
      const items = prefix.map((item) => sampleOf(item, context, depth + 1));
      while (items.length < count) items.push(sampleOf(schema.items, context, depth + 1));
      return items;
    }
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, sampleOf(property, context, depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/**
 * Whether an answer schema is a list: an array, or a page holding its rows in `data` (the
 * console API's `{ data, total, lastPage }`, the gateway's `{ data, meta }`).
 */
export function isListSchema(schema: unknown, context: SampleContext): boolean {
  const resolved =
    isSchema(schema) && typeof schema.$ref === 'string' ? context.resolve(schema.$ref) : schema;
  if (!isSchema(resolved)) return false;
  if (typesOf(resolved).includes('array')) return true;
  const data = isSchema(resolved.properties) ? resolved.properties.data : undefined;
  const dataSchema = isSchema(data) && typeof data.$ref === 'string' ? context.resolve(data.$ref) : data;
  return isSchema(dataSchema) && typesOf(dataSchema).includes('array');
}
