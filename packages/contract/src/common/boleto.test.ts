import { describe, expect, it } from 'vitest';
import { boletoLineInfo, isValidBoletoLine, maskBoletoLine } from './boleto.ts';

// Banco do Brasil line: amount R$ 1,00, due 2032-08-21.
const LINE = '00190500954014481606906809350314337370000000100';
const MASKED = '00190.50095 40144.816069 06809.350314 3 37370000000100';

describe('boleto lines', () => {
  it('accepts a line with right check digits, masked or not', () => {
    expect(isValidBoletoLine(LINE)).toBe(true);
    expect(isValidBoletoLine(MASKED)).toBe(true);
  });

  it('refuses a wrong check digit, a short line and empty input', () => {
    expect(isValidBoletoLine(`${LINE.slice(0, -1)}1`)).toBe(false);
    expect(isValidBoletoLine(`0${LINE.slice(1, 9)}1${LINE.slice(10)}`)).toBe(false);
    expect(isValidBoletoLine(LINE.slice(0, 46))).toBe(false);
    expect(isValidBoletoLine('')).toBe(false);
    expect(isValidBoletoLine(null)).toBe(false);
  });

  it('masks the printed groups', () => {
    expect(maskBoletoLine(LINE)).toBe(MASKED);
  });

  it('reads amount in cents, due date and bank', () => {
    expect(boletoLineInfo(MASKED)).toEqual({ amountCents: 100, dueDate: '2032-08-21', bankCode: '001' });
    expect(boletoLineInfo(`${LINE.slice(0, -1)}1`)).toBeNull();
  });
});
