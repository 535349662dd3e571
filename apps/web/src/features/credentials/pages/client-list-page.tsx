import { Badge } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import type { CatalogueClient } from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { clientList } from '../api/credential-lists';
import { useIdp } from '../api/use-idp';

/** Clients of the platform's APIs by creation day, project and client, 10 per page. */
export default function ClientListPage() {
  const { t } = useTranslation('credentials');
  const pathTo = useRoutePath();
  const idp = useIdp();
  const model = useListPage(clientList);
  const columns: Column<CatalogueClient>[] = [
    { key: 'client', header: t('fields.client'), pin: 'left', copy: (r) => r.client },
    { key: 'client_name', header: t('fields.clientName') },
    { key: 'project', header: t('fields.project'), text: (r) => r.project_trade ?? String(r.project_id) },
    {
      key: 'created_at',
      header: t('fields.createdAt'),
      text: (r) => formatDateTime(r.created_at),
      brasiliaTime: true,
    },
    {
      key: 'enabled',
      header: t('fields.status'),
      pin: 'right',
      render: (r) => (
        <Badge color={r.enabled ? 'green' : 'gray'} variant="light">
          {r.enabled ? t('enabled') : t('disabled')}
        </Badge>
      ),
    },
  ];
  return (
    <ListPage
      model={model}
      title={t('clients.title')}
      columns={columns}
      emptyText={t('empty')}
      {...(idp === 'mentor'
        ? { getRowHref: (r: CatalogueClient) => pathTo('/credentials/{credential}', { credential: r.id }) }
        : {})}
    />
  );
}
