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
