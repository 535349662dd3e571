import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { successStatus } from './common/endpoint.ts';
import { DECLARED_ENDPOINTS } from './endpoints.ts';

interface Def {
  type: string;
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
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every object key of a schema's answer, at any depth. */
export function fieldNames(schema: z.ZodType, seen = new Set<z.ZodType>()): Set<string> {
  const names = new Set<string>();
  const walk = (s: z.ZodType | null | undefined) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    if (def.shape) {
      for (const [name, child] of Object.entries(def.shape)) {
        names.add(name);
        walk(child);
      }
    }
    for (const child of [def.element, def.innerType, def.in, def.out, def.left, def.right, def.valueType, def.rest])
      walk(child);
    for (const child of [...(def.options ?? []), ...(def.items ?? [])]) walk(child);
    if (def.type === 'lazy' && def.getter) walk(def.getter());
  };
  walk(schema);
  return names;
}

describe('dump', () => {
  it('dumps', () => {
    const out: string[] = [];
    for (const e of DECLARED_ENDPOINTS) {
      const schema = e.responses[successStatus(e)];
      if (!schema) continue;
      const declared = e.policy.personalData?.fields ?? {};
      for (const name of fieldNames(schema)) {
        if (/cpf|cnpj|doc|mail|phone|fone|birth|nasc|account|conta|celular|mobile/i.test(name) && !(name in declared))
          out.push(`${e.area}.${e.name}\t${e.method}\t${name}`);
      }
    }
    console.log(out.join('\n'));
    expect(out.length).toBeGreaterThan(-1);
  });
});
