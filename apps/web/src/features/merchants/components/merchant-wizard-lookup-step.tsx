import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { OnboardingLookup, onboardingLookupFormSchema } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCpfCnpjInput, SchemaForm, type SchemaFormReturn } from '../../../shared/ui/form';

type LookupForm = SchemaFormReturn<
  z.input<typeof onboardingLookupFormSchema>,
  z.output<typeof onboardingLookupFormSchema>
>;

/** First step: the CPF (and the CNPJ of a company) to look up; a refusal shows its case here. */
export function MerchantWizardLookupStep({
  form,
  lookup,
  onLookup,
}: {
  form: LookupForm;
  lookup: OnboardingLookup | null;
  onLookup: (query: z.output<typeof onboardingLookupFormSchema>) => Promise<void>;
}) {
  const { t } = useTranslation('merchants');
  const denied = lookup && lookup.case !== 'MANUAL_INPUT' && lookup.case !== 'ACCREDITATION_INPUT';
  return (
    <SchemaForm form={form} onSubmit={onLookup} aria-label={t('wizard.lookup')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormCpfCnpjInput control={form.control} name="cpf" label="CPF" required />
          <FormCpfCnpjInput control={form.control} name="cnpj" label={t('wizard.cnpj')} />
        </SimpleGrid>
        {denied ? <Alert color="red">{t(`wizard.cases.${lookup.case}`)}</Alert> : null}
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('wizard.check')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
