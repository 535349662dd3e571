import { Button, Group, Stack } from '@mantine/core';
import { type SalesRepresentative, salesRepresentativeBodySchema } from '@mentor/contract/projects';
import { useTranslation } from 'react-i18next';
import {
  FormCpfCnpjInput,
  FormModal,
  FormPhoneInput,
  FormSwitch,
  FormTextInput,
  SchemaForm,
  useFormDismiss,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useSaveSalesRepresentative } from '../api/project-api';

interface Props {
  projectId: number;
  representative: SalesRepresentative | null;
  onDone: () => void;
}

/** The form of a sales representative, new or existing, and its save. */
function useRepresentativeForm({ projectId, representative, onDone }: Props) {
  const { t } = useTranslation('projects');
  const form = useSchemaForm(salesRepresentativeBodySchema, {
    defaultValues: {
      name: representative?.name ?? '',
      document: representative?.document ?? '',
      email: representative?.email ?? '',
      phone: representative?.phone ?? '',
      active: representative?.active ?? true,
    },
  });
  const save = useSaveSalesRepresentative(projectId, {
    form,
    success: t('messages.saved'),
    onSuccess: () => {
      if (representative === null) form.reset();
      onDone();
    },
  });
  const submit = (body: Parameters<typeof save.run>[0]['body']) =>
    void save.run({ repId: representative?.id ?? null, body });
  return { form, save, submit };
}

function RepresentativeFields({ form }: { form: ReturnType<typeof useRepresentativeForm>['form'] }) {
  const { t } = useTranslation('projects');
  const { control } = form;
  return (
    <>
      <FormTextInput control={control} name="name" label={t('reps.name')} required />
      <FormCpfCnpjInput control={control} name="document" label={t('reps.document')} required />
      <FormTextInput control={control} name="email" label={t('reps.email')} />
      <FormPhoneInput control={control} name="phone" label={t('reps.phone')} />
      <FormSwitch control={control} name="active" label={t('reps.active')} />
    </>
  );
}

/** Edits a sales representative on its page. */
export function SalesRepresentativeForm(props: Props) {
  const { t } = useTranslation('projects');
  const { form, save, submit } = useRepresentativeForm(props);
  return (
    <SchemaForm form={form} onSubmit={submit}>
      <Stack>
        <RepresentativeFields form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}

/** Creates a sales representative of the project in a dialog. */
export function SalesRepresentativeCreateModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const { form, save, submit } = useRepresentativeForm({ projectId, representative: null, onDone: onClose });
  const dismiss = useFormDismiss(form, onClose);
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('reps.create')}
      onDismiss={dismiss}
      onSubmit={submit}
      submitLabel={t('actions.save')}
      pending={save.isPending}
    >
      <RepresentativeFields form={form} />
    </FormModal>
  );
}
