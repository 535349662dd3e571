import {
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
  useController,
} from 'react-hook-form';
import { useFieldMessage } from './field-message';

type Bound<Values extends FieldValues, Props> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'checked'
> &
  Pick<UseControllerProps<Values, FieldPath<Values>, unknown>, 'name' | 'control'>;

/** The value and error of one field, ready to spread on an input taking `value`/`onChange(value)`. */
export interface BoundField {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
  ref: UseControllerReturn['field']['ref'];
}

/** Any input bound to a form field: `render` receives value, onChange and the field's message. */
export function FormField<Values extends FieldValues>({
  name,
  control,
  render,
}: Pick<UseControllerProps<Values, FieldPath<Values>, unknown>, 'name' | 'control'> & {
  render: (field: BoundField) => ReactNode;
}) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, unknown>({
    name,
    ...(control ? { control } : {}),
  });
  const message = useFieldMessage();
  return render({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: message(fieldState.error?.message),
    ref: field.ref,
  });
}

function useBound<Values extends FieldValues>({ name, control }: Bound<Values, object>) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, unknown>({
    name,
    ...(control ? { control } : {}),
  });
  const message = useFieldMessage();
  return { field, error: message(fieldState.error?.message) };
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function FormTextInput<Values extends FieldValues>(props: Bound<Values, TextInputProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  return (
    <TextInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormPasswordInput<Values extends FieldValues>(props: Bound<Values, PasswordInputProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  return (
    <PasswordInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormTextarea<Values extends FieldValues>(props: Bound<Values, TextareaProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  return (
    <Textarea
      {...rest}
      ref={field.ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A select whose empty choice is `undefined` (so the schema reports the field as required). */
export function FormSelect<Values extends FieldValues>(
  props: Bound<Values, SelectProps> & {
    /** Value kept in the form for the option picked (e.g. `Number` for numeric ids). */
    parse?: (value: string) => unknown;
    /** What an empty choice stores; `undefined` unless the schema wants `null`. */
    emptyValue?: null | undefined;
  },
) {
  const { name, control, parse, emptyValue, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  const value = field.value === undefined || field.value === null || field.value === '' ? null : field.value;
  return (
    <Select
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value === null ? null : String(value)}
      onChange={(picked) => field.onChange(picked === null ? emptyValue : parse ? parse(picked) : picked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormMultiSelect<Values extends FieldValues>(props: Bound<Values, MultiSelectProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  const value = Array.isArray(field.value) ? field.value.map(String) : [];
  return (
    <MultiSelect
      {...rest}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormNumberInput<Values extends FieldValues>(props: Bound<Values, NumberInputProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  return (
    <NumberInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormSwitch<Values extends FieldValues>(props: Bound<Values, SwitchProps>) {
  const { name, control, ...rest } = props;
  const { field, error } = useBound<Values>({ name, control });
  return (
    <Switch
      {...rest}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
