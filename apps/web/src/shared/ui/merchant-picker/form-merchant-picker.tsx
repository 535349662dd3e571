import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { FormField } from '../form';
import { MerchantPicker, type MerchantPickerProps } from './merchant-picker';

type Props<Values extends FieldValues> = Omit<MerchantPickerProps, 'value' | 'onChange' | 'error' | 'name'> &
  Pick<UseControllerProps<Values, FieldPath<Values>, unknown>, 'name' | 'control'> & {
    /** What an empty choice stores; `undefined` unless the schema wants `null`. */
    emptyValue?: null | undefined;
  };

/** The merchant picker bound to a form field holding the merchant id. */
export function FormMerchantPicker<Values extends FieldValues>({
  name,
  control,
  emptyValue,
  ...rest
}: Props<Values>) {
  return (
    <FormField
      name={name}
      control={control}
      render={(field) => (
        <MerchantPicker
          {...rest}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(id) => field.onChange(id ?? emptyValue)}
          onBlur={field.onBlur}
          error={field.error}
        />
      )}
    />
  );
}
