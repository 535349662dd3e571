import { Text } from '@mantine/core';
import type { ProjectUser } from '@mentor/contract/project-users';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, useSchemaForm } from '../../../shared/ui/form';
import { useResetPassword } from '../api/use-project-users';

interface Props {
  projectId: number;
  user: ProjectUser | null;
  onClose: () => void;
}

/** Nothing to type: whoever resets a password never chooses it. */
const confirmSchema = z.object({});

/**
 * Resets a project user's password, behind a one-time code: their password and authenticator
 * are cleared, their sessions end and they receive a link to set a new password themselves.
 */
export function ResetPasswordModal({ projectId, user, onClose }: Props) {
  const { t } = useTranslation('project-users');
  const form = useSchemaForm(confirmSchema, { defaultValues: {} });
  const reset = useResetPassword(projectId, {
    form,
    success: t('messages.passwordReset', { name: user?.full_name ?? '' }),
    onSuccess: onClose,
  });

  return (
    <FormModal
      form={form}
      opened={user !== null}
      title={t('form.resetTitle', { name: user?.full_name ?? '' })}
      onDismiss={onClose}
      onSubmit={() => void (user && reset.run({ id: user.id, body: null }))}
      submitLabel={t('actions.sendLink')}
      cancelLabel={t('actions.cancel')}
      pending={reset.isPending}
    >
      <Text size="sm">{t('form.resetExplanation', { name: user?.full_name ?? '' })}</Text>
    </FormModal>
  );
}
