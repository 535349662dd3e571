import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ProjectUser, resetPasswordSchema } from '@mentor/contract/project-users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput, SchemaForm, useSchemaForm } from '../../../shared/ui/form';
import { useResetPassword } from '../api/use-project-users';

interface Props {
  projectId: number;
  user: ProjectUser | null;
  onClose: () => void;
}

const EMPTY = { password: '', password_confirmation: '' };

/** Sets a new password for a project user, behind a one-time code. */
export function ResetPasswordModal({ projectId, user, onClose }: Props) {
  const { t } = useTranslation('project-users');
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: EMPTY });
  const reset = useResetPassword(projectId, {
    form,
    success: t('messages.passwordReset'),
    onSuccess: onClose,
  });

  // The form starts empty for each user chosen.
  useEffect(() => {
    if (user) form.reset(EMPTY);
  }, [user, form]);

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('form.resetTitle', { name: user?.full_name ?? '' })}
    >
      <SchemaForm form={form} onSubmit={(body) => void (user && reset.run({ id: user.id, body }))}>
        <Stack>
          <FormPasswordInput
            control={form.control}
            name="password"
            label={t('fields.newPassword')}
            required
          />
          <FormPasswordInput
            control={form.control}
            name="password_confirmation"
            label={t('fields.passwordConfirmation')}
            required
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
      </SchemaForm>
    </Modal>
  );
}
