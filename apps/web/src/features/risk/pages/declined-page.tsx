import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCentsBRL, formatDateTime } from '@mentor/contract';
import {
  ALL_OPTION,
  DECLINE_REASON_ENUM,
  type DeclinedTransaction,
  RISK_MESSAGES,
  TRANSACTION_TYPE_LABELS,
} from '@mentor/contract/risk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useEnumLabel, useOptionSource } from '../../../shared/lib/options';
import { ChartPanel, DonutChart } from '../../../shared/ui/charts';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { DayInput } from '../../../shared/ui/inputs';
import { PageTitle } from '../../../shared/ui/page-title';
import { riskWhiteLabelOptions, transactionTypeOptions, useAccountOptions } from '../api/risk-options';
import { type DeclinedSearch, useDeclinedMetrics, useDeclinedTransactions } from '../api/use-declined';

const PAGE_SIZES = [10, 30, 50, 100];
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** The server's message, else the spec's fallback. */

/**
 * Declined transactions: white label, account, start and end are required (none 'all'); the
 * list is paged here; metrics by reason with a chart.
 */
export default function DeclinedPage() {
  const { t } = useTranslation('risk');
  const label = useEnumLabel();
  const whiteLabels = useOptionSource(riskWhiteLabelOptions);
  const types = useOptionSource(transactionTypeOptions);
  const [whiteLabel, setWhiteLabel] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const [start, setStart] = useState(monthAgo());
  const [end, setEnd] = useState(today());
  const [type, setType] = useState<string>(ALL_OPTION);
  const [search, setSearch] = useState<DeclinedSearch | null>(null);
  const [missing, setMissing] = useState(false);
  const [paging, setPaging] = useState({ page: 1, perPage: PAGE_SIZES[0] ?? 10 });
  const accounts = useAccountOptions(whiteLabel);
  const list = useDeclinedTransactions(search);
  const metrics = useDeclinedMetrics(search);

  const find = () => {
    const blank = (value: string | null) => !value || value === ALL_OPTION;
    if (blank(whiteLabel) || blank(account) || blank(start) || blank(end)) {
      setMissing(true);
      setSearch(null);
      return;
    }
    setMissing(false);
    setPaging((p) => ({ ...p, page: 1 }));
    setSearch({
      whiteLabel: whiteLabel ?? '',
      account: account ?? '',
      start,
      end,
      transactionType: type === ALL_OPTION ? '' : type,
    });
  };

  const all = (list.data ?? []).filter(
    (row) => !search?.transactionType || row.transactionType === search.transactionType,
  );
  const rows = all.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);

  const columns: Column<DeclinedTransaction>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      pin: 'left',
      text: (r) => formatDateTime(r.dateRegister),
      brasiliaTime: true,
    },
    { key: 'accountName', header: t('fields.account') },
    {
      key: 'transactionType',
      header: t('fields.transactionType'),
      text: (r) => TRANSACTION_TYPE_LABELS[r.transactionType],
    },
    { key: 'amount', header: t('fields.amount'), align: 'right', text: (r) => formatCentsBRL(r.amount) },
    { key: 'reason', header: t('fields.declineReason'), text: (r) => label(DECLINE_REASON_ENUM, r.reason) },
    { key: 'description', header: t('fields.description'), text: (r) => r.description ?? '-' },
  ];

  const m = metrics.data;
  const chartState = metrics.isError
    ? 'error'
    : metrics.isLoading || !m
      ? 'loading'
      : m.count === 0
        ? 'empty'
        : 'ready';

  return (
    <Stack>
      <PageTitle title={t('declined.title')} />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          <Select
            label={t('fields.whiteLabel')}
            data={whiteLabels}
            value={whiteLabel}
            onChange={(value) => {
              setWhiteLabel(value);
              setAccount(null);
            }}
            searchable
            withAsterisk
          />
          <Select
            label={t('fields.account')}
            data={accounts.options}
            value={account}
            onChange={setAccount}
            disabled={!whiteLabel}
            error={accounts.failed ? RISK_MESSAGES.accountsLoad : undefined}
            searchable
            withAsterisk
          />
          <DayInput label={t('fields.startDate')} value={start} onChange={setStart} withAsterisk />
          <DayInput label={t('fields.endDate')} value={end} onChange={setEnd} withAsterisk />
          <Select
            label={t('fields.transactionType')}
            data={types}
            value={type}
            onChange={(value) => setType(value ?? ALL_OPTION)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button onClick={find}>{t('actions.search')}</Button>
        </Group>
      </Paper>
      {missing ? <Alert color="yellow">{RISK_MESSAGES.declinedFilters}</Alert> : null}
      {list.isError ? (
        <Alert color="red">{errorView(list.error, RISK_MESSAGES.declinedLoad).message}</Alert>
      ) : null}
      {search ? (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Paper withBorder p="md">
            <Text size="sm" c="dimmed">
              {t('declined.count')}
            </Text>
            <Text fw={700} size="xl" data-testid="declined-count">
              {m ? m.count : '-'}
            </Text>
            <Text size="sm" c="dimmed" mt="sm">
              {t('declined.amount')}
            </Text>
            <Text fw={700} size="xl" data-testid="declined-amount">
              {m ? formatCentsBRL(m.amount) : '-'}
            </Text>
          </Paper>
          <div style={{ gridColumn: 'span 2' }}>
            <ChartPanel
              title={t('declined.byReason')}
              state={chartState}
              height={200}
              errorText={errorView(metrics.error, RISK_MESSAGES.declinedLoad).message}
              onRetry={() => void metrics.refetch()}
              testId="declined-by-reason"
            >
              <DonutChart
                label={t('declined.byReason')}
                slices={(m?.byReason ?? []).map((r) => ({
                  key: r.reason,
                  label: label(DECLINE_REASON_ENUM, r.reason),
                  amount: r.amount,
                  count: r.count,
                }))}
              />
            </ChartPanel>
          </div>
        </SimpleGrid>
      ) : null}
      <DataTable
        label={t('declined.title')}
        columns={columns}
        rows={search ? rows : []}
        total={search ? all.length : 0}
        page={paging.page}
        perPage={paging.perPage}
        perPageOptions={PAGE_SIZES}
        onChange={(state) => setPaging({ page: state.page, perPage: state.perPage })}
        isLoading={list.isFetching}
        emptyText={search ? t('declined.empty') : t('declined.chooseFilters')}
        getRowKey={(row) => row.uuid}
      />
    </Stack>
  );
}
