import { ActionIcon, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { PHONE_TYPES } from '@mentor/contract';
import type { MerchantCreateInput } from '@mentor/contract/merchants';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormPhoneInput, FormSelect, FormTextInput, SchemaForm } from '../../../shared/ui/form';
import type { MerchantCreateForm } from './merchant-wizard-fields';

/**
 * Third step: the address (the wizard fills it from the postcode) and up to three phones;
 * submitting creates the merchant.
 */
export function MerchantWizardAddressStep({
  form,
  creating,
  onBack,
  onCreate,
}: {
  form: MerchantCreateForm;
  creating: boolean;
  onBack: () => void;
  onCreate: (body: MerchantCreateInput) => void;
}) {
  const { t } = useTranslation('merchants');
  const { control } = form;
  const phoneTypes = useEnumOptions(PHONE_TYPES);
  const phones = useFieldArray({ control, name: 'phones' });
  return (
    <SchemaForm form={form} onSubmit={onCreate} aria-label={t('wizard.address')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput
            control={control}
            name="addresses.0.zip_code"
            label="CEP"
            description={t('wizard.postcodeHint')}
            required
          />
          <FormTextInput control={control} name="addresses.0.street" label={t('wizard.street')} required />
          <FormTextInput control={control} name="addresses.0.number" label={t('wizard.number')} required />
          <FormTextInput control={control} name="addresses.0.complement" label={t('data.complement')} />
          <FormTextInput
            control={control}
            name="addresses.0.neighborhood"
            label={t('wizard.neighborhood')}
            required
          />
          <FormTextInput control={control} name="addresses.0.city" label={t('wizard.city')} required />
          <FormTextInput control={control} name="addresses.0.state" label="UF" maxLength={2} required />
        </SimpleGrid>
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
        {phones.fields.length < 3 ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => phones.append({ phone_type: 'COMERCIAL', number: '' } as never)}
            >
              {t('data.addPhone')}
            </Button>
          </Group>
        ) : null}
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" loading={creating}>
            {t('wizard.create')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
