import { Anchor, Loader, Stack, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-state';
import { useAcquirers } from '../api/acquirer-api';

/** Acquirer plans: the acquirers the platform buys card processing from. */
export default function AcquirerListPage() {
  const { t } = useTranslation('plans');
  const pathTo = useRoutePath();
  const acquirers = useAcquirers();
  return (
    <Stack>
      <PageTitle title={t('acquirer.title')} />
      {acquirers.isLoading ? <Loader aria-label={t('loading')} /> : null}
      <QueryError query={acquirers} />
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.id')}</Table.Th>
            <Table.Th>{t('acquirer.name')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(acquirers.data ?? []).map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={pathTo('/plans/acquirer/{id}', { id: a.id })}>
                  {a.acquirer_name}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
