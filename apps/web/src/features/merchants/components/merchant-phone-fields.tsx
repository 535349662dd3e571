import { ActionIcon, Button, Group } from '@mantine/core';
import { PHONE_TYPES } from '@mentor/contract';
import { type Control, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormPhoneInput, FormSelect } from '../../../shared/ui/form';

/** The most phones a merchant keeps. */
const MAX_PHONES = 3;

interface PhoneValues {
  phones: { phone_type: string; number: string }[];
}

/**
 * The merchant's phones, each a kind and a number, up to three; used inside a `SchemaForm`
 * (the wizard's address step and the data form) whose values have `phones`.
 */
export function MerchantPhoneFields() {
  const { t } = useTranslation('merchants');
  const control = useFormContext<PhoneValues>().control as Control<PhoneValues>;
  const phones = useFieldArray({ control, name: 'phones' });
  const phoneTypes = useEnumOptions(PHONE_TYPES);
  return (
    <>
      {phones.fields.map((phone, index) => (
        <Group key={phone.id} align="end">
          <FormSelect
            control={control}
            name={`phones.${index}.phone_type`}
            label={t('data.phoneType')}
            data={phoneTypes}
          />
          <FormPhoneInput control={control} name={`phones.${index}.number`} label={t('fields.phone')} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('data.removePhone')}
            onClick={() => phones.remove(index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {phones.fields.length < MAX_PHONES ? (
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => phones.append({ phone_type: 'COMERCIAL', number: '' })}
          >
            {t('data.addPhone')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
