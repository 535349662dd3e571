import { NumberInput, type NumberInputProps } from '@mantine/core';
import { round } from '@mentor/contract';
import { readNumberInputValue, useNumberDraft } from './use-number-draft';

/** Props of {@link CurrencyInput}. */
export interface CurrencyInputProps
  extends Omit<
    NumberInputProps,
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'decimalScale'
    | 'fixedDecimalScale'
    | 'allowNegative'
    | 'decimalSeparator'
    | 'thousandSeparator'
    | 'prefix'
    | 'min'
    | 'max'
  > {
  /** Amount in integer cents, `null` when empty. */
  value: number | null;
  /** Called with the amount in integer cents, `null` when emptied. */
  onChange: (cents: number | null) => void;
  /** Largest amount accepted, in cents. */
  maxCents?: number;
}

const centsToReais = (cents: number): number => round(cents, 2, { cents: 'from' });

function displayToCents(display: number | string): number | null {
  const reais = readNumberInputValue(display);
  return reais === null ? null : Math.max(0, round(reais, 2, { cents: 'to' }));
}

/**
 * Brazilian real amount input ('R$ 1.234,56'): two decimals, no negatives, value in integer
 * cents so that no float arithmetic touches money.
 */
export function CurrencyInput({ value, onChange, maxCents, ...props }: CurrencyInputProps) {
  const [draft, setDraft] = useNumberDraft(value ?? null, centsToReais, displayToCents);
  return (
    <NumberInput
      hideControls
      inputMode="decimal"
      {...props}
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      min={0}
      max={maxCents === undefined ? undefined : centsToReais(maxCents)}
      value={draft}
      onChange={(display) => onChange(setDraft(display))}
    />
  );
}
