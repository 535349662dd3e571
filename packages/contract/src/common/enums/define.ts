import { z } from 'zod';

/** Console languages: Portuguese (default) and English (spec core §1). */
export type Lang = 'pt' | 'en';

/** Status chip colours, as Mantine colour names. */
export type ChipColor = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

/** A label in both console languages. */
export interface LocalizedLabel {
  readonly pt: string;
  readonly en: string;
}

/** Code of an enumeration: text, a number for numeric ids, or a boolean for yes/no filters. */
export type EnumCode = string | number | boolean;

/** One value of an enumeration. */
export interface EnumOption<V extends EnumCode = EnumCode> {
  readonly value: V;
  readonly label: LocalizedLabel;
  /** Chip colour, for status families. */
  readonly color?: ChipColor;
  /** Listed but not selectable (e.g. billet fee types the spec marks disabled). */
  readonly disabled?: boolean;
}

/** An enumeration: its options in display order, a zod schema and lookups. */
export interface EnumDef<V extends EnumCode> {
  readonly options: readonly EnumOption<V>[];
  readonly values: readonly V[];
  /** Accepts exactly the codes of the enumeration. */
  readonly schema: z.ZodType<V>;
  /** The option of a code; numeric codes also match their text ('1' finds 1). */
  option(code: unknown): EnumOption<V> | undefined;
  /** The label of a code, or the code itself when unknown ('' when empty). */
  label(code: unknown, lang?: Lang): string;
  /** Narrows an unknown value to a code (numeric codes also match their text). */
  parse(code: unknown): V | undefined;
}

function codeKey(code: unknown): string | undefined {
  if (typeof code === 'string') return code;
  if (typeof code === 'number' || typeof code === 'bigint' || typeof code === 'boolean') return String(code);
  return undefined;
}

/**
 * Builds an enumeration from its options. Declare options `as const` so that the codes
 * keep their literal types.
 */
export function defineEnum<const O extends readonly [EnumOption, ...EnumOption[]]>(
  options: O,
): EnumDef<O[number]['value']> {
  return buildEnum<O[number]['value']>(options);
}

/**
 * Builds an enumeration whose labels live in a shared table, for families that are
 * subsets of one another (merchant onboarding statuses and pre-account statuses).
 */
export function pickEnum<
  const T extends Readonly<Record<string, Omit<EnumOption, 'value'>>>,
  const K extends readonly [keyof T & string, ...(keyof T & string)[]],
>(table: T, codes: K): EnumDef<K[number]> {
  return buildEnum<K[number]>(codes.map((code) => ({ ...table[code], value: code })));
}

function buildEnum<V extends EnumCode>(options: readonly EnumOption<V>[]): EnumDef<V> {
  const values: V[] = options.map((o) => o.value);
  const byKey = new Map<string, EnumOption<V>>();
  for (const o of options) byKey.set(String(o.value), o);
  const option = (code: unknown): EnumOption<V> | undefined => {
    const key = codeKey(code);
    return key === undefined ? undefined : byKey.get(key);
  };
  return {
    options,
    values,
    schema: z.literal(values),
    option,
    label(code, lang = 'pt') {
      const found = option(code);
      if (found) return found.label[lang];
      return codeKey(code) ?? '';
    },
    parse(code) {
      return option(code)?.value;
    },
  };
}

/** Shorthand for an option: code, Portuguese label, English label and chip colour. */
export function opt<const V extends EnumCode>(
  value: V,
  pt: string,
  en: string,
  color?: ChipColor,
): EnumOption<V> {
  return color === undefined ? { value, label: { pt, en } } : { value, label: { pt, en }, color };
}
