/** A bank as the lookup returns it (spec core §3). */
export interface Bank {
  bank_code: string;
  bank_name: string;
  ispb: string | null;
}

/** 'code - name', the way banks are shown everywhere (spec core §3). */
export const bankLabel = (bank: Bank) => `${bank.bank_code} - ${bank.bank_name}`;

/** Label of a value not found (yet): the code with '...' in place of the name. */
export const pendingBankLabel = (code: string) => `${code} - ...`;

/** Finds the bank a stored value names, by COMPE code or by ISPB. */
export function findBank(banks: readonly Bank[], value: string | null | undefined): Bank | undefined {
  if (!value) return undefined;
  return banks.find((b) => b.bank_code === value) ?? banks.find((b) => b.ispb !== null && b.ispb === value);
}

/** Select options; `requireIspb` keeps only banks with an ISPB, as some lists need. */
export function bankOptions(banks: readonly Bank[], requireIspb = false): { value: string; label: string }[] {
  return banks
    .filter((b) => !requireIspb || b.ispb !== null)
    .map((b) => ({ value: b.bank_code, label: bankLabel(b) }));
}
