import { Button, Group, Modal, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { userTypeLabel } from '@mentor/contract';
import type { ProjectUser } from '@mentor/contract/project-users';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { HistoryPanel } from '../../../shared/ui/history-panel';
import { CpfCnpjInput } from '../../../shared/ui/inputs';
import { fieldErrors } from '../../projects/api/field-errors';
import { useRoles } from '../../roles/api/use-roles';
import { useCreateProjectUser, useUpdateProjectUser } from '../api/use-project-users';

interface Props {
  projectId: number;
  /** The user being edited; null creates a new one. */
  user: ProjectUser | null;
  opened: boolean;
  onClose: () => void;
}

interface Draft {
  username: string;
  email: string;
  full_name: string;
  document: string;
  role: string | null;
  password: string;
  enabled: boolean;
}

const EMPTY: Draft = {
  username: '',
  email: '',
  full_name: '',
  document: '',
  role: null,
  password: '',
  enabled: true,
};

/** Creates or edits a project user; saving asks for the one-time code. */
export function UserFormModal({ projectId, user, opened, onClose }: Props) {
  const { t } = useTranslation('users');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateProjectUser(projectId);
  const update = useUpdateProjectUser(projectId);
  const roles = useRoles({ page: 1, perPage: 200, sortBy: 'role_name', sortDesc: false });
  const roleOptions = (roles.data?.data ?? [])
    .filter(
      (r) =>
        r.role_key.startsWith('mentor_') &&
        r.role_key !== 'mentor_super_admin' &&
        (r.project_id === null || r.project_id === projectId),
    )
    // Staff hold a role by its key; the label follows its current name.
    .map((r) => ({ value: r.role_key, label: userTypeLabel([r.role_name]) }));

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setDraft(
      user
        ? {
            username: user.username,
            email: user.email ?? '',
            full_name: user.full_name,
            document: user.document ?? '',
            role: user.role,
            password: '',
            enabled: user.enabled,
          }
        : EMPTY,
    );
  }, [opened, user]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const pending = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const common = {
      email: draft.email,
      full_name: draft.full_name,
      document: draft.document || null,
      role: draft.role ?? '',
      enabled: draft.enabled,
    };
    try {
      if (user) await update.mutateAsync({ id: user.id, body: common });
      else await create.mutateAsync({ ...common, username: draft.username, password: draft.password });
      notifications.show({ color: 'green', message: user ? t('messages.updated') : t('messages.created') });
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
      opened={opened}
      onClose={onClose}
      title={user ? t('form.editTitle') : t('form.createTitle')}
      size={user ? 'xl' : 'md'}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label={t('fields.username')}
            value={draft.username}
            onChange={(e) => set('username', e.currentTarget.value)}
            disabled={user !== null}
            required
            error={errors.username}
          />
          <TextInput
            label={t('fields.fullName')}
            value={draft.full_name}
            onChange={(e) => set('full_name', e.currentTarget.value)}
            required
            error={errors.full_name}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            required
            error={errors.email}
          />
          <CpfCnpjInput
            label={t('fields.document')}
            value={draft.document}
            onChange={(v) => set('document', v)}
            error={errors.document}
          />
          <Select
            label={t('fields.role')}
            data={roleOptions}
            value={draft.role}
            onChange={(v) => set('role', v)}
            required
            error={errors.role}
            searchable
          />
          {user ? null : (
            <PasswordInput
              label={t('fields.password')}
              value={draft.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              required
              error={errors.password}
            />
          )}
          <Switch
            label={t('fields.enabled')}
            checked={draft.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('actions.save')}
            </Button>
          </Group>
          {user ? <HistoryPanel context="project_user" recordId={user.id} title={t('form.history')} /> : null}
        </Stack>
      </form>
    </Modal>
  );
}
