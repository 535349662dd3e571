import { Button, Card, Group, Progress, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@mentor/contract';
import { formatRate, RUN_ITEM_STATUSES } from '@mentor/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../shared/lib/options';
import { downloadBlob } from '../../../shared/ui/download';
import { useShowError } from '../../../shared/ui/error-feedback';
import { useRefreshCount } from '../../../shared/ui/jobs';
import { PageTitle } from '../../../shared/ui/page-title';
import { PageControls } from '../../../shared/ui/pagination';
import { QueryError } from '../../../shared/ui/query-state';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { exportAnticipationCsv, useAnticipationHistory, useAnticipationPull } from '../api/anticipation-api';
import { planKeys } from '../api/plan-keys';
import { BulkUpdatePanel } from '../components/bulk-update-panel';

const SHOWN_ROWS = 100;

/** The filtered plans as CSV, fetched with the session's token and saved by the browser. */
async function exportCsv(filters: Record<string, string>, onError: (error: unknown) => void) {
  try {
    const blob = await exportAnticipationCsv(filters);
    if (blob instanceof Blob) downloadBlob(blob, 'taxas-antecipacao.csv');
  } catch (error) {
    onError(error);
  }
}
/** Progress of the pull with two decimals, in the screen's language ('12,50%' / '12.50%'). */
const percent2 = (value: number, language: 'pt' | 'en' = 'pt') =>
  `${value.toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/**
 * Anticipation (ARV) rates: every plan matching the filters, read in pages of 5 000 with the
 * progress in percent; the bulk update of those plans; the history of changes.
 */
export default function AnticipationRatePage() {
  const { t, i18n } = useTranslation('plans');
  const language = i18n.language.startsWith('en') ? 'en' : 'pt';
  const label = useEnumLabel();
  const showError = useShowError();
  const [name, setName] = useState('');
  const [arv, setArv] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [generation, setGeneration] = useState(0);
  const [historyPage, setHistoryPage] = useState(1);
  // A bulk run or any change to the plans refreshes the area's lists: this one is read again.
  const refreshed = useRefreshCount(planKeys.all);
  const pull = useAnticipationPull(filters, true, generation + refreshed);
  const history = useAnticipationHistory(historyPage);

  function search() {
    const next: Record<string, string> = {};
    if (name.trim()) next.name = name.trim();
    if (arv.trim()) next.anticipation_rate = arv.trim();
    setFilters(next);
    setGeneration((g) => g + 1);
  }

  return (
    <Stack>
      <PageTitle title={t('arv.title')} />
      <Tabs defaultValue="rates">
        <Tabs.List>
          <Tabs.Tab value="rates">{t('arv.ratesTab')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('arv.historyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rates" pt="md">
          <Stack>
            <Card withBorder>
              <Group align="end">
                <TextInput
                  label={t('fields.name')}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
                <TextInput
                  label={t('arv.filter')}
                  value={arv}
                  onChange={(e) => setArv(e.currentTarget.value)}
                  w={140}
                />
                <Button onClick={search}>{t('arv.search')}</Button>
              </Group>
            </Card>
            {pull.loading ? (
              <Stack gap={4}>
                <Text size="sm">{t('arv.loading', { progress: percent2(pull.progress, language) })}</Text>
                <Progress value={pull.progress} aria-label={t('arv.loadingLabel')} />
              </Stack>
            ) : null}
            <QueryError query={{ error: pull.error, refetch: () => setGeneration((g) => g + 1) }} />
            <Text size="sm" data-testid="arv-count">
              {t('arv.count', { count: pull.rows.length, progress: percent2(pull.progress, language) })}
            </Text>
            <Card withBorder>
              <BulkUpdatePanel rows={pull.loading ? [] : pull.rows} />
            </Card>
            <ScrollTable withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.id')}</Table.Th>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.project')}</Table.Th>
                  <Table.Th>{t('fields.channel')}</Table.Th>
                  <Table.Th>{t('arv.filter')}</Table.Th>
                  <Table.Th>{t('fields.merchants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pull.rows.slice(0, SHOWN_ROWS).map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{r.sales_plan_name}</Table.Td>
                    <Table.Td>{r.trade}</Table.Td>
                    <Table.Td>{r.channel_name}</Table.Td>
                    <Table.Td>{formatRate(r.anticipation_rate)}</Table.Td>
                    <Table.Td>{r.merchants_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
            {pull.rows.length > SHOWN_ROWS ? (
              <Text size="sm" c="dimmed">
                {t('arv.shown', { shown: SHOWN_ROWS, count: pull.rows.length })}
              </Text>
            ) : null}
            <Group>
              <Button variant="light" onClick={() => void exportCsv(filters, showError)}>
                {t('arv.exportCsv')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Stack>
            <QueryError query={history} />
            <ScrollTable withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.createdAt')}</Table.Th>
                  <Table.Th>{t('history.code')}</Table.Th>
                  <Table.Th>{t('history.plan')}</Table.Th>
                  <Table.Th>{t('history.rate')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                  <Table.Th>{t('history.user')}</Table.Th>
                  <Table.Th>{t('history.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(history.data?.data ?? []).map((h) => (
                  <Table.Tr key={`${h.anticipation_rate_history}-${h.sales_plan.id}`}>
                    <Table.Td>{formatDateTime(h.created_at)}</Table.Td>
                    <Table.Td>{h.anticipation_rate_history}</Table.Td>
                    <Table.Td>{h.sales_plan.sales_plan_name ?? h.sales_plan.id}</Table.Td>
                    <Table.Td>
                      {h.old_anticipation_rate ? `${formatRate(h.old_anticipation_rate)} → ` : ''}
                      {formatRate(h.anticipation_rate)}
                    </Table.Td>
                    <Table.Td>
                      {label(RUN_ITEM_STATUSES, h.status)}
                      {h.reason ? ` (${h.reason})` : ''}
                    </Table.Td>
                    <Table.Td>{h.user_name ?? h.user_id}</Table.Td>
                    <Table.Td>{h.user_email ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
            {history.data && history.data.lastPage > 1 ? (
              <PageControls total={history.data.lastPage} value={historyPage} onChange={setHistoryPage} />
            ) : null}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
