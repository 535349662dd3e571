import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { FormField } from '../form';
import { EquipmentPicker, type EquipmentPickerProps } from './equipment-picker';

type Props<Values extends FieldValues> = Omit<EquipmentPickerProps, 'value' | 'onChange' | 'error' | 'name'> &
  Pick<UseControllerProps<Values, FieldPath<Values>, unknown>, 'name' | 'control'>;

/** The equipment picker bound to a form field holding the serial number ('' when none). */
export function FormEquipmentPicker<Values extends FieldValues>({ name, control, ...rest }: Props<Values>) {
  return (
    <FormField
      name={name}
      control={control}
      render={(field) => (
        <EquipmentPicker
          {...rest}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(serial) => field.onChange(serial ?? '')}
          onBlur={field.onBlur}
          error={field.error}
        />
      )}
    />
  );
}
