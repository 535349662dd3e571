import { NumberInput } from '@mantine/core';
import { readNumberInputValue, useNumberDraft } from '../inputs/use-number-draft';
import type { FilterFieldProps } from './filter-field';

const identity = (value: number): number => value;

/** An integer or decimal filter, typed the Brazilian way (1.234,56). */
export function NumberFilterField({
  definition,
  value,
  onChange,
  error,
  isInteger,
}: Omit<FilterFieldProps, 'value'> & { value: number | null; isInteger: boolean }) {
  const [draft, setDraft] = useNumberDraft(value, identity, readNumberInputValue);
  return (
    <NumberInput
      label={definition.label}
      placeholder={definition.placeholder}
      hideControls
      decimalSeparator=","
      thousandSeparator="."
      allowDecimal={!isInteger}
      decimalScale={isInteger ? 0 : (definition.precision ?? 2)}
      min={definition.config?.min}
      max={definition.config?.max}
      value={draft}
      onChange={(display) => onChange(setDraft(display))}
      error={error}
    />
  );
}
