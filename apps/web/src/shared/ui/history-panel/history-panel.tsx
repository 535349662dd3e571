import { Alert, Code, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useHistory } from './use-history';

interface Props {
  /** Audit table context, e.g. 'project', 'spread_mdr', 'role'. */
  context: string;
  recordId: string;
  title?: string;
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The last changes of one record, from the audit trail: who, when, before and after. */
export function HistoryPanel({ context, recordId, title }: Props) {
  const { t } = useTranslation('kit');
  const history = useHistory(context, recordId);
  return (
    <Stack gap="xs" aria-label={title ?? t('history.title')}>
      <Title order={5}>{title ?? t('history.title')}</Title>
      {history.isLoading ? <Loader size="sm" aria-label={t('history.loading')} /> : null}
      {history.error ? <Alert color="red">{errorMessage(history.error)}</Alert> : null}
      {history.data && history.data.data.length === 0 ? <Text c="dimmed">{t('history.empty')}</Text> : null}
      {history.data && history.data.data.length > 0 ? (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.when')}</Table.Th>
              <Table.Th>{t('history.who')}</Table.Th>
              <Table.Th>{t('history.action')}</Table.Th>
              <Table.Th>{t('history.before')}</Table.Th>
              <Table.Th>{t('history.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.data.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{formatDateTime(h.occurred_at)}</Table.Td>
                <Table.Td>{h.actor_name ?? h.actor}</Table.Td>
                <Table.Td>{t(`history.actions.${h.action}`)}</Table.Td>
                <Table.Td>
                  <Code block>{show(h.before)}</Code>
                </Table.Td>
                <Table.Td>
                  <Code block>{show(h.after)}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
