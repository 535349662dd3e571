import { Anchor, Button } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { Role } from '@mentor/contract/roles';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { projectOptions, useOptionSource } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { roleList } from '../api/role-list';

const RoleFormModal = onDemand(
  () => import('../components/role-form-modal').then((m) => m.RoleFormModal),
  (props) => props.opened,
);

/** Roles and their permissions (spec core §6, §7.7): filter by name and project, create, edit. */
export default function RoleListPage() {
  const { t } = useTranslation('roles');
  const pathTo = useRoutePath();
  const model = useListPage(roleList);
  const projects = useOptionSource(projectOptions);
  const [editing, setEditing] = useState<Role | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (role: Role | null) => {
    setEditing(role);
    setOpen(true);
  };

  const columns: Column<Role>[] = [
    { key: 'role_name', header: t('fields.roleName'), sortable: true, pin: 'left' },
    {
      key: 'project_id',
      header: t('fields.project'),
      sortable: true,
      text: (r) => r.project_trade ?? t('fields.global'),
      render: (r) =>
        r.project_id === null ? (
          t('fields.global')
        ) : (
          <Anchor component={Link} to={pathTo('/projects/{id}', { id: r.project_id })} inherit>
            {r.project_trade ?? r.project_id}
          </Anchor>
        ),
    },
    { key: 'description', header: t('fields.description') },
    {
      key: 'permissions',
      header: t('fields.permissionCount'),
      align: 'right',
      text: (r) => String(r.permissions.length),
    },
    {
      key: 'updated_at',
      header: t('fields.updatedAt'),
      sortable: true,
      text: (r) => formatDateTime(r.updated_at),
      brasiliaTime: true,
    },
  ];

  return (
    <ListPage
      model={model}
      title={t('title')}
      columns={columns}
      rowName={(r) => r.role_name}
      actions={{ width: 110, items: (r) => [{ label: t('actions.edit'), onClick: () => edit(r) }] }}
      emptyText={t('empty')}
      headerActions={<Button onClick={() => edit(null)}>{t('actions.create')}</Button>}
    >
      <RoleFormModal role={editing} opened={open} onClose={() => setOpen(false)} projectOptions={projects} />
    </ListPage>
  );
}
