import { Checkbox } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, FormModal, FormTextInput, useFormDismiss, useSchemaForm } from '../form';

interface SaveViewModalProps {
  opened: boolean;
  isSaving: boolean;
  /** The server's refusal of the last save, shown under the name. */
  error: string | null;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => void;
}

const saveViewSchema = z.object({ name: z.string().trim().max(80), shared: z.boolean() });
const EMPTY = { name: '', shared: false };

/** Asks for the name of the view and whether the team sees it. */
export function SaveViewModal({ opened, isSaving, error, onClose, onSave }: SaveViewModalProps) {
  const { t } = useTranslation('kit');
  const form = useSchemaForm(saveViewSchema, { defaultValues: EMPTY });
  const name = useWatch({ control: form.control, name: 'name' });
  const dismiss = useFormDismiss(form, onClose);

  useEffect(() => {
    if (error) form.setError('name', { type: 'server', message: error });
  }, [error, form]);

  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('savedViews.saveTitle', 'Salvar visão')}
      onDismiss={dismiss}
      onSubmit={(values) => {
        if (values.name) onSave(values.name, values.shared);
      }}
      submitLabel={t('savedViews.save', 'Salvar')}
      cancelLabel={t('savedViews.cancel', 'Cancelar')}
      pending={isSaving}
      submitDisabled={!name.trim()}
      size={420}
    >
      <FormTextInput
        control={form.control}
        name="name"
        label={t('savedViews.name', 'Nome da visão')}
        maxLength={80}
        required
        data-autofocus
      />
      <FormField
        control={form.control}
        name="shared"
        render={(field) => (
          <Checkbox
            label={t('savedViews.shareWithTeam', 'Compartilhar com a equipe')}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </FormModal>
  );
}
