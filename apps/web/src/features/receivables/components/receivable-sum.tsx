import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCentsBRL, formatCount } from '@mentor/contract';
import type { ReceivableSum } from '@mentor/contract/receivables';
import { useTranslation } from 'react-i18next';

const KEYS = [
  'gross_amount',
  'mdr_amount',
  'net_amount',
  'adjustment_amount',
  'net_adjusted_amount',
  'paid_amount',
] as const;

/** The totals of every receivable the filter matches. */
export function ReceivableSumBar({
  sum,
  total,
}: {
  sum: ReceivableSum | undefined;
  total: number | undefined;
}) {
  const { t, i18n } = useTranslation('receivables');
  const locale = i18n.language.startsWith('en') ? 'en-US' : 'pt-BR';
  if (!sum) return null;
  return (
    <Paper withBorder p="sm" data-testid="receivable-sum">
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('sum.count')}
          </Text>
          <Text fw={600}>{formatCount(total ?? 0, locale)}</Text>
        </Stack>
        {KEYS.map((key) => (
          <Stack gap={0} key={key}>
            <Text size="xs" c="dimmed">
              {t(`sum.${key}`)}
            </Text>
            <Text fw={600} data-testid={`sum-${key}`}>
              {formatCentsBRL(sum[key])}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
