import { describe, expect, it } from 'vitest';
import { bankOptions, findBank, pendingBankLabel } from './bank-options';

const banks = [
  { bank_code: '001', bank_name: 'Banco do Brasil S.A.', ispb: '00000000' },
  { bank_code: '341', bank_name: 'Itaú Unibanco S.A.', ispb: '60701190' },
  { bank_code: '999', bank_name: 'Sem ISPB', ispb: null },
];

describe('bank options', () => {
  it("labels banks as 'code - name'", () => {
    expect(bankOptions(banks).map((o) => o.label)).toEqual([
      '001 - Banco do Brasil S.A.',
      '341 - Itaú Unibanco S.A.',
      '999 - Sem ISPB',
    ]);
  });

  it('keeps only banks with an ISPB when asked', () => {
    expect(bankOptions(banks, true).map((o) => o.value)).toEqual(['001', '341']);
  });

  it('matches a stored value by code or by ISPB', () => {
    expect(findBank(banks, '341')?.bank_name).toBe('Itaú Unibanco S.A.');
    expect(findBank(banks, '60701190')?.bank_code).toBe('341');
    expect(findBank(banks, '00000000')?.bank_code).toBe('001');
    expect(findBank(banks, '123')).toBeUndefined();
    expect(findBank(banks, null)).toBeUndefined();
  });

  it("shows '...' for a name not found yet", () => {
    expect(pendingBankLabel('077')).toBe('077 - ...');
  });
});
