import { Paper, Skeleton, Stack } from '@mantine/core';
import { formatCentsBRL, formatPercent } from '@mentor/contract';
import type { AcquisitionLossRetention } from '@mentor/contract/dashboard';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/api';
import { useSelectedProject, withSelectedProject } from '../../../shared/lib/project/selected-project';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useAcquisitionLossRetention, useTpvTrend } from '../api/use-behavioral';
import { TotalsCards } from '../components/totals-cards';
import {
  toDashboardQuery,
  useDashboardFilters,
  withDashboardDefaults,
} from '../components/use-dashboard-filters';

const TrendChart = lazy(() => import('../components/tpv-charts').then((m) => ({ default: m.TrendChart })));
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
          merchants: `${m.merchants_acquisition_loss_retention[k].total} (${formatPercent(m.merchants_acquisition_loss_retention[k].rate)})`,
          projects: `${m.projects_acquisition_loss_retention[k].total} (${formatPercent(m.projects_acquisition_loss_retention[k].rate)})`,
        }))
      : [];
  const columns: Column<MovementRow>[] = [
    { key: 'label', header: t('behavioral.indicator') },
    { key: 'merchants', header: t('behavioral.merchants'), align: 'right' },
    { key: 'projects', header: t('behavioral.projects'), align: 'right' },
  ];
  const tr = trend.data?.trend;

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
        loading={!trend.data || !movement.data}
        cards={[
          {
            label: t('behavioral.current'),
            value: formatCentsBRL(tr?.current_amount ?? 0),
            testId: 'trend-current',
          },
          { label: t('behavioral.previous'), value: formatCentsBRL(tr?.previous_amount ?? 0) },
          {
            label: t('behavioral.change'),
            value:
              tr?.rate === null || tr?.rate === undefined
                ? '-'
                : `${t(`behavioral.direction.${tr.direction}`)} ${formatPercent(tr.rate)}`,
          },
          { label: t('behavioral.activeMerchants'), value: String(movement.data?.total_merchants ?? 0) },
          { label: t('behavioral.activeProjects'), value: String(movement.data?.total_projects ?? 0) },
        ]}
      />
      {trend.error && (
        <Paper withBorder p="md" c="red" role="alert">
          {errorMessage(trend.error)}
        </Paper>
      )}
      {trend.data ? (
        <Suspense fallback={<Skeleton h={320} />}>
          <TrendChart trend={trend.data} />
        </Suspense>
      ) : (
        <Skeleton h={320} />
      )}
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
