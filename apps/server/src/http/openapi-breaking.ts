/**
 * Breaking changes between two versions of the API document, for the published one in
 * `docs/api/openapi.json`: an operation, a parameter or a field of a success answer that a
 * client generated from the older version uses and the newer one no longer has, and a parameter
 * the newer one requires where the older did not. Each is named by a line that
 * `docs/api/CHANGELOG.md` must quote to let it through:
 *
 * - `operation GET /api/v1/payment`
 * - `parameter GET /api/v1/payment query start` (removed), `required GET /api/v1/payment query start`
 * - `field GET /api/v1/payment 200 application/json data[].amount`
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Surface {
  operations: Set<string>;
  parameters: Map<string, boolean>;
  fields: Set<string>;
}

function resolver(doc: Json) {
  return (node: unknown, seen: Set<string> = new Set()): Json | undefined => {
    let current = node;
    while (isObject(current) && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (seen.has(ref) || !ref.startsWith('#/')) return undefined;
      seen.add(ref);
      current = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, part) => (isObject(at) ? at[decodeURIComponent(part)] : undefined), doc);
    }
    return isObject(current) ? current : undefined;
  };
}

/** Field paths a schema promises (`a`, `a.b`, `list[].c`), through references and combinations. */
function fieldsOf(
  schema: unknown,
  resolve: ReturnType<typeof resolver>,
  prefix: string,
  out: Set<string>,
  depth = 0,
) {
  const node = resolve(schema);
  if (!node || depth > 12) return;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = node[key];
    if (Array.isArray(members)) for (const m of members) fieldsOf(m, resolve, prefix, out, depth + 1);
  }
  if (isObject(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.add(path);
      fieldsOf(child, resolve, path, out, depth + 1);
    }
  }
  if (node.items !== undefined) fieldsOf(node.items, resolve, `${prefix}[]`, out, depth + 1);
}

function surfaceOf(doc: Json): Surface {
  const resolve = resolver(doc);
  const surface: Surface = { operations: new Set(), parameters: new Map(), fields: new Set() };
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      surface.operations.add(name);
      for (const raw of Array.isArray(operation.parameters) ? operation.parameters : []) {
        const parameter = resolve(raw);
        if (!parameter || parameter.in === 'header') continue;
        surface.parameters.set(
          `${name} ${String(parameter.in)} ${String(parameter.name)}`,
          parameter.required === true,
        );
      }
      for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const response = resolve(raw);
        const content = response && isObject(response.content) ? response.content : {};
        for (const [type, media] of Object.entries(content)) {
          const fields = new Set<string>();
          fieldsOf(isObject(media) ? media.schema : undefined, resolve, '', fields);
          for (const field of fields) surface.fields.add(`${name} ${status} ${type} ${field}`);
        }
      }
    }
  }
  return surface;
}

/** What a client of `before` uses that `after` breaks, each named as the changelog quotes it. */
export function breakingChanges(before: unknown, after: unknown): string[] {
  if (!isObject(before) || !isObject(after)) throw new Error('Two API documents are compared');
  const old = surfaceOf(before);
  const now = surfaceOf(after);
  const out: string[] = [];
  for (const operation of old.operations) {
    if (!now.operations.has(operation)) out.push(`operation ${operation}`);
  }
  for (const [parameter, required] of old.parameters) {
    const operation = parameter.split(' ').slice(0, 2).join(' ');
    if (!now.operations.has(operation)) continue;
    const current = now.parameters.get(parameter);
    if (current === undefined) out.push(`parameter ${parameter}`);
    else if (current && !required) out.push(`required ${parameter}`);
  }
  for (const [parameter, required] of now.parameters) {
    if (required && !old.parameters.has(parameter)) {
      const operation = parameter.split(' ').slice(0, 2).join(' ');
      if (old.operations.has(operation)) out.push(`required ${parameter}`);
    }
  }
  for (const field of old.fields) {
    const operation = field.split(' ').slice(0, 2).join(' ');
    if (now.operations.has(operation) && !now.fields.has(field)) out.push(`field ${field}`);
  }
  return out;
}

/** The breaking changes the changelog does not name (each quoted in backticks). */
export function unnamedBreakingChanges(changes: readonly string[], changelog: string): string[] {
  return changes.filter((change) => !changelog.includes(`\`${change}\``));
}
