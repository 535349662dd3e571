import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { maskPhone } from '@mentor/contract';
import type { SalesRepresentative } from '@mentor/contract/projects';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { CpfCnpjInput, PhoneInput } from '../../../shared/ui/inputs';
import { fieldErrors } from '../api/field-errors';
import { useSaveSalesRepresentative } from '../api/project-api';

interface Props {
  projectId: number;
  representative: SalesRepresentative | null;
  onDone: () => void;
}

/** Creates or edits a sales representative. */
export function SalesRepresentativeForm({ projectId, representative, onDone }: Props) {
  const { t } = useTranslation('projects');
  const save = useSaveSalesRepresentative(projectId);
  const [name, setName] = useState(representative?.name ?? '');
  const [document, setDocument] = useState(representative?.document ?? '');
  const [email, setEmail] = useState(representative?.email ?? '');
  const [phone, setPhone] = useState(representative?.phone ?? '');
  const [active, setActive] = useState(representative?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        repId: representative?.id ?? null,
        body: { name, document, email: email || null, phone: phone ? maskPhone(phone) : null, active },
      });
      notifications.show({ color: 'green', message: t('messages.saved') });
      onDone();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <TextInput
          label={t('reps.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          error={errors.name}
        />
        <CpfCnpjInput
          label={t('reps.document')}
          value={document}
          onChange={setDocument}
          required
          error={errors.document}
        />
        <TextInput
          label={t('reps.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <PhoneInput label={t('reps.phone')} value={phone} onChange={setPhone} error={errors.phone} />
        <Switch
          label={t('reps.active')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
