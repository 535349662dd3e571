import {
  BLOCK_TYPES,
  CARD_BRANDS,
  OPERATIONS,
  PAID_FILTER,
  RECEIVABLE_DATE_KINDS,
  YES_NO,
  zRequiredDateRange,
} from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { channelOptions, mccOptions, projectOptions } from '../../../shared/lib/options';
import { dateShortcutRange, isDateRangeValue } from '../../../shared/ui/filter-panel';
import { defineList, type FilterToApi } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { receivableKeys } from './receivable-query-keys';
import { salesPlanFilterOptions } from './sales-plan-filter-options';

/** The required date range with the kind of date chosen by the radio (date_kind, start, end). */
const dateRangeWithKind: FilterToApi = (value) => {
  if (!isDateRangeValue(value)) return {};
  const params: Record<string, string> = {};
  if (value.start) params.start = value.start;
  if (value.end) params.end = value.end;
  if (value.type) params.date_kind = value.type;
  return params;
};

/**
 * The period a receivables screen opens on: the installments due in the current month ('Mês
 * atual'), kept as the shortcut so the screen always opens on the month of the day it is opened.
 */
const currentMonthByDueDate = () => ({
  ...dateShortcutRange('currentMonth'),
  type: 'dt_due',
  shortcut: 'currentMonth' as const,
});

/**
 * Financial receivables (2nd doc §3): one row per installment, every filter, 10 per page by
 * transaction id, total and the sum of the whole filter.
 */
export const receivableList = defineList({
  ns: 'receivables',
  queryKey: receivableKeys.lists,
  // The multi-value filters accept a list or a comma-joined text, so their input type is open.
  fetch: (params, { signal }) =>
    api.call(receivables.listReceivables, {
      query: params as EndpointQuery<typeof receivables.listReceivables>,
      signal,
    }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    {
      key: 'daterange',
      label: 'filters.daterange',
      type: 'daterange',
      clearable: false,
      size: 6,
      rules: zRequiredDateRange,
      radioValue: 'dt_due',
      radioItems: RECEIVABLE_DATE_KINDS.values.map((v) => ({ value: v, label: `dateKinds.${v}` })),
      api: dateRangeWithKind,
    },
    { key: 'id', label: 'filters.id', type: 'integer' },
    { key: 'transaction_id', label: 'filters.transaction_id', type: 'integer' },
    merchantFilter('merchant', 'filters.merchant'),
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    { key: 'sales_representative', label: 'filters.sales_representative', type: 'integer' },
    {
      key: 'sales_plan',
      label: 'filters.sales_plan',
      type: 'autocomplete',
      loadOptions: salesPlanFilterOptions,
    },
    { key: 'channel', label: 'filters.channel', type: 'multi-select', source: channelOptions },
    { key: 'operation', label: 'filters.operation', type: 'multi-select', enum: OPERATIONS },
    { key: 'card_brand', label: 'filters.card_brand', type: 'multi-select', enum: CARD_BRANDS },
    { key: 'mcc', label: 'filters.mcc', type: 'multi-select', source: mccOptions },
    { key: 'qt_installment', label: 'filters.qt_installment', type: 'integer', config: { min: 0, max: 12 } },
    { key: 'n_installment', label: 'filters.n_installment', type: 'integer', config: { min: 1, max: 12 } },
    { key: 'vl_transaction_min', label: 'filters.vl_transaction_min', type: 'currency' },
    { key: 'vl_transaction_max', label: 'filters.vl_transaction_max', type: 'currency' },
    { key: 'terminal', label: 'filters.terminal', type: 'text' },
    { key: 'terminal_rent_id', label: 'filters.terminal_rent_id', type: 'integer' },
    { key: 'serial_number', label: 'filters.serial_number', type: 'text' },
    { key: 'paid', label: 'filters.paid', type: 'select', enum: PAID_FILTER },
    { key: 'anticipation', label: 'filters.anticipation', type: 'select', enum: YES_NO },
    { key: 'blocked', label: 'filters.blocked', type: 'select', enum: YES_NO },
    { key: 'block_type', label: 'filters.block_type', type: 'multi-select', enum: BLOCK_TYPES },
    { key: 'bank_billet_id', label: 'filters.bank_billet_id', type: 'text' },
    { key: 'app_code', label: 'filters.app_code', type: 'text' },
    {
      key: 'split',
      label: 'filters.split',
      type: 'switch',
      api: (v) => (v === true ? { split: 'true' } : {}),
    },
  ],
  // The period is required (required_date): the screen opens on a valid one, never on a 422.
  filterDefaults: { daterange: currentMonthByDueDate() },
  sort: { by: 'transaction_id', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
  project: { filter: 'project' },
});
