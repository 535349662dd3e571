import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boletoBarcodeOf,
  boletoDueFactor,
  boletoLineInfo,
  buildBankBoleto,
  isValidBoletoLine,
} from './boleto.ts';

// The Banco do Brasil line of boleto.test.ts, rebuilt from its parts.
const LINE = '00190500954014481606906809350314337370000000100';

describe('buildBankBoleto', () => {
  it('rebuilds a real bank line from its bank, due date, amount and free field', () => {
    const barcode = boletoBarcodeOf(LINE);
    expect(barcode).toHaveLength(44);
    const info = boletoLineInfo(LINE);
    if (!barcode || !info?.dueDate) throw new Error('fixture');
    const built = buildBankBoleto({
      bankCode: '001',
      dueDate: info.dueDate,
      amountCents: info.amountCents,
      freeField: barcode.slice(19),
    });
    expect(built).toEqual({ line: LINE, barcode });
  });

  it('counts the due-date factor from 07/10/1997 and restarts it at 1000 on 22/02/2025', () => {
    expect(boletoDueFactor('2000-07-03')).toBe('1000');
    expect(boletoDueFactor('2025-02-21')).toBe('9999');
    expect(boletoDueFactor('2025-02-22')).toBe('1000');
    expect(boletoDueFactor('2025-02-23')).toBe('1001');
  });

  it('gives lines the library validates and reads back, for any bank, day and amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 9_999_999_999 }),
        fc.stringMatching(/^\d{25}$/),
        (bank, days, amount, freeField) => {
          const dueDate = new Date(Date.UTC(2025, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          const bankCode = String(bank).padStart(3, '0');
          const { line, barcode } = buildBankBoleto({ bankCode, dueDate, amountCents: amount, freeField });
          expect(isValidBoletoLine(line)).toBe(true);
          expect(boletoBarcodeOf(line)).toBe(barcode);
          expect(boletoLineInfo(line)).toEqual({ amountCents: amount, dueDate, bankCode });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses parts a line cannot carry', () => {
    const parts = { bankCode: '341', dueDate: '2026-12-10', amountCents: 100, freeField: '0'.repeat(25) };
    expect(() => buildBankBoleto({ ...parts, bankCode: '34' })).toThrow(RangeError);
    expect(() => buildBankBoleto({ ...parts, freeField: '1' })).toThrow(RangeError);
    expect(() => buildBankBoleto({ ...parts, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBankBoleto({ ...parts, dueDate: '1997-10-08' })).toThrow(RangeError);
  });
});
