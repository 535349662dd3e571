import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TopMerchants, TopProjects } from '@mentor/contract/dashboard';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { useStableCallback } from '../../../shared/lib/render/use-stable-callback';
import { useChartFormat } from '../../../shared/ui/charts';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { exportDashboard, useTopMerchants, useTopProjects, useTpvData } from '../api/use-tpv-dashboard';
import { chartLoad } from '../components/chart-load';
import { exportFileName } from '../components/export-file-name';
import { TotalsCards } from '../components/totals-cards';
import { isEmptyTpv, TpvCharts } from '../components/tpv-charts';
import {
  toDashboardQuery,
  useDashboardFilters,
  withDashboardDefaults,
} from '../components/use-dashboard-filters';
import { useExportDownload } from '../components/use-export-download';

const DEFAULTS = { perPage: 10, sortBy: 'amount', sortDesc: true };
const noop = () => undefined;

type ProjectRow = TopProjects['top_projects'][number];
type MerchantRow = TopMerchants['top_merchants'][number];

/**
 * TPV dashboard (spec core §2.5, §3): filters in the URL, totals, charts, top projects and top
 * merchants. Three loading flags (TPV, top projects, top merchants); the figures keep the last
 * answer while a new period loads, and an error offers 'Tentar novamente'.
 */
export default function TpvDashboardPage() {
  const { t } = useTranslation('dashboard');
  const format = useChartFormat();
  const definitions = useDashboardFilters();
  const list = useListSearch(definitions, DEFAULTS);
  const { projectId } = useSelectedProject();
  const values = useMemo(
    () => withDashboardDefaults(withSelectedProject(list.filters, projectId), 30),
    [list.filters, projectId],
  );
  const query = useMemo(() => toDashboardQuery(values), [values]);
  const tpv = useTpvData(query);
  const projects = useTopProjects(query);
  const merchants = useTopMerchants(query);
  const loadingTpv = tpv.isFetching;
  const exporter = useExportDownload();

  const projectColumns: Column<ProjectRow>[] = [
    { key: 'trade', header: t('columns.project') },
    { key: 'count', header: t('columns.count'), align: 'right', render: (r) => format.count(r.count) },
    { key: 'amount', header: t('columns.amount'), align: 'right', render: (r) => format.money(r.amount) },
  ];
  const merchantColumns: Column<MerchantRow>[] = [
    { key: 'merchant_code', header: t('columns.merchantCode') },
    { key: 'merchant_name', header: t('columns.merchant') },
    { key: 'count', header: t('columns.count'), align: 'right', render: (r) => format.count(r.count) },
    { key: 'amount', header: t('columns.amount'), align: 'right', render: (r) => format.money(r.amount) },
  ];
  const data = tpv.isError ? undefined : tpv.data;
  // The same load while the TPV answer is the same: the charts (memoised) are not drawn again
  // when the top projects or merchants answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the TPV query's state changes
  const load = useMemo(() => chartLoad(tpv, isEmptyTpv), [tpv.data, tpv.isError, tpv.error]);
  // The charts are drawn in React's deferred pass, in slices: an answer never draws them inside
  // the urgent render that notices it.
  const chartData = useDeferredValue(data);
  const chartsLoad = useDeferredValue(load);
  // Stable handlers and one saved-views element per query: the filter panel (memoised) is left
  // alone by the answers.
  const onSearch = useStableCallback(list.setFilters);
  const onClear = useStableCallback(list.clearFilters);
  const onApplyView = useStableCallback(list.applyQuery);
  const savedViews = useMemo(
    () => <ListSavedViews screen="/management/tpv" currentQuery={list.query} onApply={onApplyView} />,
    [list.query, onApplyView],
  );

  return (
    <Stack>
      <PageTitle
        title={t('tpv.title')}
        actions={
          <Button
            variant="default"
            loading={exporter.running}
            onClick={() =>
              void exporter.run(() => exportDashboard(query), exportFileName('dashboard-tpv', 'xlsx'))
            }
          >
            {t('tpv.export')}
          </Button>
        }
      />
      <FilterPanel
        definitions={definitions}
        values={values}
        onSearch={onSearch}
        onClear={onClear}
        savedViews={savedViews}
      />
      <TotalsCards
        loading={load.state === 'loading'}
        cards={[
          {
            label: t('tpv.total'),
            value: data ? format.money(data.totals.amount) : '-',
            testId: 'tpv-total',
          },
          { label: t('tpv.count'), value: data ? format.count(data.totals.count) : '-', testId: 'tpv-count' },
          {
            label: t('tpv.averageTicket'),
            value: data ? format.money(data.totals.average_ticket) : '-',
            testId: 'tpv-average-ticket',
          },
        ]}
      />
      <div
        aria-busy={loadingTpv}
        style={{ opacity: loadingTpv && data ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <TpvCharts data={chartData} load={chartsLoad} />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DataTable
          label={t('tpv.topProjects')}
          columns={projectColumns}
          rows={projects.data?.top_projects}
          total={projects.data?.top_projects.length ?? 0}
          page={1}
          perPage={10}
          perPageOptions={[10]}
          onChange={noop}
          isLoading={projects.isFetching}
          error={projects.error ?? undefined}
          onRetry={() => void projects.refetch()}
          emptyText={t('empty')}
          getRowKey={(r) => r.project_id}
          toolbar={
            <Title order={2} size="h5">
              {t('tpv.topProjects')}
            </Title>
          }
        />
        <DataTable
          label={t('tpv.topMerchants')}
          columns={merchantColumns}
          rows={merchants.data?.top_merchants}
          total={merchants.data?.top_merchants.length ?? 0}
          page={1}
          perPage={10}
          perPageOptions={[10]}
          onChange={noop}
          isLoading={merchants.isFetching}
          error={merchants.error ?? undefined}
          onRetry={() => void merchants.refetch()}
          emptyText={t('empty')}
          getRowKey={(r) => r.merchant_id}
          toolbar={
            <Title order={2} size="h5">
              {t('tpv.topMerchants')}
            </Title>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
