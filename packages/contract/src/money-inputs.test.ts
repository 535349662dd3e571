import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MONEY_MAX_CENTS, moneyMessages, withinMoneyRange, zMoneyCents } from './common/money.ts';
import { DECLARED_ENDPOINTS } from './endpoints.ts';

/** A body field name that holds money in cents. */
const MONEY_NAME = /(^|_)(amount|cents|value|price)$|Amount$|_value$|^(fee|penalty|discount)_value$/i;
/** Numeric body fields named like money that are not money, with the reason. */
const NOT_MONEY: Readonly<Record<string, string>> = {};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** The bounds a number schema's checks declare (`minValue` / `maxValue` of zod's number). */
const boundsOf = (schema: z.ZodType) => {
  const number = schema as unknown as { minValue: number | null; maxValue: number | null };
  return { minimum: number.minValue, maximum: number.maxValue };
};

/** The number schemas a field ends in, through optional, nullable, default, pipes and unions. */
function numbersOf(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return [schema];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? numbersOf(def.innerType, seen) : [];
    case 'pipe':
      return [...(def.in ? numbersOf(def.in, seen) : []), ...(def.out ? numbersOf(def.out, seen) : [])];
    case 'union':
      return (def.options ?? []).flatMap((o) => numbersOf(o, seen));
    default:
      return [];
  }
}

/** Every `[path, schema]` of an object schema's fields, at any depth (arrays, unions, intersections). */
function fieldsOf(schema: z.ZodType, path: string, out: [string, z.ZodType][], seen = new Set<z.ZodType>()) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        out.push([`${path}.${key}`, field]);
        fieldsOf(field, `${path}.${key}`, out, seen);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      if (def.innerType) fieldsOf(def.innerType, path, out, seen);
      return;
    case 'pipe':
      if (def.in) fieldsOf(def.in, path, out, seen);
      if (def.out) fieldsOf(def.out, path, out, seen);
      return;
    case 'intersection':
      if (def.left) fieldsOf(def.left, path, out, seen);
      if (def.right) fieldsOf(def.right, path, out, seen);
      return;
    case 'union':
      for (const option of def.options ?? []) fieldsOf(option, path, out, seen);
      return;
    case 'array':
      if (def.element) fieldsOf(def.element, `${path}[]`, out, seen);
      return;
    default:
      return;
  }
}

describe('the declared money range', () => {
  it('accepts whole cents within the range and refuses the rest with a Portuguese message', () => {
    const credit = zMoneyCents({ field: 'Valor', min: -MONEY_MAX_CENTS });
    expect(credit.parse(MONEY_MAX_CENTS)).toBe(MONEY_MAX_CENTS);
    expect(credit.parse(-MONEY_MAX_CENTS)).toBe(-MONEY_MAX_CENTS);
    const huge = credit.safeParse(Number.MAX_SAFE_INTEGER);
    expect(huge.success).toBe(false);
    expect(huge.error?.issues[0]?.message).toBe(moneyMessages.max('Valor', MONEY_MAX_CENTS));
    expect(moneyMessages.max('Valor', MONEY_MAX_CENTS)).toBe(
      'O campo Valor deve ser no máximo R$\u00a0999.999.999,99',
    );
    expect(credit.safeParse(1.5).success).toBe(false);
    expect(zMoneyCents().safeParse(-1).success).toBe(false);
    // A narrower ceiling never widens the range.
    expect(zMoneyCents({ max: Number.MAX_SAFE_INTEGER }).safeParse(MONEY_MAX_CENTS + 1).success).toBe(false);
    expect(withinMoneyRange(BigInt(MONEY_MAX_CENTS) + 1n)).toBe(false);
    expect(withinMoneyRange(-MONEY_MAX_CENTS)).toBe(true);
  });

  it('bounds every money field of every declared request body within the range', () => {
    const checked: string[] = [];
    const unbounded: string[] = [];
    for (const endpoint of DECLARED_ENDPOINTS) {
      if (!endpoint.body) continue;
      const fields: [string, z.ZodType][] = [];
      fieldsOf(endpoint.body as z.ZodType, `${endpoint.method} ${endpoint.path}`, fields);
      for (const [path, field] of fields) {
        const name = path.split('.').pop() ?? '';
        if (!MONEY_NAME.test(name) || NOT_MONEY[name]) continue;
        for (const number of numbersOf(field)) {
          checked.push(path);
          const { minimum, maximum } = boundsOf(number);
          const bounded =
            typeof minimum === 'number' &&
            typeof maximum === 'number' &&
            minimum >= -MONEY_MAX_CENTS &&
            maximum <= MONEY_MAX_CENTS;
          if (!bounded) unbounded.push(`${path} [${minimum}, ${maximum}]`);
        }
      }
    }
    expect(unbounded).toEqual([]);
    // The walk reaches the money inputs it must (so it cannot pass by finding nothing).
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /v1/financial/manualadjust.amount',
        'PUT /v1/project/{id}/parameter.daily_limit_amount',
        'PUT /v1/project/{id}/parameter.min_installment_amount',
      ]),
    );
  });
});
