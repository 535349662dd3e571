import { Button, Group, Stack } from '@mantine/core';
import { type SalesRepresentative, salesRepresentativeBodySchema } from '@mentor/contract/projects';
import { useTranslation } from 'react-i18next';
import {
  FormCpfCnpjInput,
  FormPhoneInput,
  FormSwitch,
  FormTextInput,
  SchemaForm,
  useSchemaForm,
} from '../../../shared/ui/form';
import { useSaveSalesRepresentative } from '../api/project-api';

interface Props {
  projectId: number;
  representative: SalesRepresentative | null;
  onDone: () => void;
}

/** Creates or edits a sales representative. */
export function SalesRepresentativeForm({ projectId, representative, onDone }: Props) {
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
    onSuccess: onDone,
  });
  const { control } = form;

  return (
    <SchemaForm form={form} onSubmit={(body) => void save.run({ repId: representative?.id ?? null, body })}>
      <Stack>
        <FormTextInput control={control} name="name" label={t('reps.name')} required />
        <FormCpfCnpjInput control={control} name="document" label={t('reps.document')} required />
        <FormTextInput control={control} name="email" label={t('reps.email')} />
        <FormPhoneInput control={control} name="phone" label={t('reps.phone')} />
        <FormSwitch control={control} name="active" label={t('reps.active')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
}
