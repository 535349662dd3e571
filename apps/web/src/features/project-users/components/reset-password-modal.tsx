import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProjectUser } from '@mentor/contract/project-users';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { fieldErrors } from '../../projects/api/field-errors';
import { useResetPassword } from '../api/use-project-users';

interface Props {
  projectId: number;
  user: ProjectUser | null;
  onClose: () => void;
}

/** Sets a new password for a project user, behind a one-time code. */
export function ResetPasswordModal({ projectId, user, onClose }: Props) {
  const { t } = useTranslation('users');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useResetPassword(projectId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts empty for each user chosen
  useEffect(() => {
    setPassword('');
    setConfirmation('');
    setErrors({});
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    try {
      await reset.mutateAsync({ id: user.id, body: { password, password_confirmation: confirmation } });
      notifications.show({ color: 'green', message: t('messages.passwordReset') });
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('form.resetTitle', { name: user?.full_name ?? '' })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <PasswordInput
            label={t('fields.newPassword')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
            error={errors.password}
          />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            required
            error={errors.password_confirmation}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={reset.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
