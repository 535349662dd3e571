import { MONEY_MAX_CENTS, moneyMessages } from '@mentor/contract/common/money';
import { unprocessable } from './errors.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * An amount of cents read from the database as text (a bigint column or a numeric sum) turned
 * into a JavaScript number, exactly: a value beyond Number.MAX_SAFE_INTEGER never becomes a
 * rounded float; it is refused with a 422 naming the field instead (ADR 0720).
 */
export function exactCents(value: string | number | bigint, field?: string): number {
  const whole =
    typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? Math.trunc(value) : value);
  if (whole > SAFE || whole < -SAFE) {
    throw unprocessable(
      moneyMessages.sumOutOfRange,
      field ? { [field]: [moneyMessages.sumOutOfRange] } : undefined,
    );
  }
  return Number(whole);
}

/**
 * Refuses (422, before anything commits) a result that would leave the declared money range:
 * a receivable's adjusted amount, the sum of its adjustments.
 */
export function assertWithinMoneyRange(result: bigint, field: string): void {
  const max = BigInt(MONEY_MAX_CENTS);
  if (result > max || result < -max) {
    throw unprocessable(moneyMessages.sumOutOfRange, { [field]: [moneyMessages.sumOutOfRange] });
  }
}
