import { NumberInput, type NumberInputProps } from '@mantine/core';
import { readNumberInputValue, useNumberDraft } from './use-number-draft';

/** Props of {@link PercentInput}. */
export interface PercentInputProps
  extends Omit<
    NumberInputProps,
    'value' | 'defaultValue' | 'onChange' | 'decimalSeparator' | 'thousandSeparator' | 'suffix'
  > {
  /** Percentage (2.5 means 2,5 %), `null` when empty. */
  value: number | null;
  onChange: (percent: number | null) => void;
}

const identity = (value: number): number => value;

/**
 * Percentage input ('2,5 %'): Brazilian decimal comma, 2 decimals by default, no negatives
 * and at most 100 unless `allowNegative`, `decimalScale`, `min` or `max` say otherwise.
 */
export function PercentInput({ value, onChange, ...props }: PercentInputProps) {
  const [draft, setDraft] = useNumberDraft(value ?? null, identity, readNumberInputValue);
  return (
    <NumberInput
      hideControls
      inputMode="decimal"
      decimalScale={2}
      allowNegative={false}
      min={0}
      max={100}
      clampBehavior="blur"
      {...props}
      suffix=" %"
      decimalSeparator=","
      thousandSeparator="."
      value={draft}
      onChange={(display) => onChange(setDraft(display))}
    />
  );
}
