import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { formatDateTime, userTypeLabel } from '@mentor/contract';
import { PROJECT_USER_PAGE_SIZE, type ProjectUser } from '@mentor/contract/project-users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { PageTitle } from '../../../shared/ui/page-title';
import { askReason } from '../../../shared/ui/reason-fields';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useDeleteProjectUser, useProjectUsers } from '../api/use-project-users';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { UserFormModal } from '../components/user-form-modal';

const DEFAULTS = { perPage: PROJECT_USER_PAGE_SIZE, sortBy: 'id', sortDesc: false };

/** Users of the selected project (spec core §2.5): search on name or e-mail, create, edit, delete, reset password. */
export default function UserListPage() {
  const { t } = useTranslation('project-users');
  const { projectId } = useSelectedProject();
  const definitions = useMemo<FilterDefinition[]>(
    () => [{ key: 'search', label: t('fields.search'), type: 'text' }],
    [t],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const search = typeof list.filters.search === 'string' ? list.filters.search : undefined;
  const result = useProjectUsers(projectId, {
    page: list.page,
    perPage: list.perPage,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    search,
  });
  const [editing, setEditing] = useState<ProjectUser | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [resetting, setResetting] = useState<ProjectUser | null>(null);
  const remove = useDeleteProjectUser(projectId ?? 0, { success: t('messages.deleted') });

  if (projectId === null) {
    return (
      <Stack>
        <PageTitle title={t('title')} />
        <Alert color="yellow">{t('selectProject')}</Alert>
      </Stack>
    );
  }

  async function askDelete(user: ProjectUser) {
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
    { key: 'username', header: t('fields.username'), sortable: true },
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
          projectId={projectId}
        />
      ),
    },
    { key: 'role', header: t('fields.role'), render: (u) => (u.role ? userTypeLabel([u.role]) : '') },
    {
      key: 'enabled',
      header: t('fields.enabled'),
      render: (u) => <Badge color={u.enabled ? 'green' : 'gray'}>{u.enabled ? t('yes') : t('no')}</Badge>,
    },
    {
      key: 'created_at',
      header: t('fields.createdAt'),
      sortable: true,
      render: (u) => formatDateTime(u.created_at),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      hideable: false,
      render: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${t('actions.edit')} ${u.username}`}
            onClick={() => {
              setEditing(u);
              setFormOpen(true);
            }}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${t('actions.resetPassword')} ${u.username}`}
            onClick={() => setResetting(u)}
          >
            {t('actions.resetPassword')}
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            aria-label={`${t('actions.delete')} ${u.username}`}
            onClick={() => void askDelete(u)}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <PageTitle
        title={t('title')}
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('actions.create')}
          </Button>
        }
      />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/users" list={list} />}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={result.data?.data}
        total={result.data?.total ?? 0}
        {...list.tableProps}
        isLoading={result.isFetching}
        error={result.error ?? undefined}
        onRetry={() => void result.refetch()}
        emptyText={t('empty')}
        getRowKey={(u) => u.id}
      />
      <UserFormModal
        projectId={projectId}
        user={editing}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
      />
      <ResetPasswordModal projectId={projectId} user={resetting} onClose={() => setResetting(null)} />
    </Stack>
  );
}
