import { Stack } from '@mantine/core';
import type { AcquisitionLossRetention, TpvTrend } from '@mentor/contract/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { useChartFormat } from '../../../shared/ui/charts';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useAcquisitionLossRetention, useTpvTrend } from '../api/use-behavioral';
import { chartLoad } from '../components/chart-load';
import { TotalsCards } from '../components/totals-cards';
import { TrendChart } from '../components/tpv-charts';
import {
  toDashboardQuery,
  useDashboardFilters,
  withDashboardDefaults,
} from '../components/use-dashboard-filters';

const isEmptyTrend = (data: TpvTrend) => data.tpv_per_status_and_date.length === 0;
const DEFAULTS = { perPage: 10, sortBy: 'label', sortDesc: false };
const FILTERS = ['project', 'date'] as const;
const noop = () => undefined;

interface MovementRow {
  label: string;
  merchants: string;
  projects: string;
}

/** Behavioural dashboard (financial doc): TPV trend, and acquisition, loss and retention. */
export default function BehavioralDashboardPage() {
  const { t } = useTranslation('dashboard');
  const format = useChartFormat();
  const definitions = useDashboardFilters(FILTERS);
  const list = useListSearch(definitions, DEFAULTS);
  const { projectId } = useSelectedProject();
  const values = useMemo(
    () => withDashboardDefaults(withSelectedProject(list.filters, projectId), 90, false),
    [list.filters, projectId],
  );
  const query = useMemo(() => toDashboardQuery(values), [values]);
  const trend = useTpvTrend(query);
  const movement = useAcquisitionLossRetention(query);

  const rows = (m: AcquisitionLossRetention | undefined): MovementRow[] =>
    m
      ? (['acquisition', 'loss', 'retention'] as const).map((k) => ({
          label: t(`behavioral.${k}`),
          merchants: `${format.count(m.merchants_acquisition_loss_retention[k].total)} (${format.percent(m.merchants_acquisition_loss_retention[k].rate)})`,
          projects: `${format.count(m.projects_acquisition_loss_retention[k].total)} (${format.percent(m.projects_acquisition_loss_retention[k].rate)})`,
        }))
      : [];
  const columns: Column<MovementRow>[] = [
    { key: 'label', header: t('behavioral.indicator') },
    { key: 'merchants', header: t('behavioral.merchants'), align: 'right' },
    { key: 'projects', header: t('behavioral.projects'), align: 'right' },
  ];
  const trendData = trend.isError ? undefined : trend.data;
  const tr = trendData?.trend;

  return (
    <Stack>
      <PageTitle title={t('behavioral.title')} />
      <FilterPanel
        definitions={definitions}
        values={values}
        onSearch={list.setFilters}
        onClear={list.clearFilters}
        savedViews={
          <ListSavedViews
            screen="/management/behavioral"
            currentQuery={list.query}
            onApply={list.applyQuery}
          />
        }
      />
      <TotalsCards
        loading={(!trend.data && !trend.isError) || (!movement.data && !movement.isError)}
        cards={[
          {
            label: t('behavioral.current'),
            value: tr ? format.money(tr.current_amount) : '-',
            testId: 'trend-current',
          },
          { label: t('behavioral.previous'), value: tr ? format.money(tr.previous_amount) : '-' },
          {
            label: t('behavioral.change'),
            value:
              tr?.rate === null || tr?.rate === undefined
                ? '-'
                : `${t(`behavioral.direction.${tr.direction}`)} ${format.percent(tr.rate)}`,
          },
          {
            label: t('behavioral.activeMerchants'),
            value: movement.data ? format.count(movement.data.total_merchants) : '-',
          },
          {
            label: t('behavioral.activeProjects'),
            value: movement.data ? format.count(movement.data.total_projects) : '-',
          },
        ]}
      />
      <div aria-busy={trend.isFetching} style={{ opacity: trend.isFetching && trendData ? 0.6 : 1 }}>
        <TrendChart trend={trendData} load={chartLoad(trend, isEmptyTrend)} />
      </div>
      <DataTable
        label={t('behavioral.movement')}
        columns={columns}
        rows={movement.data ? rows(movement.data) : undefined}
        total={3}
        page={1}
        perPage={10}
        perPageOptions={[10]}
        onChange={noop}
        isLoading={movement.isFetching}
        error={movement.error ?? undefined}
        onRetry={() => void movement.refetch()}
        getRowKey={(r) => r.label}
      />
    </Stack>
  );
}
