import { Text } from '@mantine/core';
import { type ProjectUser, projectUserCreateSchema } from '@mentor/contract/project-users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormField,
  FormModal,
  FormSelect,
  FormSwitch,
  FormTextInput,
  useSchemaForm,
} from '../../../shared/ui/form';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { CpfCnpjInput } from '../../../shared/ui/inputs';
import { useAssignableRoles } from '../api/use-assignable-roles';
import { useCreateProjectUser, useUpdateProjectUser } from '../api/use-project-users';

interface Props {
  projectId: number;
  /** The user being edited; null creates a new one. */
  user: ProjectUser | null;
  opened: boolean;
  onClose: () => void;
}

/** Editing keeps the username; nobody but the member sets their password. */
const editSchema = projectUserCreateSchema.extend({ username: z.string() });

const valuesOf = (user: ProjectUser | null) => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  full_name: user?.full_name ?? '',
  document: user?.document ?? '',
  ...(user?.role ? { role: user.role } : {}),
  enabled: user?.enabled ?? true,
});

/** Creates or edits a project user; saving asks for the one-time code. */
export function UserFormModal({ projectId, user, opened, onClose }: Props) {
  const { t } = useTranslation('project-users');
  const form = useSchemaForm(user ? editSchema : projectUserCreateSchema, { defaultValues: valuesOf(user) });
  const create = useCreateProjectUser(projectId, {
    form,
    success: t('messages.created'),
    onSuccess: onClose,
  });
  const update = useUpdateProjectUser(projectId, {
    form,
    success: t('messages.updated'),
    onSuccess: onClose,
  });
  const roleOptions = useAssignableRoles(projectId).data ?? [];

  useEffect(() => {
    if (opened) form.reset(valuesOf(user));
  }, [opened, user, form]);

  const pending = create.isPending || update.isPending;

  return (
    <FormModal
      form={form}
      opened={opened}
      title={user ? t('form.editTitle') : t('form.createTitle')}
      onDismiss={onClose}
      onSubmit={({ username, ...common }) =>
        void (user ? update.run({ id: user.id, body: common }) : create.run({ ...common, username }))
      }
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      pending={pending}
    >
      <FormTextInput
        control={form.control}
        name="username"
        label={t('fields.username')}
        disabled={user !== null}
        required
      />
      <FormTextInput control={form.control} name="full_name" label={t('fields.fullName')} required />
      <FormTextInput control={form.control} name="email" label={t('fields.email')} type="email" required />
      <FormField
        control={form.control}
        name="document"
        render={({ value, onChange, ...field }) => (
          <CpfCnpjInput
            {...field}
            label={t('fields.document')}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
          />
        )}
      />
      <FormSelect
        control={form.control}
        name="role"
        label={t('fields.role')}
        data={roleOptions}
        required
        searchable
      />
      {user ? null : (
        <Text size="sm" c="dimmed">
          {t('form.passwordByLink')}
        </Text>
      )}
      <FormSwitch control={form.control} name="enabled" label={t('fields.enabled')} />
      {user ? <HistoryPanel context="project_user" recordId={user.id} title={t('form.history')} /> : null}
    </FormModal>
  );
}
