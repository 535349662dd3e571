import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { CurrencyInput, PercentInput } from '../../../shared/ui/inputs';

interface Props<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  /** `amount`: integer cents; `percent`: basis points (2,5 % is 250); `none`: hidden (0). */
  kind: 'amount' | 'percent' | 'none';
}

/** The value of a fee, penalty or discount, typed in reais or in percent as its type says. */
export function ChargeValueInput<Values extends FieldValues>({ control, name, label, kind }: Props<Values>) {
  const { field, fieldState } = useController({ control, name });
  if (kind === 'none') return null;
  const value = typeof field.value === 'number' ? field.value : null;
  const error = fieldState.error?.message;
  if (kind === 'amount') {
    return (
      <CurrencyInput
        label={label}
        name={field.name}
        value={value}
        onChange={(cents) => field.onChange(cents ?? 0)}
        onBlur={field.onBlur}
        error={error}
      />
    );
  }
  return (
    <PercentInput
      label={label}
      name={field.name}
      value={value === null ? null : value / 100}
      onChange={(percent) => field.onChange(percent === null ? 0 : Math.round(percent * 100))}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
