/**
 * The declared range of money that enters the platform (ADR 0720). Every money field a request
 * carries is an integer number of cents within ±{@link MONEY_MAX_CENTS}; the database checks the
 * same range on the columns that store input, and sums are computed in bigint and checked to
 * stay within JavaScript's exact integers before anything commits.
 */
import { z } from 'zod';
import { formatCentsBRL } from './format.ts';
import { validationMessages } from './validators.ts';

/** Largest amount of money one field may carry: R$ 999.999.999,99, in cents. */
export const MONEY_MAX_CENTS = 99_999_999_999;

export const moneyMessages = {
  max: (field: string, max: number) => `O campo ${field} deve ser no máximo ${formatCentsBRL(max)}`,
  min: (field: string, min: number) => `O campo ${field} deve ser no mínimo ${formatCentsBRL(min)}`,
  /** A sum (a receivable's adjustments, a list's totals) that would leave the declared range. */
  sumOutOfRange: 'O valor resultante ultrapassa o limite de valores aceito pela plataforma.',
} as const;

export interface MoneyCentsOptions {
  /** Field label in messages (Portuguese). */
  field?: string;
  /** Smallest accepted value in cents (default 0; `-max` for a signed amount). */
  min?: number;
  /** Largest accepted value in cents, at most {@link MONEY_MAX_CENTS} (the default). */
  max?: number;
  /** Reads digits from text too (query strings, form fields). */
  coerce?: boolean;
}

/**
 * A money input: a whole number of cents within `[min, max]`, never beyond the declared range
 * ({@link MONEY_MAX_CENTS} either way), so no amount a user can type reaches a sum or a column
 * it does not fit.
 */
export function zMoneyCents(options?: MoneyCentsOptions & { coerce?: false }): z.ZodNumber;
export function zMoneyCents(options: MoneyCentsOptions & { coerce: true }): z.ZodCoercedNumber<unknown>;
export function zMoneyCents(options: MoneyCentsOptions = {}): z.ZodNumber | z.ZodCoercedNumber<unknown> {
  const field = options.field ?? 'Valor';
  const max = Math.min(options.max ?? MONEY_MAX_CENTS, MONEY_MAX_CENTS);
  const min = Math.max(options.min ?? 0, -MONEY_MAX_CENTS);
  const bound = <T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(base: T): T =>
    base
      .int(validationMessages.number(field))
      .min(min, min === 0 ? validationMessages.negative(field) : moneyMessages.min(field, min))
      .max(max, moneyMessages.max(field, max)) as T;
  return options.coerce
    ? bound(z.coerce.number({ error: validationMessages.number(field) }))
    : bound(z.number({ error: validationMessages.number(field) }));
}

/** Whether a whole number of cents (a sum, a result) lies within the declared range. */
export function withinMoneyRange(cents: bigint | number): boolean {
  const value = typeof cents === 'bigint' ? cents : BigInt(cents);
  return value <= BigInt(MONEY_MAX_CENTS) && value >= -BigInt(MONEY_MAX_CENTS);
}
