import { Button, Group, Stack } from '@mantine/core';
import { formatCentsBRL, formatDateTime, MED_REFUND_REASONS, MED_STATUSES } from '@mentor/contract';
import { PIX_PAGE_SIZES, type Refund, type RefundListQuery } from '@mentor/contract/pix';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useRefunds } from '../api/use-refunds';
import { CloseRefundModal } from '../components/close-refund-modal';
import { textOf } from '../components/date-range';
import { ListLoadAlert } from '../components/list-load-alert';
import { useRefundActionsUi } from '../components/use-refund-actions-ui';
import { useWhiteLabelOptions } from '../components/use-white-label-options';
import { useEnumLabel, useEnumOptions } from '../hooks/use-enum-options';
import { useLastGood } from '../hooks/use-last-good';

const DEFAULTS = { perPage: PIX_PAGE_SIZES.refunds, sortBy: 'dateRegister', sortDesc: true };

/** Refund requests (MED): filters, 15 per page newest first, create, close and cancel. */
export default function RefundListPage() {
  const { t } = useTranslation('pix');
  const { localize } = useLanguage();
  const label = useEnumLabel();
  const statusOptions = useEnumOptions(MED_STATUSES);
  const whiteLabels = useWhiteLabelOptions();
  const optionsKey = JSON.stringify([statusOptions, whiteLabels]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the option lists change
  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { key: 'status', label: t('fields.status'), type: 'select', options: statusOptions },
      { key: 'ispbByWhiteLabel', label: t('fields.whiteLabel'), type: 'select', options: whiteLabels },
    ],
    [t, optionsKey],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const query: RefundListQuery = {
    limit: list.perPage,
    page: list.page,
    status: textOf(list.filters.status),
    ispbByWhiteLabel: textOf(list.filters.ispbByWhiteLabel),
    order: list.sortDesc ? 'DESC' : 'ASC',
  };
  const result = useRefunds(query);
  const data = useLastGood(result.data, result.error);
  const actions = useRefundActionsUi();

  const columns: Column<Refund>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateCreated'),
      sortable: true,
      render: (r) => formatDateTime(r.dateCreated),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => <StatusChip code={r.status} family="medStatus" />,
    },
    {
      key: 'refundReason',
      header: t('fields.refundReason'),
      render: (r) => label(MED_REFUND_REASONS, r.refundReason),
    },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
    { key: 'amount', header: t('fields.amount'), align: 'right', render: (r) => formatCentsBRL(r.amount) },
    { key: 'endToEndId', header: t('fields.endToEndId') },
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
      <Group justify="space-between">
        <PageTitle title={t('refunds.title')} />
        <Button component={Link} to={localize('/infract-report/infraction-med-view-or-action')}>
          {t('refunds.create')}
        </Button>
      </Group>
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/infract-report/infraction-med" list={list} />}
      />
      {data ? <ListLoadAlert error={result.error} /> : null}
      <DataTable
        label={t('refunds.title')}
        columns={columns}
        rows={data?.data}
        total={data?.meta.itemCount ?? 0}
        {...list.tableProps}
        perPageOptions={[15, 30, 50, 100]}
        isLoading={result.isFetching}
        error={data ? undefined : result.error}
        onRetry={() => void result.refetch()}
        getRowKey={(r) => r.uuid}
        getRowHref={(r) => localize(`/infract-report/infraction-med-view-or-action?uuid=${r.uuid}`)}
      />
      <CloseRefundModal uuid={actions.closing} onClose={() => actions.setClosing(null)} />
    </Stack>
  );
}
