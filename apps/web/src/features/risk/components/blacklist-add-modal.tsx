import { blacklistCreateSchema } from '@mentor/contract/risk';
import { useTranslation } from 'react-i18next';
import { FormCpfCnpjInput, FormModal, FormTextInput, useSchemaForm } from '../../../shared/ui/form';
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
    <FormModal
      form={form}
      opened={opened}
      title={t('blacklist.addTitle')}
      onDismiss={dismiss}
      onSubmit={(input) => void add.run(input)}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.back')}
      pending={add.isPending}
    >
      <FormTextInput control={form.control} name="name" label={t('fields.name')} withAsterisk />
      <FormCpfCnpjInput control={form.control} name="document" label={t('fields.document')} withAsterisk />
    </FormModal>
  );
}
