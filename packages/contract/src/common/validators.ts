/**
 * Form and request validation rules with the console's Portuguese messages (spec core §5).
 *
 * Every rule is a pure function `(value, params, field) => true | message`, where `field`
 * is the label shown to the operator. As in the console's form library, rules other than
 * `required`, `required_date`, `array_min` and `array_max` accept an empty value
 * (null, undefined or blank text): emptiness is `required`'s job.
 *
 * The same rules are offered as zod schemas (`zCpfCnpj`, `zBrMoney`, ...) so the server
 * rejects a request with the message the console would have shown.
 */
import {
  isValidCep as libIsValidCep,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import {
  compareWallClock,
  type DateInput,
  parseDateBr,
  parseDateIso,
  startOfDay,
  toWallClock,
  type WallClock,
} from './dates.ts';
import { onlyDigits } from './masks.ts';
import { parseBrNumber, round } from './number.ts';

/** `true` when the value passes, otherwise the message to show. */
export type ValidationResult = true | string;

/** A validation rule. */
export type Validator<P> = (value: unknown, params: P, field: string) => ValidationResult;

/** Another field a rule compares with: its value and, for the message, its label. */
export interface TargetParams {
  target: unknown;
  targetLabel?: string;
}

/** Parameters of each rule; `undefined` for rules without parameters. */
export interface RuleParams {
  required: undefined;
  email: undefined;
  confirmed: TargetParams;
  digits: { length: number };
  numeric: undefined;
  min_value: { min: number | string };
  max_value: { max: number | string };
  length: { size: number };
  required_date: undefined;
  cpf_cnpj: undefined;
  phone: undefined;
  date_br: undefined;
  date_iso: undefined;
  after: TargetParams;
  max: { length: number };
  max_date: { date: DateInput };
  min_date: { date: DateInput };
  max_percentage: { max: number };
  min_percentage: { min: number };
  array_min: { min: number };
  array_max: { max: number };
  boolean: undefined;
  enum: { values: readonly (string | number)[] };
}

/** Name of a rule. */
export type RuleName = keyof RuleParams;

/** One rule with its parameters, as given to {@link validate}. */
export type RuleSpec = {
  [K in RuleName]: RuleParams[K] extends undefined
    ? { rule: K; params?: undefined }
    : { rule: K; params: RuleParams[K] };
}[RuleName];

const numberText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });

function showNumber(value: number | string): string {
  return typeof value === 'string' ? value.trim() : numberText.format(value);
}

function clockText(clock: WallClock): string {
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(clock.day)}/${pad(clock.month)}/${pad(clock.year, 4)}`;
}

function showDate(value: DateInput): string {
  const clock = toWallClock(value);
  return clock ? clockText(clock) : String(value);
}

/** The messages of every rule (spec core §5), for reuse where no rule runs. */
export const validationMessages = {
  required: (field: string) => `O campo ${field} é obrigatório`,
  email: (field: string) => `O campo ${field} deve ser um e-mail válido`,
  confirmed: (field: string, targetLabel?: string) =>
    targetLabel ? `O campo ${field} deve ser igual ao campo ${targetLabel}` : `O campo ${field} não confere`,
  digits: (field: string, length: number) => `O campo ${field} deve conter exatamente ${length} dígitos`,
  numeric: (field: string) => `${field} deve conter somente números`,
  minValue: (field: string, min: number | string) =>
    `O campo ${field} deve ser maior ou igual a ${showNumber(min)}`,
  maxValue: (field: string, max: number | string) =>
    `O campo ${field} deve ser menor ou igual a ${showNumber(max)}`,
  length: (field: string, size: number) => `O campo ${field} deve ter tamanho ${size}`,
  requiredStartDate: (field: string) => `O campo ${field} deve ter uma data inicial`,
  requiredEndDate: (field: string) => `O campo ${field} deve ter uma data final`,
  cpfCnpj: (field: string) => `${field} não é valido`,
  phone: () => 'Número de telefone inválido',
  date: () => 'Data inválida',
  after: (target: string) => `deve ser menor ou igual a ${target}`,
  max: (field: string, length: number) => `O campo ${field} deve ter no máximo ${length} caracteres`,
  maxDate: (field: string, date: DateInput) => `O campo ${field} deve ser menor ou igual a ${showDate(date)}`,
  minDate: (field: string, date: DateInput) => `O campo ${field} deve ser maior ou igual a ${showDate(date)}`,
  maxPercentage: (max: number) => `ultrapassou o limite máximo de ${showNumber(max)}%`,
  minPercentage: (min: number) => `não atingiu o limite mínimo de ${showNumber(min)}%`,
  arrayMin: (min: number) => `não atingiu o limite mínimo de ${min} itens`,
  arrayMax: (max: number) => `ultrapassou o limite máximo de ${max} itens`,
  boolean: () => 'deve ser booleano',
  enum: (field: string) => `O campo ${field} não é válido`,
  number: (field: string) => `O campo ${field} deve ser um número válido`,
  negative: (field: string) => `O campo ${field} não pode ser negativo`,
  cep: (digits: string) => `CEP inválido: ${digits}`,
} as const;

/** Null, undefined, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Rules other than the "required" family let empty values through. */
function optional<P>(rule: Validator<P>): Validator<P> {
  return (value, params, field) => (isBlank(value) ? true : rule(value, params, field));
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return null;
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseBrNumber(value);
  return Number.NaN;
}

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;

/**
 * True when `value` has 11 digits (mask allowed), not all equal, with both check digits right.
 * The check digits are the library's; everything but digits is ignored first, as the mask may be.
 */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === CPF_LENGTH && libIsValidCpf(digits);
}

/** True when `value` has 14 digits (mask allowed), not all equal, with both check digits right. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === CNPJ_LENGTH && libIsValidCnpj(digits);
}

/** True when `value` is 8 digits once the mask is removed, e.g. '01310-100'. */
export function isValidCep(value: string | number | null | undefined): boolean {
  const digits = onlyDigits(value);
  return digits.length === 8 && libIsValidCep(digits);
}

/**
 * The cpf_cnpj rule's choice (spec core §5): text of up to 14 characters is a CPF
 * ('000.000.000-00' is 14 long), longer text is a CNPJ ('00.000.000/0000-00' is 18).
 * Unmasked digits are told apart by their count instead, since 14 bare digits are a CNPJ.
 */
export function isValidCpfCnpj(value: string): boolean {
  const text = value.trim();
  if (/^\d+$/.test(text)) return text.length === CNPJ_LENGTH ? isValidCnpj(text) : isValidCpf(text);
  return text.length <= CNPJ_LENGTH ? isValidCpf(text) : isValidCnpj(text);
}

/**
 * The separate document check (spec core §5): after removing everything but digits,
 * 11 digits must be a valid CPF and 14 a valid CNPJ; any other count is false.
 */
export function isValidDocument(value: string | number | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (digits.length === CPF_LENGTH) return isValidCpf(digits);
  if (digits.length === CNPJ_LENGTH) return isValidCnpj(digits);
  return false;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Loose e-mail shape check: something@domain.tld without spaces. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const PHONE_PATTERN = /^(?:\(\d{2}\)\s?|\d{2}\s)?\d{4,5}-\d{4}$/;

/** Optional area code ('(11) ' or '11 '), then 4-5 digits, a hyphen and 4 digits. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** Separators an operator may type in a number field; anything else is not a number. */
const NUMERIC_SEPARATORS = /[\s.\-/()]/g;

function readDate(value: unknown): WallClock | null {
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return toWallClock(value);
  }
  return null;
}

function rangeEnds(value: unknown): { start: unknown; end: unknown } {
  if (Array.isArray(value)) return { start: value[0], end: value[1] };
  if (typeof value === 'object' && value !== null) {
    return { start: Reflect.get(value, 'start'), end: Reflect.get(value, 'end') };
  }
  return { start: undefined, end: undefined };
}

function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isBlank(value) ? [] : [value];
}

/** Every rule of spec core §5 by name. */
export const validators: { readonly [K in RuleName]: Validator<RuleParams[K]> } = {
  required: (value, _params, field) => (isEmptyValue(value) ? validationMessages.required(field) : true),

  email: optional((value, _params, field) => {
    const text = asText(value);
    return text !== null && isValidEmail(text) ? true : validationMessages.email(field);
  }),

  confirmed: optional((value, params, field) =>
    String(value) === String(params.target ?? '')
      ? true
      : validationMessages.confirmed(field, params.targetLabel),
  ),

  digits: optional((value, params, field) => {
    const text = asText(value);
    return text !== null && /^\d+$/.test(text) && text.length === params.length
      ? true
      : validationMessages.digits(field, params.length);
  }),

  numeric: optional((value, _params, field) => {
    const text = asText(value);
    const stripped = text?.replace(NUMERIC_SEPARATORS, '') ?? '';
    return /^\d+$/.test(stripped) ? true : validationMessages.numeric(field);
  }),

  min_value: optional((value, params, field) => {
    const n = asNumber(value);
    return !Number.isNaN(n) && n >= asNumber(params.min)
      ? true
      : validationMessages.minValue(field, params.min);
  }),

  max_value: optional((value, params, field) => {
    const n = asNumber(value);
    return !Number.isNaN(n) && n <= asNumber(params.max)
      ? true
      : validationMessages.maxValue(field, params.max);
  }),

  length: optional((value, params, field) => {
    const size = Array.isArray(value) ? value.length : Array.from(asText(value) ?? '').length;
    return size === params.size ? true : validationMessages.length(field, params.size);
  }),

  required_date: (value, _params, field) => {
    const { start, end } = rangeEnds(value);
    if (!readDate(start)) return validationMessages.requiredStartDate(field);
    if (!readDate(end)) return validationMessages.requiredEndDate(field);
    return true;
  },

  cpf_cnpj: optional((value, _params, field) => {
    const text = asText(value);
    return text !== null && isValidCpfCnpj(text) ? true : validationMessages.cpfCnpj(field);
  }),

  phone: optional((value) => {
    const text = asText(value);
    return text !== null && isValidPhone(text) ? true : validationMessages.phone();
  }),

  date_br: optional((value) =>
    typeof value === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(value.trim()) && parseDateBr(value)
      ? true
      : validationMessages.date(),
  ),

  date_iso: optional((value) =>
    typeof value === 'string' && parseDateIso(value) ? true : validationMessages.date(),
  ),

  after: optional((value, params) => {
    const target = readDate(params.target);
    if (!target) return true;
    const own = readDate(value);
    if (!own) return validationMessages.date();
    return compareWallClock(own, target) <= 0
      ? true
      : validationMessages.after(params.targetLabel ?? clockText(target));
  }),

  max: optional((value, params, field) =>
    Array.from(asText(value) ?? '').length <= params.length
      ? true
      : validationMessages.max(field, params.length),
  ),

  max_date: optional((value, params, field) => {
    const own = readDate(value);
    const limit = readDate(params.date);
    if (!own || !limit) return validationMessages.date();
    return compareWallClock(startOfDay(own), startOfDay(limit)) <= 0
      ? true
      : validationMessages.maxDate(field, params.date);
  }),

  min_date: optional((value, params, field) => {
    const own = readDate(value);
    const limit = readDate(params.date);
    if (!own || !limit) return validationMessages.date();
    return compareWallClock(startOfDay(own), startOfDay(limit)) >= 0
      ? true
      : validationMessages.minDate(field, params.date);
  }),

  max_percentage: optional((value, params) => {
    const n = asNumber(value);
    return !Number.isNaN(n) && n <= params.max ? true : validationMessages.maxPercentage(params.max);
  }),

  min_percentage: optional((value, params) => {
    const n = asNumber(value);
    return !Number.isNaN(n) && n >= params.min ? true : validationMessages.minPercentage(params.min);
  }),

  array_min: (value, params) =>
    asList(value).length >= params.min ? true : validationMessages.arrayMin(params.min),

  array_max: (value, params) =>
    asList(value).length <= params.max ? true : validationMessages.arrayMax(params.max),

  boolean: optional((value) => (parseBoolean(value) === null ? validationMessages.boolean() : true)),

  enum: optional((value, params, field) =>
    params.values.some((allowed) => String(allowed) === String(value))
      ? true
      : validationMessages.enum(field),
  ),
};

/**
 * Reads a boolean the way forms and query strings send it: true/false, 'true'/'false'
 * (any case), 1/0 and '1'/'0'. Null for anything else.
 */
export function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return null;
}

/** Values and labels of other fields, for rules that name a target ('confirmed:password'). */
export interface ValidationContext {
  values?: Readonly<Record<string, unknown>>;
  labels?: Readonly<Record<string, string>>;
}

function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(validators, name);
}

function numberParam(rule: string, raw: string): number {
  const n = parseBrNumber(raw);
  if (Number.isNaN(n)) throw new Error(`Rule "${rule}" needs a number, got "${raw}"`);
  return n;
}

function targetParam(raw: string, context: ValidationContext | undefined): TargetParams {
  const name = raw.replace(/^@/, '');
  const known = context?.values !== undefined && Object.hasOwn(context.values, name);
  return {
    target: known ? context?.values?.[name] : raw,
    targetLabel: context?.labels?.[name] ?? (known ? name : undefined),
  };
}

/**
 * Parses a rule string in the usual 'rule:param|rule' form, e.g.
 * 'required|max:25|enum:A,B|min_value:1.000,50'. Only `enum` splits its parameter on
 * commas, because Brazilian numbers use the comma as decimal separator. `confirmed` and
 * `after` name another field, looked up in `context.values`.
 *
 * @throws Error on an unknown rule or a missing parameter (a programming error).
 */
export function parseRules(text: string, context?: ValidationContext): RuleSpec[] {
  const specs: RuleSpec[] = [];
  for (const part of text.split('|')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const colon = trimmed.indexOf(':');
    const name = colon === -1 ? trimmed : trimmed.slice(0, colon);
    const raw = colon === -1 ? '' : trimmed.slice(colon + 1).trim();
    if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}"`);
    specs.push(specFromText(name, raw, context));
  }
  return specs;
}

const PARAMETERLESS_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'required',
  'email',
  'numeric',
  'required_date',
  'cpf_cnpj',
  'phone',
  'date_br',
  'date_iso',
  'boolean',
]);

function specFromText(name: RuleName, raw: string, context: ValidationContext | undefined): RuleSpec {
  if (!PARAMETERLESS_RULES.has(name) && raw === '') throw new Error(`Rule "${name}" needs a parameter`);
  switch (name) {
    case 'required':
    case 'email':
    case 'numeric':
    case 'required_date':
    case 'cpf_cnpj':
    case 'phone':
    case 'date_br':
    case 'date_iso':
    case 'boolean':
      return { rule: name };
    case 'confirmed':
    case 'after':
      return { rule: name, params: targetParam(raw, context) };
    case 'digits':
    case 'max':
      return { rule: name, params: { length: numberParam(name, raw) } };
    case 'length':
      return { rule: name, params: { size: numberParam(name, raw) } };
    case 'min_value':
      return { rule: name, params: { min: raw } };
    case 'max_value':
      return { rule: name, params: { max: raw } };
    case 'max_date':
    case 'min_date': {
      const named = context?.values !== undefined && Object.hasOwn(context.values, raw);
      const target = named ? context?.values?.[raw] : raw;
      const date =
        typeof target === 'string' || typeof target === 'number' || target instanceof Date ? target : raw;
      return { rule: name, params: { date } };
    }
    case 'max_percentage':
    case 'array_max':
      return { rule: name, params: { max: numberParam(name, raw) } };
    case 'min_percentage':
    case 'array_min':
      return { rule: name, params: { min: numberParam(name, raw) } };
    case 'enum':
      return { rule: name, params: { values: raw.split(',').map((v) => v.trim()) } };
  }
}

function runRule<K extends RuleName>(
  rule: K,
  params: RuleParams[K],
  value: unknown,
  field: string,
): ValidationResult {
  const check: Validator<RuleParams[K]> = validators[rule];
  return check(value, params, field);
}

/**
 * Runs rules in order and returns the first failing message, or `true` when all pass.
 *
 * @example validate('', 'required|max:25', 'Nome') // 'O campo Nome é obrigatório'
 * @example validate('123', [{ rule: 'length', params: { size: 8 } }], 'CEP') // 'O campo CEP deve ter tamanho 8'
 */
export function validate(
  value: unknown,
  rules: string | readonly RuleSpec[],
  field: string,
  context?: ValidationContext,
): ValidationResult {
  const specs = typeof rules === 'string' ? parseRules(rules, context) : rules;
  for (const spec of specs) {
    const result = runRule(spec.rule, spec.params, value, field);
    if (result !== true) return result;
  }
  return true;
}

/**
 * Adds the console's rules to a zod schema, failing with the same messages.
 *
 * @example withRules(z.string(), 'Nome', 'required|max:25')
 */
export function withRules<T extends z.ZodType>(
  schema: T,
  field: string,
  rules: string | readonly RuleSpec[],
): T {
  const specs = typeof rules === 'string' ? parseRules(rules) : rules;
  return schema.superRefine((value, ctx) => {
    const result = validate(value, specs, field);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });
}

/** Required text; blank text fails with the `required` message. */
/** Largest value of a PostgreSQL integer (int4) column: record ids, project and channel numbers. */
export const INT4_MAX = 2_147_483_647;
/** Largest value of a smallint (int2) column: channels, operations and card brands of transactions. */
export const INT2_MAX = 32_767;
/** Largest integer JavaScript and a bigint (int8) column both hold exactly. */
export const SAFE_INT8_MAX = Number.MAX_SAFE_INTEGER;

/**
 * A record id typed in a path or a filter: a positive integer an int4 column holds, so that
 * `3000000000` is a field error and never reaches the database.
 */
export function zRecordId(field = 'Id', max: number = INT4_MAX) {
  // An empty choice (a select left blank) is a missing value, not a bad number.
  const isEmpty = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return z.preprocess(
    (value) => (isEmpty(value) ? undefined : Number(value)),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? validationMessages.required(field) : validationMessages.number(field),
      })
      .int(validationMessages.number(field))
      .min(1, validationMessages.minValue(field, 1))
      .max(max, validationMessages.maxValue(field, max)),
  );
}

/** A day that exists in the calendar, written YYYY-MM-DD (`2024-02-30` is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function zRequiredText(field: string) {
  return z
    .string({ error: validationMessages.required(field) })
    .trim()
    .min(1, validationMessages.required(field));
}

/** Required CPF or CNPJ (cpf_cnpj rule); the parsed value keeps the digits only. */
export function zCpfCnpj(field = 'CPF/CNPJ') {
  return zRequiredText(field)
    .refine(isValidCpfCnpj, validationMessages.cpfCnpj(field))
    .transform((value) => onlyDigits(value));
}

/** Required CPF or CNPJ given as bare or masked digits (the document check); parsed to digits. */
export function zDocument(field = 'CPF/CNPJ') {
  return zRequiredText(field)
    .refine((value) => isValidDocument(value), validationMessages.cpfCnpj(field))
    .transform((value) => onlyDigits(value));
}

/** Required e-mail. */
export function zEmail(field = 'E-mail') {
  return zRequiredText(field).refine(isValidEmail, validationMessages.email(field));
}

/** Required phone in the phone rule's shape. */
export function zPhone(field = 'Telefone') {
  return zRequiredText(field).refine(isValidPhone, validationMessages.phone());
}

/** Required DD/MM/YYYY date. */
export function zDateBr(field = 'Data') {
  return withRules(zRequiredText(field), field, [{ rule: 'date_br' }]);
}

/** Required ISO 8601 date or date-time. */
export function zDateIso(field = 'Data') {
  return withRules(zRequiredText(field), field, [{ rule: 'date_iso' }]);
}

/** Required postcode: 8 digits once the mask is removed; parsed to the digits. */
export function zCep(field = 'CEP') {
  return zRequiredText(field)
    .transform((value) => onlyDigits(value))
    .refine(isValidCep, {
      error: (issue) => validationMessages.cep(String(issue.input)),
    });
}

/**
 * A number typed in Brazilian format ('1.234,56', 'R$ 10,00') or given as a number;
 * parsed to a number.
 */
export function zBrNumber(field = 'Valor') {
  return z
    .union([z.number(), z.string()], { error: validationMessages.number(field) })
    .transform((value) => parseBrNumber(value))
    .refine((value) => Number.isFinite(value), validationMessages.number(field));
}

/**
 * An amount of money in reais typed in Brazilian format; negatives rejected (the currency
 * filter allows none, spec core §3.1), parsed and rounded to 2 decimals.
 */
export function zBrMoney(field = 'Valor') {
  return zBrNumber(field)
    .refine((value) => value >= 0, validationMessages.negative(field))
    .transform((value) => round(value, 2));
}

/** Like {@link zBrMoney} but parsed to integer cents ('10,50' → 1050), as billets are sent. */
export function zBrMoneyCents(field = 'Valor') {
  return zBrMoney(field).transform((value) => round(value, 2, { cents: 'to' }));
}
