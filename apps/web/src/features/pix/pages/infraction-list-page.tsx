import { Button, Group, Stack } from '@mantine/core';
import {
  formatCentsBRL,
  formatDateTime,
  INFRACTION_ANALYSIS_RESULTS,
  INFRACTION_REPORTED_BY,
  INFRACTION_STATUSES,
  INFRACTION_TYPES,
} from '@mentor/contract';
import { type Infraction, type InfractionListQuery, PIX_PAGE_SIZES } from '@mentor/contract/pix';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useInfractions } from '../api/use-infractions';
import { CloseInfractionModal } from '../components/close-infraction-modal';
import { rangeOf, textOf } from '../components/date-range';
import { ListLoadAlert } from '../components/list-load-alert';
import { useInfractionActions } from '../components/use-infraction-actions';
import { useWhiteLabelOptions } from '../components/use-white-label-options';
import { useEnumLabel, useEnumOptions } from '../hooks/use-enum-options';
import { useLastGood } from '../hooks/use-last-good';

const DEFAULTS = { perPage: PIX_PAGE_SIZES.infractions, sortBy: 'createDate', sortDesc: true };

/** Pix infraction reports: filters, 15 per page newest first, close and cancel of open ones. */
export default function InfractionListPage() {
  const { t } = useTranslation('pix');
  const { localize } = useLanguage();
  const label = useEnumLabel();
  const statusOptions = useEnumOptions(INFRACTION_STATUSES);
  const typeOptions = useEnumOptions(INFRACTION_TYPES);
  const reporterOptions = useEnumOptions(INFRACTION_REPORTED_BY);
  const analysisOptions = useEnumOptions(INFRACTION_ANALYSIS_RESULTS);
  const whiteLabels = useWhiteLabelOptions();
  const definitionsKey = JSON.stringify([
    statusOptions,
    typeOptions,
    reporterOptions,
    analysisOptions,
    whiteLabels,
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the option lists change
  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { key: 'status', label: t('fields.status'), type: 'select', options: statusOptions },
      { key: 'infractionType', label: t('fields.infractionType'), type: 'select', options: typeOptions },
      { key: 'reportedBy', label: t('fields.reportedBy'), type: 'select', options: reporterOptions },
      { key: 'analysisResult', label: t('fields.analysisResult'), type: 'select', options: analysisOptions },
      { key: 'createDate', label: t('fields.createDate'), type: 'daterange', size: 4 },
      { key: 'ispbByWhiteLabel', label: t('fields.whiteLabel'), type: 'select', options: whiteLabels },
    ],
    [t, definitionsKey],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const range = rangeOf(list.filters.createDate);
  const query: InfractionListQuery = {
    limit: list.perPage,
    page: list.page,
    status: textOf(list.filters.status),
    infractionType: textOf(list.filters.infractionType),
    reportedBy: textOf(list.filters.reportedBy),
    analysisResult: textOf(list.filters.analysisResult),
    startDate: range.start,
    endDate: range.end,
    ispbByWhiteLabel: textOf(list.filters.ispbByWhiteLabel),
    order: list.sortDesc ? 'DESC' : 'ASC',
  };
  const result = useInfractions(query);
  const data = useLastGood(result.data, result.error);
  const actions = useInfractionActions();

  const columns: Column<Infraction>[] = [
    {
      key: 'createDate',
      header: t('fields.createDate'),
      sortable: true,
      render: (r) => formatDateTime(r.createDate),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => <StatusChip code={r.status} family="infractionStatus" />,
    },
    {
      key: 'infractionType',
      header: t('fields.infractionType'),
      render: (r) => label(INFRACTION_TYPES, r.infractionType),
    },
    {
      key: 'reportedBy',
      header: t('fields.reportedBy'),
      render: (r) => label(INFRACTION_REPORTED_BY, r.reportedBy),
    },
    {
      key: 'analysisResult',
      header: t('fields.analysisResult'),
      render: (r) => <StatusChip code={r.analysisResult} family="infractionAnalysisResult" />,
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    { key: 'amount', header: t('fields.amount'), align: 'right', render: (r) => formatCentsBRL(r.amount) },
    {
      key: 'actions',
      header: t('fields.actions'),
      hideable: false,
      render: (r) =>
        r.status === 'OPEN' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              onClick={() => actions.setClosing(r.uuid)}
              aria-label={`${t('actions.close')} ${r.uuid}`}
            >
              {t('actions.close')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => void actions.askCancel(r.uuid)}
              aria-label={`${t('actions.cancelRecord')} ${r.uuid}`}
            >
              {t('actions.cancelRecord')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack>
      <PageTitle title={t('infractions.title')} />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/infract-report/infract-report" list={list} />}
      />
      {data ? <ListLoadAlert error={result.error} /> : null}
      <DataTable
        label={t('infractions.title')}
        columns={columns}
        rows={data?.data}
        total={data?.meta.itemCount ?? 0}
        {...list.tableProps}
        perPageOptions={[15, 30, 50, 100]}
        isLoading={result.isFetching}
        error={data ? undefined : result.error}
        onRetry={() => void result.refetch()}
        getRowKey={(r) => r.uuid}
        getRowHref={(r) => localize(`/infract-report/infract-report-view-or-action?uuid=${r.uuid}`)}
      />
      <CloseInfractionModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </Stack>
  );
}
