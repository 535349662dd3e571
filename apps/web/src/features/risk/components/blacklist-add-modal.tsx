import { Button, Group, Modal, Stack } from '@mantine/core';
import { blacklistCreateSchema } from '@mentor/contract/risk';
import { useTranslation } from 'react-i18next';
import { FormCpfCnpjInput, FormTextInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useAddBlacklistEntry } from '../api/use-blacklist';

const EMPTY = { name: '', document: '' };

/** Adds a name and document to the older blacklist. */
export function BlacklistAddModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('risk');
  const form = useSchemaForm(blacklistCreateSchema, { defaultValues: EMPTY });
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const add = useAddBlacklistEntry({ form, onSuccess: dismiss });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.closeDialog') }}
      opened={opened}
      onClose={dismiss}
      title={t('blacklist.addTitle')}
      centered
    >
      <SchemaForm form={form} onSubmit={(input) => void add.run(input)}>
        <Stack>
          <FormTextInput control={form.control} name="name" label={t('fields.name')} withAsterisk />
          <FormCpfCnpjInput
            control={form.control}
            name="document"
            label={t('fields.document')}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              {t('actions.back')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Modal>
  );
}
