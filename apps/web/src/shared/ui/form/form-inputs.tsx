import { maskPhone } from '@mentor/contract';
import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { BankSelect, type BankSelectProps } from '../bank-select';
import {
  CpfCnpjInput,
  CurrencyInput,
  type CurrencyInputProps,
  DayInput,
  type DayInputProps,
  type DocumentInputProps,
  PercentInput,
  type PercentInputProps,
  PhoneInput,
} from '../inputs';
import { useFieldMessage } from './field-message';

type Named<Values extends FieldValues> = Pick<
  UseControllerProps<Values, FieldPath<Values>, unknown>,
  'name' | 'control'
>;
type Without<Props> = Omit<Props, 'name' | 'value' | 'onChange' | 'error'>;

function useBoundField<Values extends FieldValues>({ name, control }: Named<Values>) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, unknown>({
    name,
    ...(control ? { control } : {}),
  });
  const message = useFieldMessage();
  return { field, error: message(fieldState.error?.message) };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** CPF or CNPJ with its mask; the form holds the digits the operator typed. */
export function FormCpfCnpjInput<Values extends FieldValues>(
  props: Named<Values> & Without<DocumentInputProps>,
) {
  const { name, control, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <CpfCnpjInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** Phone with its mask; the form holds the masked number, as the API expects it. */
export function FormPhoneInput<Values extends FieldValues>(
  props: Named<Values> & Without<DocumentInputProps>,
) {
  const { name, control, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <PhoneInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={asText(field.value)}
      onChange={(digits) => field.onChange(digits ? maskPhone(digits) : '')}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** Amount in integer cents (`undefined` when empty, so the schema can call it required). */
export function FormCurrencyInput<Values extends FieldValues>(
  props: Named<Values> & Without<CurrencyInputProps> & { emptyValue?: null | undefined },
) {
  const { name, control, emptyValue, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <CurrencyInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={asNumber(field.value)}
      onChange={(cents) => field.onChange(cents ?? emptyValue)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A day as 'YYYY-MM-DD' ('' when empty), shown and typed as DD/MM/YYYY. */
export function FormDayInput<Values extends FieldValues>(props: Named<Values> & Without<DayInputProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <DayInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormPercentInput<Values extends FieldValues>(
  props: Named<Values> & Without<PercentInputProps>,
) {
  const { name, control, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <PercentInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={asNumber(field.value)}
      onChange={(value) => field.onChange(value ?? undefined)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormBankSelect<Values extends FieldValues>(props: Named<Values> & Without<BankSelectProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBoundField<Values>({ name, control });
  return (
    <BankSelect
      {...rest}
      value={asText(field.value) || null}
      onChange={(code) => field.onChange(code ?? '')}
      error={error ?? null}
    />
  );
}
