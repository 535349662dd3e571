/**
 * Record field declarations: what each field of a record is called on its screen (pt/en) and what
 * kind of value it holds, so that a change history or a pending change shows "Limite diário
 * R$ 600.000,00" rather than `daily_limit_amount 60000000`. One declaration per table context,
 * kept beside the area's schemas.
 */
import type { EnumCode, EnumDef, Lang, LocalizedLabel } from './enums/define.ts';

/**
 * How a value is shown: money in integer cents (R$), a calendar day, an instant (shown in São
 * Paulo), yes/no, a count, an exact percentage, an option of an enumeration, or text as is.
 * An array holds values of the field's kind (objects: see {@link FieldSpec.items}).
 */
export type FieldKind = 'text' | 'money' | 'date' | 'datetime' | 'boolean' | 'number' | 'percent' | 'enum';

/** One field of a record. */
export interface FieldSpec {
  readonly label: LocalizedLabel;
  readonly kind: FieldKind;
  /** The enumeration whose labels the codes take (kind 'enum'). */
  readonly options?: Pick<EnumDef<EnumCode>, 'label'>;
  /** Fields of the objects an array holds (addresses, phones, rates). */
  readonly items?: FieldMap;
  /** Bookkeeping a change never needs to show (its name is shown beside, or it moves on every save). */
  readonly hidden?: boolean;
}

/** Fields by name; nested objects by their dotted path ('affected.tpv_last_30_days'). */
export type FieldMap = Readonly<Record<string, FieldSpec>>;

/** The fields of one table context of the change history. */
export interface RecordFields {
  readonly context: string;
  /** What a record of the context is called ('Lojista'). */
  readonly label: LocalizedLabel;
  readonly fields: FieldMap;
}

/** Declares the fields of a table context. */
export function defineFields(context: string, label: LocalizedLabel, fields: FieldMap): RecordFields {
  return { context, label, fields };
}

type Extra = Partial<Pick<FieldSpec, 'items' | 'hidden' | 'options'>>;

function spec(kind: FieldKind) {
  return (pt: string, en: string, extra: Extra = {}): FieldSpec => ({ label: { pt, en }, kind, ...extra });
}

/** Field shorthands: `money('Limite diário', 'Daily limit')`. */
export const field = {
  text: spec('text'),
  money: spec('money'),
  date: spec('date'),
  datetime: spec('datetime'),
  boolean: spec('boolean'),
  number: spec('number'),
  percent: spec('percent'),
  enum: (
    pt: string,
    en: string,
    options: Pick<EnumDef<EnumCode>, 'label'>,
    extra: Extra = {},
  ): FieldSpec => ({
    label: { pt, en },
    kind: 'enum',
    options,
    ...extra,
  }),
  /** A field nobody needs to see in a change (updated_at, an id shown by its name). */
  hidden: (pt: string, en: string): FieldSpec => ({ label: { pt, en }, kind: 'text', hidden: true }),
} as const;

/**
 * A field name as words, for fields no declaration names: 'tpv_last_30_days' → 'Tpv last 30
 * days', 'block_type_id' → 'Block type', 'merchantName' → 'Merchant name'.
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .replace(/\s+id$/i, '')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * The declaration of a path of a record, with its label: the declared one, or the nearest
 * declared parent's label and the rest humanised ('Endereço › Cep'), or the whole path humanised.
 */
export function fieldAt(
  fields: FieldMap | undefined,
  path: string,
  lang: Lang,
): { label: string; spec: FieldSpec | undefined } {
  const declared = fields?.[path];
  if (declared) return { label: declared.label[lang], spec: declared };
  const parts = path.split('.');
  for (let cut = parts.length - 1; cut > 0; cut--) {
    const parent = fields?.[parts.slice(0, cut).join('.')];
    if (parent) {
      const rest = parts.slice(cut).map(humanizeKey).join(' › ');
      return { label: `${parent.label[lang]} › ${rest}`, spec: undefined };
    }
  }
  return { label: parts.map(humanizeKey).join(' › '), spec: undefined };
}
