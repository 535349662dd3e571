import { Button, Group, Stack } from '@mantine/core';
import { type Terminal, terminalUpdateSchema } from '@mentor/contract/terminals';
import { useTranslation } from 'react-i18next';
import { useOptionSource } from '../../../shared/lib/options';
import { FormSelect, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { FormMerchantPicker, savedMerchantChoice } from '../../../shared/ui/merchant-picker';
import { useUpdateTerminal } from '../api/terminal-api';
import { modalityOptions, supplierOptions } from '../api/terminal-options';

/** Merchant, modality and supplier of the terminal; saving asks for a one-time code. */
export function TerminalEditForm({ terminal, disabled }: { terminal: Terminal; disabled: boolean }) {
  const { t } = useTranslation('terminals');
  const modalities = useOptionSource(modalityOptions);
  const suppliers = useOptionSource(supplierOptions);
  const form = useSchemaForm(terminalUpdateSchema, {
    defaultValues: {
      merchant_id: terminal.merchant?.id ?? null,
      terminal_modality_id: terminal.terminal_modality?.id ?? null,
      supplier_identifier: terminal.supplier_identifier ?? null,
    },
  });
  const update = useUpdateTerminal(terminal.id, { form, success: t('messages.saved') });
  const { control } = form;
  return (
    <SchemaForm form={form} onSubmit={(body) => void update.run(body)}>
      <Stack maw={480}>
        <FormMerchantPicker
          control={control}
          name="merchant_id"
          projectId={terminal.project.id}
          saved={terminal.merchant ? savedMerchantChoice(terminal.merchant) : null}
          label={t('fields.merchant')}
          emptyValue={null}
          disabled={disabled}
        />
        <FormSelect
          control={control}
          name="terminal_modality_id"
          label={t('fields.modality')}
          data={modalities}
          parse={Number}
          emptyValue={null}
          clearable
          disabled={disabled}
        />
        <FormSelect
          control={control}
          name="supplier_identifier"
          label={t('fields.supplier')}
          data={suppliers}
          emptyValue={null}
          clearable
          disabled={disabled}
        />
        {disabled ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </SchemaForm>
  );
}
