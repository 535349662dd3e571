import { bankLabel, findBank, pendingBankLabel } from './bank-options';
import { useBanks } from './use-banks';

/**
 * A stored bank code (or ISPB) shown as 'code - name'. Until the list arrives, or when the list
 * lacks the code, it shows 'code - ...'; no code shows '—'.
 */
export function BankName({ code }: { code: string | null | undefined }) {
  const banks = useBanks();
  if (!code) return <>—</>;
  const bank = findBank(banks.data ?? [], code);
  return <>{bank ? bankLabel(bank) : pendingBankLabel(code)}</>;
}
