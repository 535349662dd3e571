/**
 * Boleto (bank slip) lines: the 47-digit "linha digitável" of a bank boleto and the 48-digit
 * line of a collection (arrecadação) slip, and their 44-digit barcodes. Check digits, due date
 * and amount are read by `@brazilian-utils/brazilian-utils`.
 */
import { formatBoleto, getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './masks.ts';

/** True when the line (mask and spaces allowed) has a boleto's length and right check digits. */
export function isValidBoletoLine(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return [44, 47, 48].includes(digits.length) && isValidBoleto(digits);
}

/** A bank boleto line in its printed groups: '00190.50095 40144.816069 06809.350314 3 37370000000100'. */
export function maskBoletoLine(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 47 ? formatBoleto(digits) : digits;
}

function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface BoletoLineInfo {
  /** Amount in integer cents (0 when the slip leaves it open). */
  amountCents: number;
  /** Due date as YYYY-MM-DD, or null when the slip has none. */
  dueDate: string | null;
  /** Issuing bank (COMPE code) of a bank boleto; null for a collection slip. */
  bankCode: string | null;
}

/** What a valid line tells (amount, due date, bank), or null for an invalid line. */
export function boletoLineInfo(value: string | null | undefined): BoletoLineInfo | null {
  if (!isValidBoletoLine(value)) return null;
  const info = getBoletoInfo(onlyDigits(value));
  if (!info) return null;
  const due = info.expirationDate;
  return {
    amountCents: Math.round(info.amount),
    // The library gives the due date as local midnight.
    dueDate: due ? localIsoDay(due) : null,
    bankCode: info.bankCode ? info.bankCode : null,
  };
}

/** What a bank boleto line is built from (Carta-Circular BCB 2.926/2000 layout). */
export interface BankBoletoParts {
  /** Issuing bank, three digits (COMPE code). */
  bankCode: string;
  /** Due date, YYYY-MM-DD. */
  dueDate: string;
  /** Amount in integer cents (at most ten digits). */
  amountCents: number;
  /** The bank's free field (campo livre): 25 digits. */
  freeField: string;
}

/** A bank boleto's typeable line (47 digits) and barcode (44 digits), without masks. */
export interface BankBoleto {
  line: string;
  barcode: string;
}

const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/**
 * The due-date factor (fator de vencimento): days since 07/10/1997, restarting at 1000 after
 * 9999 (21/02/2025 is 9999, 22/02/2025 is 1000 again).
 */
export function boletoDueFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new RangeError(`Due date ${dueDate} before the factor range`);
  const factor = days <= 9999 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

/**
 * Builds a bank boleto's line and barcode. The three field check digits (module 10) and the
 * general check digit (module 11) are the ones `@brazilian-utils/brazilian-utils` accepts: they
 * are found by asking its validator, never computed here, so the line is valid by the library's
 * own rules. At most 9 000 checks, a few milliseconds.
 */
export function buildBankBoleto(parts: BankBoletoParts): BankBoleto {
  const { bankCode, dueDate, amountCents, freeField } = parts;
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError('Bank code must have 3 digits');
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('Free field must have 25 digits');
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 9_999_999_999) {
    throw new RangeError('Amount out of the boleto range');
  }
  const head = `${bankCode}9`;
  const tail = `${boletoDueFactor(dueDate)}${String(amountCents).padStart(10, '0')}`;
  const field1 = head + freeField.slice(0, 5);
  const field2 = freeField.slice(5, 15);
  const field3 = freeField.slice(15, 25);
  for (let d1 = 0; d1 <= 9; d1++) {
    for (let d2 = 0; d2 <= 9; d2++) {
      for (let d3 = 0; d3 <= 9; d3++) {
        for (let dv = 1; dv <= 9; dv++) {
          const line = `${field1}${d1}${field2}${d2}${field3}${d3}${dv}${tail}`;
          if (isValidBoleto(line)) return { line, barcode: `${head}${dv}${tail}${freeField}` };
        }
      }
    }
  }
  throw new Error('No valid boleto line for these parts');
}

/** The 44-digit barcode of a valid 47-digit bank boleto line, or null. */
export function boletoBarcodeOf(value: string | null | undefined): string | null {
  const line = onlyDigits(value);
  if (line.length !== 47 || !isValidBoleto(line)) return null;
  return line.slice(0, 4) + line.slice(32, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}
