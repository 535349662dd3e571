import { Alert, Anchor, Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { useService } from '../api/use-service';

/** One service: its platform, realm role and every context (method, path, permission). */
export default function ServiceDetailPage() {
  const { t } = useTranslation('credentials');
  const pathTo = useRoutePath();
  const params: Record<string, unknown> = useParams({ strict: false });
  const service = typeof params.service === 'string' ? params.service : '';
  const query = useService(service);
  const data = query.data;
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title={data?.service?.service_name ?? t('services.detailTitle')} />
        <Anchor component={Link} to={pathTo('/services')}>
          {t('actions.backToList')}
        </Anchor>
      </Group>
      <QueryState query={query} />
      {data && !data.service ? <Alert color="yellow">{t('services.notFound')}</Alert> : null}
      {data?.service ? (
        <Paper withBorder p="md">
          <Stack>
            <Group gap="xs">
              <Badge variant="light">{data.service.platform}</Badge>
              <Code>{data.service.service}</Code>
              <Text size="xs" c="dimmed">
                {t('fields.roleId')}: {data.service.role_keycloak_id}
              </Text>
            </Group>
            <Text size="sm">{data.service.description}</Text>
            <ScrollTable>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.context')}</Table.Th>
                  <Table.Th>{t('fields.requestType')}</Table.Th>
                  <Table.Th>{t('fields.path')}</Table.Th>
                  <Table.Th>{t('fields.description')}</Table.Th>
                  <Table.Th>{t('fields.clientRole')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.contexts.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.context}</Table.Td>
                    <Table.Td>{c.request_type}</Table.Td>
                    <Table.Td>
                      <Code>{c.path}</Code>
                    </Table.Td>
                    <Table.Td>{c.description}</Table.Td>
                    <Table.Td>{c.client_role ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
