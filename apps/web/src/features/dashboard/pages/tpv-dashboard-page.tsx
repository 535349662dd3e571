import { Button, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCentsBRL } from '@mentor/contract';
import type { TopMerchants, TopProjects } from '@mentor/contract/dashboard';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { downloadBlob } from '../../../shared/ui/download';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { exportDashboard, useTopMerchants, useTopProjects, useTpvData } from '../api/use-tpv-dashboard';
import { TotalsCards } from '../components/totals-cards';
import {
  toDashboardQuery,
  useDashboardFilters,
  withDashboardDefaults,
} from '../components/use-dashboard-filters';

const TpvCharts = lazy(() => import('../components/tpv-charts'));
const DEFAULTS = { perPage: 10, sortBy: 'amount', sortDesc: true };
const noop = () => undefined;

type ProjectRow = TopProjects['top_projects'][number];
type MerchantRow = TopMerchants['top_merchants'][number];

/**
 * TPV dashboard (spec core §2.5, §3): filters in the URL, totals, charts (loaded on demand),
 * top projects and top merchants. Three loading flags (TPV, top projects, top merchants) and a
 * first-load flag set after the first successful TPV load.
 */
export default function TpvDashboardPage() {
  const { t } = useTranslation('dashboard');
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
  const loadingTopProjects = projects.isFetching;
  const loadingTopMerchants = merchants.isFetching;
  const [firstLoadOccurred, setFirstLoadOccurred] = useState(false);
  useEffect(() => {
    if (tpv.isSuccess) setFirstLoadOccurred(true);
  }, [tpv.isSuccess]);
  const [exporting, setExporting] = useState(false);

  const projectColumns: Column<ProjectRow>[] = [
    { key: 'trade', header: t('columns.project') },
    { key: 'count', header: t('columns.count'), align: 'right' },
    { key: 'amount', header: t('columns.amount'), align: 'right', render: (r) => formatCentsBRL(r.amount) },
  ];
  const merchantColumns: Column<MerchantRow>[] = [
    { key: 'merchant_code', header: t('columns.merchantCode') },
    { key: 'merchant_name', header: t('columns.merchant') },
    { key: 'count', header: t('columns.count'), align: 'right' },
    { key: 'amount', header: t('columns.amount'), align: 'right', render: (r) => formatCentsBRL(r.amount) },
  ];
  const data = tpv.data;

  return (
    <Stack>
      <PageTitle
        title={t('tpv.title')}
        actions={
          <Button
            variant="default"
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                downloadBlob(await exportDashboard(query), `dashboard-tpv-${query.start}-${query.end}.xlsx`);
              } catch (error) {
                notifications.show({ color: 'red', message: errorMessage(error) });
              } finally {
                setExporting(false);
              }
            }}
          >
            {t('tpv.export')}
          </Button>
        }
      />
      <FilterPanel
        definitions={definitions}
        values={values}
        onSearch={list.setFilters}
        onClear={list.clearFilters}
        savedViews={
          <ListSavedViews screen="/management/tpv" currentQuery={list.query} onApply={list.applyQuery} />
        }
      />
      {tpv.error && !data ? (
        <Paper withBorder p="md" c="red" role="alert">
          {errorMessage(tpv.error)}
        </Paper>
      ) : (
        <TotalsCards
          loading={!firstLoadOccurred}
          cards={[
            { label: t('tpv.total'), value: formatCentsBRL(data?.totals.amount ?? 0), testId: 'tpv-total' },
            {
              label: t('tpv.count'),
              value: (data?.totals.count ?? 0).toLocaleString('pt-BR'),
              testId: 'tpv-count',
            },
            { label: t('tpv.averageTicket'), value: formatCentsBRL(data?.totals.average_ticket ?? 0) },
          ]}
        />
      )}
      <div aria-busy={loadingTpv} style={{ opacity: loadingTpv && firstLoadOccurred ? 0.6 : 1 }}>
        {data ? (
          <Suspense fallback={<Skeleton h={320} />}>
            <Stack>
              <TpvCharts data={data} />
            </Stack>
          </Suspense>
        ) : (
          <Skeleton h={320} />
        )}
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
          isLoading={loadingTopProjects}
          error={projects.error ?? undefined}
          onRetry={() => void projects.refetch()}
          emptyText={t('empty')}
          getRowKey={(r) => r.project_id}
          toolbar={
            <Title order={3} size="h5">
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
          isLoading={loadingTopMerchants}
          error={merchants.error ?? undefined}
          onRetry={() => void merchants.refetch()}
          emptyText={t('empty')}
          getRowKey={(r) => r.merchant_id}
          toolbar={
            <Title order={3} size="h5">
              {t('tpv.topMerchants')}
            </Title>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
