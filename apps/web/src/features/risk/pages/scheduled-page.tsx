import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCentsBRL, formatDate, formatDateTime } from '@mentor/contract';
import {
  SCHEDULED_STATUS_ENUM,
  type ScheduledTransaction,
  TRANSACTION_TYPE_LABELS,
} from '@mentor/contract/risk';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../shared/lib/options';
import type { Column } from '../../../shared/ui/data-table';
import { ListPage, useListPage } from '../../../shared/ui/list-page';
import { scheduledList } from '../api/risk-lists';
import { useScheduledMetrics } from '../api/use-scheduled-metrics';

/** Scheduled transactions (page 1, 10 per page) with the metrics of the same filters. */
export default function ScheduledPage() {
  const { t } = useTranslation('risk');
  const label = useEnumLabel();
  const model = useListPage(scheduledList);
  const metrics = useScheduledMetrics(model.state.filters as Record<string, unknown>);
  const m = metrics.data;

  const columns: Column<ScheduledTransaction>[] = [
    {
      key: 'executionDate',
      header: t('fields.executionDate'),
      pin: 'left',
      text: (r) => formatDate(r.executionDate),
    },
    { key: 'accountName', header: t('fields.account') },
    {
      key: 'transactionType',
      header: t('fields.transactionType'),
      text: (r) => TRANSACTION_TYPE_LABELS[r.transactionType],
    },
    { key: 'amount', header: t('fields.amount'), align: 'right', text: (r) => formatCentsBRL(r.amount) },
    { key: 'recipientName', header: t('fields.recipient') },
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
    {
      key: 'status',
      header: t('fields.status'),
      pin: 'right',
      text: (r) => label(SCHEDULED_STATUS_ENUM, r.status),
      render: (r) => (
        <Badge color={SCHEDULED_STATUS_ENUM.option(r.status)?.color ?? 'gray'} variant="light">
          {label(SCHEDULED_STATUS_ENUM, r.status)}
        </Badge>
      ),
    },
  ];

  const summary = (
    <SimpleGrid cols={{ base: 2, md: 2 + (m?.byStatus.length ?? 0) }} mb="md">
      <Paper withBorder p="sm">
        <Text size="sm" c="dimmed">
          {t('scheduled.count')}
        </Text>
        <Text fw={700} data-testid="scheduled-count">
          {m ? m.count : '-'}
        </Text>
      </Paper>
      <Paper withBorder p="sm">
        <Text size="sm" c="dimmed">
          {t('scheduled.amount')}
        </Text>
        <Text fw={700}>{m ? formatCentsBRL(m.amount) : '-'}</Text>
      </Paper>
      {(m?.byStatus ?? []).map((s) => (
        <Paper withBorder p="sm" key={s.status}>
          <Text size="sm" c="dimmed">
            {label(SCHEDULED_STATUS_ENUM, s.status)}
          </Text>
          <Text fw={700}>
            {s.count} · {formatCentsBRL(s.amount)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );

  return (
    <ListPage
      model={model}
      title={t('scheduled.title')}
      columns={columns}
      rowName={(r) => `${r.accountName} ${formatDate(r.executionDate)}`}
      beforeTable={summary}
    />
  );
}
