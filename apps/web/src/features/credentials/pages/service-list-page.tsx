import { Badge, Code, Stack, Tabs } from '@mantine/core';
import type { ApiContext, ApiService } from '@mentor/contract/credentials';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { contextList, serviceList } from '../api/credential-lists';

function ServicesTab() {
  const { t } = useTranslation('credentials');
  const pathTo = useRoutePath();
  const model = useListPage(serviceList);
  const columns: Column<ApiService>[] = [
    { key: 'service_name', header: t('fields.serviceName'), pin: 'left' },
    { key: 'service', header: t('fields.service'), copy: (r) => r.service },
    { key: 'platform', header: t('fields.platform') },
    { key: 'description', header: t('fields.description') },
    { key: 'contexts', header: t('fields.contextCount'), align: 'right' },
  ];
  return (
    <ListPage
      model={model}
      title={t('services.title')}
      columns={columns}
      emptyText={t('empty')}
      getRowHref={(r) => pathTo('/services/{service}', { service: r.service })}
    />
  );
}

export function contextColumns(t: (key: string) => string): Column<ApiContext>[] {
  return [
    { key: 'context', header: t('fields.context'), pin: 'left' },
    {
      key: 'request_type',
      header: t('fields.requestType'),
      render: (r) => (
        <Badge
          variant="light"
          color={r.request_type === 'GET' ? 'blue' : r.request_type === 'DELETE' ? 'red' : 'grape'}
        >
          {r.request_type}
        </Badge>
      ),
    },
    { key: 'path', header: t('fields.path'), render: (r) => <Code>{r.path}</Code>, text: (r) => r.path },
    { key: 'description', header: t('fields.description') },
    { key: 'service', header: t('fields.service') },
    { key: 'client_role', header: t('fields.clientRole'), text: (r) => r.client_role ?? '—' },
  ];
}

function ContextsTab() {
  const { t } = useTranslation('credentials');
  const model = useListPage(contextList);
  return (
    <ListPage model={model} title={t('contexts.title')} columns={contextColumns(t)} emptyText={t('empty')} />
  );
}

/** The API catalogue: services by platform, and the contexts (method and path) of each. */
export default function ServiceListPage() {
  const { t } = useTranslation('credentials');
  return (
    <Stack>
      <Tabs defaultValue="services" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="services">{t('services.tab')}</Tabs.Tab>
          <Tabs.Tab value="contexts">{t('contexts.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services" pt="md">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="contexts" pt="md">
          <ContextsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
