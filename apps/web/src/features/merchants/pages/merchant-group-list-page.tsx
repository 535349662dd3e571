import { Badge } from '@mantine/core';
import type { MerchantGroup } from '@mentor/contract/merchants';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { merchantGroupList } from '../api/merchant-group-list';

/** Merchant groups with their admin merchant, size and flags. */
export default function MerchantGroupListPage() {
  const { t } = useTranslation('merchants');
  const model = useListPage(merchantGroupList);
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
  return <ListPage model={model} title={t('groups.title')} columns={columns} emptyText={t('groups.empty')} />;
}
