import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OnboardingLookup } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../shared/lib/options';
import { FormSelect, FormTextInput } from '../../../shared/ui/form';
import type { MerchantCreateForm } from './merchant-wizard-fields';

/**
 * Second step: the merchant's data. Submitting checks only these fields (the wizard's `onNext`)
 * before the address step opens.
 */
export function MerchantWizardDataStep({
  form,
  lookup,
  projects,
  formations,
  representatives,
  onBack,
  onNext,
}: {
  form: MerchantCreateForm;
  lookup: OnboardingLookup | null;
  projects: SelectOption[];
  formations: SelectOption[];
  representatives: SelectOption[];
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('merchants');
  const { control } = form;
  return (
    <form
      noValidate
      aria-label={t('wizard.data')}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack>
        {lookup ? (
          <Group gap="xs">
            <Badge>{t(`wizard.cases.${lookup.case}`)}</Badge>
            <Text size="sm">{`${t('fields.cpf_cnpj')}: ${form.getValues('cpf_cnpj')}`}</Text>
          </Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput control={control} name="merchant_name" label={t('fields.merchant_name')} required />
          <FormTextInput control={control} name="trade_name" label={t('fields.trade_name')} />
          <FormSelect
            control={control}
            name="project_id"
            label={t('fields.project')}
            data={projects}
            parse={Number}
            searchable
            required
          />
          <FormTextInput control={control} name="email" label={t('fields.email')} />
          <FormTextInput control={control} name="mcc" label={t('fields.mcc')} maxLength={4} required />
          <FormTextInput control={control} name="cnae" label={t('fields.cnae')} placeholder="0000-0/00" />
          <FormSelect
            control={control}
            name="merchant_formation_id"
            label={t('fields.formation')}
            data={formations}
            parse={Number}
            emptyValue={null}
            clearable
          />
          <FormSelect
            control={control}
            name="sales_representative_id"
            label={t('fields.sales_representative')}
            data={representatives}
            parse={Number}
            emptyValue={null}
            clearable
            searchable
          />
        </SimpleGrid>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
          <Button type="submit">{t('wizard.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
