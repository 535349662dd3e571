import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TpvReportRow } from '@mentor/contract/dashboard';
import { dashboard } from '@mentor/contract/dashboard-endpoints';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { useChartFormat } from '../../../shared/ui/charts';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { useListExport } from '../../../shared/ui/download';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useTpvData } from '../api/use-tpv-dashboard';
import { useTpvReport } from '../api/use-tpv-report';
import { chartLoad } from '../components/chart-load';
import { isEmptyTpv, TpvPeriodChart } from '../components/tpv-charts';
import {
  toDashboardQuery,
  useDashboardFilters,
  withDashboardDefaults,
} from '../components/use-dashboard-filters';

const DEFAULTS = { perPage: 10, sortBy: 'period', sortDesc: true };

function readChoice<T extends string>(raw: unknown, choices: readonly T[], fallback: T): T {
  return choices.find((c) => c === raw) ?? fallback;
}

/**
 * TPV report (read_report_tpv): volume per month or day and per project or merchant, exported as
 * CSV or XLSX with the same filters.
 */
export default function TpvReportPage() {
  const { t } = useTranslation('dashboard');
  const format = useChartFormat();
  const definitions = useDashboardFilters();
  const list = useListSearch(definitions, DEFAULTS, ['group_by', 'period']);
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const groupBy = readChoice(search.group_by, ['project', 'merchant'] as const, 'project');
  const period = readChoice(search.period, ['month', 'day'] as const, 'month');
  const { projectId } = useSelectedProject();
  const values = useMemo(
    () => withDashboardDefaults(withSelectedProject(list.filters, projectId), 180),
    [list.filters, projectId],
  );
  const query = useMemo(
    () => ({
      ...toDashboardQuery(values),
      group_by: groupBy,
      period,
      page: list.page,
      perPage: list.perPage,
    }),
    [values, groupBy, period, list.page, list.perPage],
  );
  const report = useTpvReport(query);
  // Every row of the filter, grouping and period, not only the page shown.
  const exportMenu = useListExport({
    path: dashboard.exportReport,
    fileName: 'relatorio-tpv',
    query: () => query,
  });
  // The chart reads the dashboard's rollups for the same filters: the whole period, not one page.
  const chartQuery = useMemo(() => toDashboardQuery(values), [values]);
  const chart = useTpvData(chartQuery);
  const setChoice = (key: 'group_by' | 'period', value: string) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [key]: value, page: undefined }),
    });

  const columns: Column<TpvReportRow>[] = [
    {
      key: 'period',
      header: period === 'month' ? t('columns.month') : t('columns.day'),
      render: (r) => (period === 'month' ? format.month(r.period) : format.day(r.period)),
    },
    { key: 'key_name', header: groupBy === 'project' ? t('columns.project') : t('columns.merchant') },
    { key: 'count', header: t('columns.count'), align: 'right', render: (r) => format.count(r.count) },
    { key: 'amount', header: t('columns.amount'), align: 'right', render: (r) => format.money(r.amount) },
    {
      key: 'average_ticket',
      header: t('columns.averageTicket'),
      align: 'right',
      render: (r) => format.money(r.average_ticket),
    },
  ];

  return (
    <Stack>
      <PageTitle title={t('report.title')} />
      <FilterPanel
        definitions={definitions}
        values={values}
        onSearch={list.setFilters}
        onClear={list.clearFilters}
        savedViews={
          <ListSavedViews screen="/reports/tpv" currentQuery={list.query} onApply={list.applyQuery} />
        }
      />
      <Group>
        <SegmentedControl
          aria-label={t('report.groupBy')}
          value={groupBy}
          onChange={(v) => setChoice('group_by', v)}
          data={[
            { value: 'project', label: t('report.byProject') },
            { value: 'merchant', label: t('report.byMerchant') },
          ]}
        />
        <SegmentedControl
          aria-label={t('report.period')}
          value={period}
          onChange={(v) => setChoice('period', v)}
          data={[
            { value: 'month', label: t('report.monthly') },
            { value: 'day', label: t('report.daily') },
          ]}
        />
        {report.data && (
          <Text size="sm" data-testid="report-totals">
            {t('report.totals', {
              amount: format.money(report.data.totals.amount),
              count: format.count(report.data.totals.count),
            })}
          </Text>
        )}
      </Group>
      <TpvPeriodChart
        data={chart.isError ? undefined : chart.data}
        load={chartLoad(chart, isEmptyTpv)}
        title={t('report.chart')}
        testId="report-chart"
      />
      <DataTable
        label={t('report.title')}
        columns={columns}
        rows={report.data?.data}
        total={report.data?.total ?? 0}
        page={list.page}
        perPage={list.perPage}
        onChange={list.setTable}
        isLoading={report.isFetching}
        error={report.error ?? undefined}
        onRetry={() => void report.refetch()}
        emptyText={t('empty')}
        getRowKey={(r) => `${r.period}-${r.key_id}`}
        exportMenu={exportMenu}
      />
    </Stack>
  );
}
