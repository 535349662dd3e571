/**
 * Validation with the console's Portuguese messages (spec core §5): the checks (CPF/CNPJ,
 * e-mail, phone, CEP, calendar days) and the zod schemas built on them, which the forms, the
 * filters and the server's request schemas share, so the server rejects a request with the
 * message the console would have shown.
 */
import {
  isValidCep as libIsValidCep,
  isValidCnpj as libIsValidCnpj,
  isValidCpf as libIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { type DateInput, parseDateBr, parseDateIso, toWallClock, type WallClock } from './dates.ts';
import { onlyDigits } from './masks.ts';
import { parseBrNumber, round } from './number.ts';

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

/** Required text; blank text fails with the `required` message. */
export function zRequiredText(field: string) {
  return z
    .string({ error: validationMessages.required(field) })
    .trim()
    .min(1, validationMessages.required(field));
}

/**
 * Optional free text (a comment, a reason): absent, `null` and blank all mean "not given" and
 * parse to `undefined`; given text is trimmed and at most `max` characters.
 */
export function zOptionalText(field: string, max: number) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max, validationMessages.max(field, max)).optional(),
  );
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
  return zRequiredText(field).refine(
    (value) => /^\d{2}\/\d{2}\/\d{4}$/.test(value) && parseDateBr(value) !== null,
    validationMessages.date(),
  );
}

/** Required ISO 8601 date or date-time. */
export function zDateIso(field = 'Data') {
  return zRequiredText(field).refine((value) => parseDateIso(value) !== null, validationMessages.date());
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

/**
 * A required period (the `required_date` rule of spec core §5): both ends must be real dates,
 * given as `{ start, end }` or `[start, end]` (ISO, DD/MM/YYYY or Date). A missing or invalid
 * start fails first with "deve ter uma data inicial", then the end with "deve ter uma data final".
 */
export function zRequiredDateRange(field = 'Período') {
  return z.unknown().superRefine((value, ctx) => {
    const { start, end } = rangeEnds(value);
    if (!readDate(start))
      ctx.addIssue({ code: 'custom', message: validationMessages.requiredStartDate(field) });
    else if (!readDate(end))
      ctx.addIssue({ code: 'custom', message: validationMessages.requiredEndDate(field) });
  });
}
