import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { MerchantCreateInput } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import { FormTextInput, SchemaForm } from '../../../shared/ui/form';
import { MerchantPhoneFields } from './merchant-phone-fields';
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
        <MerchantPhoneFields />
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
