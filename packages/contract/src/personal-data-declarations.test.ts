import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, successStatus } from './common/endpoint.ts';
import { DECLARED_ENDPOINTS } from './endpoints.ts';
import { NOT_PERSONAL, PERSONAL_NAMES } from './personal-data-names.ts';

/**
 * Personal data cannot be forgotten: every declared operation's success answer is walked, and a
 * text field named like a document, e-mail, phone, birthday or account (or held in a list or
 * object so named, like the merchant's `phones`) must be declared in the operation's
 * `policy.personalData`, by its name or as `parent.field`, unless `NOT_PERSONAL` lists it with
 * its reason.
 */

interface Def {
  type: string;
  checks?: readonly { _zod: { def: { format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A field of an answer: its name, the nearest object or list holding it, and whether it is text. */
export interface AnswerField {
  name: string;
  parent: string;
  text: boolean;
}

/** Whether a schema's value may be text (or a number): not a flag, an enum, a uuid or a timestamp. */
function holdsText(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'string')
    return !(def.checks ?? []).some((check) =>
      ['uuid', 'guid', 'datetime'].includes(check._zod.def.format ?? ''),
    );
  if (def.type === 'number' || def.type === 'bigint' || def.type === 'unknown' || def.type === 'any')
    return true;
  if (def.type === 'lazy' && def.getter) return holdsText(def.getter(), seen);
  return [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].some(
    (child) => child !== undefined && holdsText(child, seen),
  );
}

/** Every field of the answer a schema describes, at any depth. */
export function answerFields(schema: z.ZodType): AnswerField[] {
  const fields: AnswerField[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType | undefined, parent: string) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    for (const [name, child] of Object.entries(def.shape ?? {})) {
      fields.push({ name, parent, text: holdsText(child) });
      walk(child, name);
    }
    for (const child of [def.element, def.innerType, def.in, def.out, def.left, def.right, def.valueType])
      walk(child, parent);
    for (const child of [...(def.options ?? []), ...(def.items ?? [])]) walk(child, parent);
    if (def.type === 'lazy' && def.getter) walk(def.getter(), parent);
  };
  walk(schema, '');
  return fields;
}

/** `area.name: field` for each personal-looking text field an operation answers undeclared. */
export function undeclaredPersonalFields(endpoints: readonly Endpoint[]): string[] {
  const found = new Set<string>();
  for (const endpoint of endpoints) {
    const schema = endpoint.responses[successStatus(endpoint)];
    if (!schema) continue;
    const declared = endpoint.policy.personalData?.fields ?? {};
    for (const { name, parent, text } of answerFields(schema)) {
      if (!text || name in NOT_PERSONAL || `${parent}.${name}` in NOT_PERSONAL) continue;
      if (`${endpoint.area}.${endpoint.name}: ${name}` in NOT_PERSONAL) continue;
      if (!PERSONAL_NAMES.test(name) && !PERSONAL_NAMES.test(parent)) continue;
      if (name in declared || `${parent}.${name}` in declared) continue;
      found.add(`${endpoint.area}.${endpoint.name}: ${parent ? `${parent}.` : ''}${name}`);
    }
  }
  return [...found].sort();
}

describe('personal data in declared answers', () => {
  it('declares every field named like a document, e-mail, phone, birthday or account', () => {
    expect(undeclaredPersonalFields(DECLARED_ENDPOINTS)).toEqual([]);
  });

  it('finds such a field when an operation forgets it, at any depth and inside a named list', () => {
    const row = z.object({
      id: z.number().int(),
      uuidAccount: z.string().uuid(),
      holder: z.object({ taxDocument: z.string().nullable(), blocked: z.boolean() }),
      phones: z.array(z.object({ phone_type: z.enum(['MOBILE']), number: z.string() })),
      birthDate: z.string().optional(),
    });
    const endpoint = {
      area: 'demo',
      name: 'listRows',
      api: 'main',
      method: 'GET',
      path: '/v1/rows',
      summary: 'Rows',
      responses: { 200: z.object({ data: z.array(row) }) },
      policy: { permission: null, project: 'none', personalData: { fields: { taxDocument: 'document' } } },
    } as const satisfies Endpoint;
    expect(undeclaredPersonalFields([endpoint])).toEqual([
      'demo.listRows: data.birthDate',
      'demo.listRows: phones.number',
    ]);
    const fixed = {
      ...endpoint,
      policy: {
        ...endpoint.policy,
        personalData: {
          fields: { taxDocument: 'document', 'phones.number': 'phone', birthDate: 'birthday' },
        },
      },
    } as const satisfies Endpoint;
    expect(undeclaredPersonalFields([fixed])).toEqual([]);
  });
});
