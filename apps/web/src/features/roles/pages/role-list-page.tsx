import { Button, Stack } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { ROLE_PAGE_SIZE, type Role } from '@mentor/contract/roles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
// biome-ignore lint/plugin/no-cross-feature-import: the project options move into shared/ with the list kit
import { useProjectList } from '../../projects/api/project-api';
import { useRoles } from '../api/use-roles';
import { RoleFormModal } from '../components/role-form-modal';

const DEFAULTS = { perPage: ROLE_PAGE_SIZE, sortBy: 'id', sortDesc: false };

/** Roles and their permissions (spec core §6, §7.7): filter by name and project, create, edit. */
export default function RoleListPage() {
  const { t } = useTranslation('roles');
  const projects = useProjectList({ page: 1, perPage: 1000, sortBy: 'trade', sortDesc: false });
  const projectOptions = useMemo(
    () => (projects.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.trade })),
    [projects.data],
  );
  const optionsKey = JSON.stringify(projectOptions);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the project options change
  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { key: 'role_name', label: t('fields.roleName'), type: 'text' },
      { key: 'project_id', label: t('fields.project'), type: 'select', options: projectOptions },
    ],
    [t, optionsKey],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const roleName = typeof list.filters.role_name === 'string' ? list.filters.role_name : undefined;
  const projectId = typeof list.filters.project_id === 'string' ? Number(list.filters.project_id) : undefined;
  const result = useRoles({
    page: list.page,
    perPage: list.perPage,
    sortBy: list.sortBy,
    sortDesc: list.sortDesc,
    role_name: roleName,
    project_id: projectId,
  });
  const [editing, setEditing] = useState<Role | null>(null);
  const [open, setOpen] = useState(false);

  const columns: Column<Role>[] = [
    { key: 'role_name', header: t('fields.roleName'), sortable: true },
    {
      key: 'project_id',
      header: t('fields.project'),
      sortable: true,
      render: (r) => r.project_trade ?? t('fields.global'),
    },
    { key: 'description', header: t('fields.description') },
    {
      key: 'permissions',
      header: t('fields.permissionCount'),
      align: 'right',
      render: (r) => r.permissions.length,
    },
    {
      key: 'updated_at',
      header: t('fields.updatedAt'),
      sortable: true,
      render: (r) => formatDateTime(r.updated_at),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      hideable: false,
      render: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`${t('actions.edit')} ${r.role_name}`}
          onClick={() => {
            setEditing(r);
            setOpen(true);
          }}
        >
          {t('actions.edit')}
        </Button>
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
              setOpen(true);
            }}
          >
            {t('actions.create')}
          </Button>
        }
      />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/roles" list={list} />}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={result.data?.data}
        total={result.data?.total ?? 0}
        {...list.tableProps}
        perPageOptions={[20, 50, 100]}
        isLoading={result.isFetching}
        error={result.error ?? undefined}
        onRetry={() => void result.refetch()}
        emptyText={t('empty')}
        getRowKey={(r) => r.id}
      />
      <RoleFormModal
        role={editing}
        opened={open}
        onClose={() => setOpen(false)}
        projectOptions={projectOptions}
      />
    </Stack>
  );
}
