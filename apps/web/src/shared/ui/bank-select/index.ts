export { BankName } from './bank-name';
export { type Bank, bankLabel, bankOptions, findBank, pendingBankLabel } from './bank-options';
export { BankSelect, type BankSelectProps } from './bank-select';
export { useBanks } from './use-banks';
