import { type ProjectUser, resetPasswordSchema } from '@mentor/contract/project-users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormPasswordInput, useSchemaForm } from '../../../shared/ui/form';
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
    <FormModal
      form={form}
      opened={user !== null}
      title={t('form.resetTitle', { name: user?.full_name ?? '' })}
      onDismiss={onClose}
      onSubmit={(body) => void (user && reset.run({ id: user.id, body }))}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={reset.isPending}
    >
      <FormPasswordInput control={form.control} name="password" label={t('fields.newPassword')} required />
      <FormPasswordInput
        control={form.control}
        name="password_confirmation"
        label={t('fields.passwordConfirmation')}
        required
      />
    </FormModal>
  );
}
