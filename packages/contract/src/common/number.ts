/**
 * Brazilian number handling (spec core §5 "Number parsing", §9 rounding and random id).
 *
 * Operators type amounts the Brazilian way ('1.234,56', 'R$ 10,00'), but pasted values
 * and values produced by code often use a plain decimal dot ('1.5'). The parsing rule
 * below accepts both without guessing wrongly on the common cases.
 */

const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Parses a number written in Brazilian format.
 *
 * - comma and dot together: dots are thousands separators and the comma is the decimal
 *   separator ('1.234,56' → 1234.56); a comma before a dot is rejected;
 * - only a comma: decimal separator ('1,5' → 1.5);
 * - several dots: thousands separators ('1.234.567' → 1234567);
 * - a single dot alone: decimal separator ('1.5' → 1.5);
 * - an optional 'R$' prefix, a leading minus sign and spaces are allowed.
 *
 * @returns the number, or `NaN` when the text is not a number.
 */
export function parseBrNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  if (input === null || input === undefined) return Number.NaN;

  let text = input.replace(/[\s\u00a0]/g, '');
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (text.startsWith('R$')) text = text.slice(2);
  if (text.startsWith('-')) {
    if (negative) return Number.NaN;
    negative = true;
    text = text.slice(1);
  }

  const commas = count(text, ',');
  const dots = count(text, '.');
  if (commas > 1) return Number.NaN;

  let normalised: string;
  if (commas === 1 && dots > 0) {
    if (text.lastIndexOf('.') > text.indexOf(',')) return Number.NaN;
    normalised = text.replaceAll('.', '').replace(',', '.');
  } else if (commas === 1) {
    normalised = text.replace(',', '.');
  } else if (dots > 1) {
    normalised = text.replaceAll('.', '');
  } else {
    normalised = text;
  }

  if (!PLAIN_DECIMAL.test(normalised)) return Number.NaN;
  const value = Number(normalised);
  return negative ? -value : value;
}

function count(text: string, char: string): number {
  let total = 0;
  for (const c of text) if (c === char) total += 1;
  return total;
}

/**
 * Multiplies `value` by 10^`exponent` through the decimal exponent notation, so that
 * 1.005 shifted by 2 gives exactly 100.5 instead of the binary 100.49999999999999.
 */
function shift(value: number, exponent: number): number {
  const [mantissa, power = '0'] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

/** Options of {@link round}. */
export interface RoundOptions {
  /**
   * 'to' converts reais to cents (rounds to `decimals` and then multiplies by 100);
   * 'from' converts cents to reais (divides by 100 and then rounds to `decimals`).
   */
  cents?: 'to' | 'from';
}

/**
 * Rounds half away from zero to `decimals` places (default 2), without the binary
 * floating-point surprises of `Math.round(x * 100) / 100`.
 *
 * @example round(1.005) // 1.01
 * @example round(10.555, 2, { cents: 'to' }) // 1056
 * @example round(1055, 2, { cents: 'from' }) // 10.55
 */
export function round(value: number, decimals = 2, options: RoundOptions = {}): number {
  if (!Number.isFinite(value)) return value;
  if (options.cents === 'from') return roundPlain(shift(value, -2), decimals);
  const rounded = roundPlain(value, decimals);
  return options.cents === 'to' ? shift(rounded, 2) : rounded;
}

function roundPlain(value: number, decimals: number): number {
  const magnitude = Math.round(shift(Math.abs(value), decimals));
  const result = shift(magnitude, -decimals);
  return value < 0 && result !== 0 ? -result : result;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of the alphabet size below 256; bytes above it are redrawn to keep the choice uniform. */
const UNBIASED_LIMIT = 256 - (256 % ID_ALPHABET.length);

/**
 * Random identifier of lowercase letters and digits (spec core §9: default length 8).
 * Uses the platform's cryptographic random source, available in browsers and Node.
 */
export function randomId(length = 8): string {
  let id = '';
  const bytes = new Uint8Array(Math.max(length, 16));
  while (id.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
      if (id.length === length) break;
    }
  }
  return id;
}
