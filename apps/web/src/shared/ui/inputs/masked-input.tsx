import { TextInput, type TextInputProps } from '@mantine/core';
import { onlyDigits } from '@mentor/contract';
import type { ChangeEvent } from 'react';

/** Props of the ready-made masked inputs (CPF, CNPJ, CEP, CNAE, phone). */
export interface DocumentInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Digits only, without separators. */
  value: string;
  /** Called with the digits typed (separators removed, at most `maxDigits`). */
  onChange: (digits: string) => void;
}

/** Props of {@link MaskedInput}. */
export interface MaskedInputProps extends DocumentInputProps {
  /** Turns digits into the text shown (e.g. `maskCpf`). */
  mask: (digits: string) => string;
  /** Digits kept; extra digits are dropped. */
  maxDigits: number;
}

/**
 * Text input that shows `mask(value)` while holding digits only. Building block of the
 * CPF, CNPJ, CEP, CNAE and phone inputs.
 */
export function MaskedInput({ value, onChange, mask, maxDigits, ...props }: MaskedInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(onlyDigits(event.currentTarget.value).slice(0, maxDigits));
  };
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={mask(onlyDigits(value).slice(0, maxDigits))}
      onChange={handleChange}
    />
  );
}
