import { Stack } from '@mantine/core';
import {
  formatCentsBRL,
  formatDateTime,
  INFRACTION_TRANSACTION_RESULTS,
  maskCpfCnpj,
} from '@mentor/contract';
import { type Movement, type MovementListQuery, PIX_PAGE_SIZES } from '@mentor/contract/pix';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/i18n';
import { type Column, DataTable } from '../../../shared/ui/data-table';
import { type FilterDefinition, FilterPanel } from '../../../shared/ui/filter-panel';
import { useListSearch } from '../../../shared/ui/list-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListSavedViews } from '../../../shared/ui/saved-views';
import { useMovements } from '../api/use-movements';
import { rangeOf, textOf } from '../components/date-range';
import { ListLoadAlert } from '../components/list-load-alert';
import { useWhiteLabelOptions } from '../components/use-white-label-options';
import { useEnumLabel } from '../hooks/use-enum-options';
import { useLastGood } from '../hooks/use-last-good';

const DEFAULTS = { perPage: PIX_PAGE_SIZES.movements, sortBy: 'dateRegister', sortDesc: true };

/** Pix movements: optional filters, 10 per page, newest first. */
export default function MovementListPage() {
  const { t } = useTranslation('pix');
  const { localize } = useLanguage();
  const label = useEnumLabel();
  const whiteLabels = useWhiteLabelOptions();
  const optionsKey = JSON.stringify(whiteLabels);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the white labels arrive
  const definitions = useMemo<FilterDefinition[]>(
    () => [
      { key: 'document', label: t('fields.document'), type: 'text' },
      { key: 'documentOrigin', label: t('fields.documentOrigin'), type: 'text' },
      { key: 'documentDestination', label: t('fields.documentDestination'), type: 'text' },
      { key: 'partnerId', label: t('fields.partnerId'), type: 'text' },
      { key: 'transactionId', label: t('fields.transactionId'), type: 'text' },
      { key: 'endToEndId', label: t('fields.endToEndId'), type: 'text' },
      { key: 'date', label: t('fields.dateRegister'), type: 'daterange', size: 4 },
      { key: 'uuidWhiteLabel', label: t('fields.whiteLabel'), type: 'select', options: whiteLabels },
    ],
    [t, optionsKey],
  );
  const list = useListSearch(definitions, DEFAULTS);
  const range = rangeOf(list.filters.date);
  const digits = (value: string | undefined) => value?.replace(/\D/g, '') || undefined;
  const query: MovementListQuery = {
    limit: list.perPage,
    page: list.page,
    orderBy: list.sortBy === 'amount' ? 'amount' : 'dateRegister',
    order: list.sortDesc ? 'DESC' : 'ASC',
    document: digits(textOf(list.filters.document)),
    documentOrigin: digits(textOf(list.filters.documentOrigin)),
    documentDestination: digits(textOf(list.filters.documentDestination)),
    partnerId: textOf(list.filters.partnerId),
    transactionId: textOf(list.filters.transactionId),
    endToEndId: textOf(list.filters.endToEndId),
    dateStart: range.start,
    dateEnd: range.end,
    uuidWhiteLabel: textOf(list.filters.uuidWhiteLabel),
  };
  const result = useMovements(query);
  const data = useLastGood(result.data, result.error);

  const columns: Column<Movement>[] = [
    {
      key: 'dateRegister',
      header: t('fields.dateRegister'),
      sortable: true,
      render: (r) => formatDateTime(r.dateRegister),
    },
    {
      key: 'movementType',
      header: t('fields.movementType'),
      render: (r) => t(`movementTypes.${r.movementType}`),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => label(INFRACTION_TRANSACTION_RESULTS, r.status),
    },
    {
      key: 'nameOrigin',
      header: t('fields.origin'),
      render: (r) => `${r.nameOrigin} (${maskCpfCnpj(r.documentOrigin)})`,
    },
    {
      key: 'nameDestination',
      header: t('fields.destination'),
      render: (r) => `${r.nameDestination} (${maskCpfCnpj(r.documentDestination)})`,
    },
    {
      key: 'amount',
      header: t('fields.amount'),
      sortable: true,
      align: 'right',
      render: (r) => formatCentsBRL(r.amount),
    },
    { key: 'endToEndId', header: t('fields.endToEndId') },
    { key: 'whiteLabelName', header: t('fields.whiteLabel') },
  ];

  return (
    <Stack>
      <PageTitle title={t('movements.title')} />
      <FilterPanel
        definitions={definitions}
        {...list.filterProps}
        savedViews={<ListSavedViews screen="/infract-report/infraction-list-transactions" list={list} />}
      />
      {data ? <ListLoadAlert error={result.error} /> : null}
      <DataTable
        label={t('movements.title')}
        columns={columns}
        rows={data?.data}
        total={data?.meta.itemCount ?? 0}
        {...list.tableProps}
        isLoading={result.isFetching}
        error={data ? undefined : result.error}
        onRetry={() => void result.refetch()}
        getRowKey={(r) => r.uuid}
        getRowHref={(r) =>
          localize(`/infract-report/transaction-view?endToEndId=${encodeURIComponent(r.endToEndId)}`)
        }
      />
    </Stack>
  );
}
