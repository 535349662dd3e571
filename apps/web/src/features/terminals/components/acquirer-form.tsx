import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { ECOMMERCE_ACQUIRER_STATUSES } from '@mentor/contract';
import { type Terminal, terminalAcquirerBodySchema } from '@mentor/contract/terminals';
import { useTranslation } from 'react-i18next';
import { useEnumOptions } from '../../../shared/lib/options';
import { FormSelect, FormTextInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useSaveAcquirer } from '../api/terminal-api';

/** Creates or updates the acquirer the terminal transacts through. */
export function AcquirerForm({ terminal, disabled }: { terminal: Terminal; disabled: boolean }) {
  const { t } = useTranslation('terminals');
  const statuses = useEnumOptions(ECOMMERCE_ACQUIRER_STATUSES);
  const acquirer = terminal.acquirer;
  const form = useSchemaForm(terminalAcquirerBodySchema, {
    defaultValues: {
      acquirer_name: acquirer?.acquirer_name ?? '',
      merchant_acquirer_code: acquirer?.merchant_acquirer_code ?? '',
      terminal_acquirer_code: acquirer?.terminal_acquirer_code ?? '',
      status: acquirer?.status ?? 'UNSENDED',
    },
  });
  const save = useSaveAcquirer(terminal.id, acquirer !== null, { form, success: t('messages.saved') });
  const { control } = form;
  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run(body)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput
            control={control}
            name="acquirer_name"
            label={t('acquirer.name')}
            required
            disabled={disabled}
          />
          <FormSelect
            control={control}
            name="status"
            label={t('fields.status')}
            data={statuses}
            disabled={disabled}
          />
          <FormTextInput
            control={control}
            name="merchant_acquirer_code"
            label={t('acquirer.merchantCode')}
            required
            disabled={disabled}
          />
          <FormTextInput
            control={control}
            name="terminal_acquirer_code"
            label={t('acquirer.terminalCode')}
            required
            disabled={disabled}
          />
        </SimpleGrid>
        {disabled ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {acquirer ? t('acquirer.update') : t('acquirer.create')}
            </Button>
          </Group>
        )}
      </Stack>
    </SchemaForm>
  );
}
