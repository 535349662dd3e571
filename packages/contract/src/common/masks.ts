/**
 * Input masks (spec core §9). A mask is applied progressively: while the operator is still
 * typing, only the separators reached so far are shown ('1234' → '123.4' for a CPF).
 * Digits beyond the pattern are dropped. CPF, CNPJ, postcode and complete phone numbers are
 * formatted by `@brazilian-utils/brazilian-utils`.
 */
import { formatCep, formatCnpj, formatCpf, formatPhone } from '@brazilian-utils/brazilian-utils';

/** Removes everything that is not a decimal digit. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** A value the server masked (personal data, '•' for hidden digits): shown as it came. */
const isServerMasked = (value: unknown): value is string => typeof value === 'string' && value.includes('•');

/**
 * Applies a pattern in which every '0' is a digit slot and any other character is a
 * literal separator. Non-digits of the input are ignored.
 */
export function applyMask(value: string | number | null | undefined, pattern: string): string {
  if (isServerMasked(value)) return value;
  const digits = onlyDigits(value);
  let result = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') {
      result += digits.charAt(next);
      next += 1;
    } else {
      result += slot;
    }
  }
  return result;
}

/** Mask patterns, '0' standing for a digit. */
export const MASK_PATTERNS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
  cnae: '0000-0/00',
  landline: '(00) 0000-0000',
  mobile: '(00) 00000-0000',
} as const;

/** CPF mask 000.000.000-00. */
export function maskCpf(value: string | number | null | undefined): string {
  if (isServerMasked(value)) return value;
  return formatCpf(onlyDigits(value));
}

/** CNPJ mask 00.000.000/0000-00. */
export function maskCnpj(value: string | number | null | undefined): string {
  if (isServerMasked(value)) return value;
  return formatCnpj(onlyDigits(value));
}

/** CPF mask for 11 digits or fewer, CNPJ mask above that (spec core §9). */
export function maskCpfCnpj(value: string | number | null | undefined): string {
  if (isServerMasked(value)) return value;
  return onlyDigits(value).length <= 11 ? maskCpf(value) : maskCnpj(value);
}

/** Postcode (CEP) mask 00000-000. */
export function maskCep(value: string | number | null | undefined): string {
  return formatCep(onlyDigits(value));
}

/** CNAE mask 0000-0/00. */
export function maskCnae(value: string | number | null | undefined): string {
  return applyMask(value, MASK_PATTERNS.cnae);
}

/**
 * Phone mask: (00) 0000-0000 up to 10 digits, (00) 00000-0000 for 11 digits (mobile). A complete
 * number is formatted by the library; a partial one gets the separators reached so far.
 */
export function maskPhone(value: string | number | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 10 || digits.length === 11) return formatPhone(digits, { mask: 'auto' });
  return applyMask(digits, MASK_PATTERNS.landline);
}
