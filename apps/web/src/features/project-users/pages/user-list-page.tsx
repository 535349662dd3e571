import { Badge, Button } from '@mantine/core';
import { formatDateTime, userTypeLabel } from '@mentor/contract';
import type { ProjectUser } from '@mentor/contract/project-users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { onDemand } from '../../../shared/ui/on-demand';
import { askReason } from '../../../shared/ui/reason-fields';
import { userList } from '../api/project-user-list';
import { useDeleteProjectUser } from '../api/use-project-users';

const ResetPasswordModal = onDemand(
  () => import('../components/reset-password-modal').then((m) => m.ResetPasswordModal),
  (props) => props.user !== null,
);

const UserFormModal = onDemand(
  () => import('../components/user-form-modal').then((m) => m.UserFormModal),
  (props) => props.opened,
);

/** Users of the selected project (spec core §2.5): search on name or e-mail, create, edit, delete, reset password. */
export default function UserListPage() {
  const { t } = useTranslation('project-users');
  const { projectId } = useSelectedProject();
  const model = useListPage(userList);
  const [editing, setEditing] = useState<ProjectUser | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<ProjectUser | null>(null);
  const remove = useDeleteProjectUser(projectId ?? 0, { success: t('messages.deleted') });
  const edit = (user: ProjectUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  async function askDelete(user: ProjectUser) {
    // Deleting asks for a reason code, kept in the audit trail.
    const reason = await askReason({
      title: t('actions.delete'),
      message: t('messages.confirmDelete', { name: user.full_name }),
      confirmLabel: t('actions.delete'),
      danger: true,
    });
    if (!reason) return;
    await remove.run({ id: user.id, reason });
  }

  const columns: Column<ProjectUser>[] = [
    { key: 'username', header: t('fields.username'), sortable: true, pin: 'left' },
    { key: 'full_name', header: t('fields.fullName'), sortable: true },
    {
      key: 'email',
      header: t('fields.email'),
      sortable: true,
      render: (u) => (
        <MaskedValue
          value={u.email}
          label={t('fields.email')}
          tableContext="project_user"
          recordId={u.id}
          field="email"
          projectId={projectId ?? undefined}
        />
      ),
    },
    { key: 'role', header: t('fields.role'), text: (u) => (u.role ? userTypeLabel([u.role]) : '') },
    {
      key: 'created_at',
      header: t('fields.createdAt'),
      sortable: true,
      text: (u) => formatDateTime(u.created_at),
      brasiliaTime: true,
    },
    {
      key: 'enabled',
      header: t('fields.enabled'),
      pin: 'right',
      render: (u) => <Badge color={u.enabled ? 'green' : 'gray'}>{u.enabled ? t('yes') : t('no')}</Badge>,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={columns}
      rowName={(u) => u.username}
      actions={{
        width: 300,
        items: (u) => [
          { label: t('actions.edit'), onClick: () => edit(u) },
          { label: t('actions.resetPassword'), onClick: () => setResetting(u) },
          { label: t('actions.delete'), color: 'red', onClick: () => void askDelete(u) },
        ],
      }}
      emptyText={t('empty')}
      needsProjectText={t('selectProject')}
      headerActions={
        projectId === null ? null : <Button onClick={() => edit(null)}>{t('actions.create')}</Button>
      }
    >
      {projectId === null ? null : (
        <>
          <UserFormModal
            projectId={projectId}
            user={editing}
            opened={formOpen}
            onClose={() => setFormOpen(false)}
          />
          <ResetPasswordModal projectId={projectId} user={resetting} onClose={() => setResetting(null)} />
        </>
      )}
    </ListPage>
  );
}
