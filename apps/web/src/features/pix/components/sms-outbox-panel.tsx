import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { usePermissions } from '../../../shared/lib/auth/session-context';
import { useSmsOutbox } from '../api/use-sms-outbox';

const SMS_OUTBOX_PERMISSION = 'read_sms_outbox_dev';

/**
 * The latest messages of the local SMS adapter (development has no SMS gateway), so a
 * developer can read the code a customer would receive. Shown only to holders of the developer
 * permission `read_sms_outbox_dev`, which no production role has; `bypass_permission` does
 * not count.
 */
export function SmsOutboxPanel({ account = null }: { account?: string | null }) {
  const allowed = usePermissions().includes(SMS_OUTBOX_PERMISSION);
  return allowed ? <OutboxTable account={account} /> : null;
}

function OutboxTable({ account }: { account: string | null }) {
  const { t } = useTranslation('pix');
  const outbox = useSmsOutbox(account);
  const rows = outbox.data?.data ?? [];
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('sms.outboxTitle')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={4}>{t('sms.outboxTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('sms.outboxNotice')}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
          >
            {t('actions.refresh')}
          </Button>
        </Group>
        {outbox.error ? <Text c="red">{errorView(outbox.error).message}</Text> : null}
        {!outbox.error && rows.length === 0 && !outbox.isLoading ? (
          <Text c="dimmed">{t('sms.outboxEmpty')}</Text>
        ) : null}
        {rows.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sms.sentAt')}</Table.Th>
                <Table.Th>{t('sms.phone')}</Table.Th>
                <Table.Th>{t('sms.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>{row.phone}</Table.Td>
                  <Table.Td data-testid="sms-outbox-body">{row.body}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
