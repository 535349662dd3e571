export { CurrencyInput, type CurrencyInputProps } from './currency-input';
export { DayInput, type DayInputProps } from './day-input';
export { parseDayText } from './day-text';
export { CepInput, CnaeInput, CnpjInput, CpfCnpjInput, CpfInput, PhoneInput } from './document-inputs';
export { type DocumentInputProps, MaskedInput, type MaskedInputProps } from './masked-input';
export { PercentInput, type PercentInputProps } from './percent-input';
