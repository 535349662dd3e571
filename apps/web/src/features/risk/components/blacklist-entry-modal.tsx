import { notifications } from '@mantine/notifications';
import {
  type BlacklistManagementEntry,
  blacklistManagementBodySchema,
  RISK_MESSAGES,
} from '@mentor/contract/risk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormCpfCnpjInput,
  FormDayInput,
  FormModal,
  FormSwitch,
  FormTextInput,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useSaveManagedEntry } from '../api/use-blacklist';

interface FormValues {
  fullName: string;
  documentNumber: string;
  temporary: boolean;
  expiresAt: string;
}
const EMPTY: FormValues = { fullName: '', documentNumber: '', temporary: false, expiresAt: '' };
const valuesOf = (entry: BlacklistManagementEntry | null): FormValues =>
  entry
    ? {
        fullName: entry.fullName,
        documentNumber: entry.documentNumber,
        temporary: entry.temporary,
        expiresAt: entry.expiresAt ? entry.expiresAt.slice(0, 10) : '',
      }
    : EMPTY;

/**
 * The add and edit dialog of the blacklist manager: full name, document (sent as digits),
 * temporary with its expiry day. Editing needs the entry's uuid.
 */
export function BlacklistEntryModal({
  mode,
  entry,
  onClose,
}: {
  mode: 'add' | 'edit' | null;
  entry: BlacklistManagementEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('risk');
  const form = useSchemaForm(blacklistManagementBodySchema, { defaultValues: EMPTY });
  useEffect(() => {
    if (mode !== null) form.reset(valuesOf(mode === 'edit' ? entry : null));
  }, [mode, entry, form]);
  const dismiss = () => {
    form.reset(EMPTY);
    onClose();
  };
  const save = useSaveManagedEntry({ form, onSuccess: dismiss });
  const temporary = form.watch('temporary');

  const submit = (input: Parameters<typeof save.run>[0]['input']) => {
    if (mode === 'edit' && !entry?.uuid) {
      notifications.show({ color: 'red', message: RISK_MESSAGES.editItemWithoutUuid });
      return;
    }
    void save.run({ uuid: mode === 'edit' ? (entry?.uuid ?? null) : null, input });
  };

  return (
    <FormModal
      form={form}
      opened={mode !== null}
      title={mode === 'edit' ? t('manager.editTitle') : t('manager.addTitle')}
      onDismiss={dismiss}
      onSubmit={submit}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.back')}
      pending={save.isPending}
    >
      <FormTextInput control={form.control} name="fullName" label={t('fields.fullName')} withAsterisk />
      <FormCpfCnpjInput
        control={form.control}
        name="documentNumber"
        label={t('fields.document')}
        withAsterisk
      />
      <FormSwitch control={form.control} name="temporary" label={t('fields.temporary')} />
      {temporary === true ? (
        <FormDayInput
          control={form.control}
          name="expiresAt"
          label={t('fields.expiresAt')}
          description={t('manager.expiryHint')}
        />
      ) : null}
    </FormModal>
  );
}
