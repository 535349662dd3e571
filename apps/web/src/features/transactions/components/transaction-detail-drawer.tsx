import { Drawer, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../shared/ui/query-state';
import { useTransaction } from '../api/use-transaction';
import { transactionColumns } from './transaction-columns';

interface Props {
  id: number | null;
  onClose: () => void;
}

/** Every field of one transaction, opened from a row of the list. */
export function TransactionDetailDrawer({ id, onClose }: Props) {
  const { t, i18n } = useTranslation('transactions');
  const detail = useTransaction(id);
  const columns = transactionColumns(t, i18n.language.startsWith('en') ? 'en' : 'pt');
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('detail.title', { id })}
    >
      {detail.isLoading && <Loader aria-label={t('detail.loading')} />}
      <QueryError query={detail} title={t('detail.error')} />
      {detail.data && (
        <Stack>
          <SimpleGrid cols={2} spacing="sm">
            {columns.map((c) => (
              <div key={c.key}>
                <Text size="xs" c="dimmed">
                  {c.header}
                </Text>
                <Text size="sm" component="div" data-testid={`detail-${c.key}`}>
                  {detail.data && c.render ? c.render(detail.data) : null}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Drawer>
  );
}
