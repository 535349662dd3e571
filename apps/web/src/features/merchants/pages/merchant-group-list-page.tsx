import { Badge, Button } from '@mantine/core';
import type { MerchantGroup } from '@mentor/contract/merchants';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useSelectedProject } from '../../../shared/lib/project/selected-project';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { onDemand } from '../../../shared/ui/on-demand';
import { merchantGroupList } from '../api/merchant-group-list';

const MerchantGroupForm = onDemand(
  () => import('../components/merchant-group-form').then((m) => m.MerchantGroupForm),
  () => true,
);

/** Merchant groups with their admin merchant, size and flags; a row opens the group. */
export default function MerchantGroupListPage() {
  const { t } = useTranslation('merchants');
  const pathTo = useRoutePath();
  const navigate = useNavigate();
  const model = useListPage(merchantGroupList);
  const { projectId } = useSelectedProject();
  const canWrite = useHasPermission('manage_merchant_groups', true);
  const [creating, setCreating] = useState(false);
  const columns: Column<MerchantGroup>[] = [
    { key: 'merchant_group_name', header: t('groups.name'), sortable: true, pin: 'left' },
    { key: 'id', header: t('fields.id'), sortable: true, width: 80 },
    { key: 'project_name', header: t('fields.project'), sortable: true },
    { key: 'merchant_admin_name', header: t('groups.admin') },
    { key: 'merchant_count', header: t('groups.count'), width: 110 },
    {
      key: 'flags',
      header: t('groups.flags'),
      render: (g) => (
        <>
          {g.default_merchant_group ? <Badge mr={4}>{t('groups.default')}</Badge> : null}
          {g.terminal_multi_merchant ? <Badge color="grape">{t('groups.multiMerchant')}</Badge> : null}
        </>
      ),
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('groups.title')}
      columns={columns}
      emptyText={t('groups.empty')}
      getRowHref={(g) => pathTo('/merchantgroups/{id}', { id: g.id })}
      headerActions={
        canWrite ? <Button onClick={() => setCreating(true)}>{t('groups.new')}</Button> : undefined
      }
    >
      {creating ? (
        <MerchantGroupForm
          group={null}
          defaultProjectId={projectId}
          dialogTitle={t('groups.new')}
          onCancel={() => setCreating(false)}
          onSaved={(g) => {
            setCreating(false);
            void navigate({ to: pathTo('/merchantgroups/{id}', { id: g.id }) });
          }}
        />
      ) : null}
    </ListPage>
  );
}
