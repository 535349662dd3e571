import { CARD_BRANDS, OPERATIONS, TRANSACTION_STATUSES } from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { transactions } from '@mentor/contract/transactions-endpoints';
import { api } from '../../../shared/lib/api';
import { appOptions, channelOptions, projectOptions } from '../../../shared/lib/options';
import { asDateRange, defineList } from '../../../shared/ui/list-page';
import { transactionKeys } from './transaction-query';

type ListQuery = EndpointQuery<typeof transactions.listTransactions>;

/** Transaction and dashboard status filters start with CONFIRMED only (spec core §4.2). */
export const DEFAULT_STATUS = ['CONFIRMED'];

/**
 * The card transaction list (spec core §2.5, §3.1, §7.3): 17 filters, 10 per page by payment
 * date, newest first, keyset cursors on next and previous, the top-bar project in its filter.
 */
export const transactionList = defineList({
  ns: 'transactions',
  queryKey: transactionKeys.lists,
  // The multi-value filters accept a list or a comma-joined text, so their input type is open.
  fetch: (params, { signal }) =>
    api.call(transactions.listTransactions, { query: params as ListQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  totalIsEstimate: (data) => data.total_is_estimate,
  rowKey: (row) => row.id,
  filters: [
    {
      key: 'daterange',
      label: 'filters.daterange',
      type: 'daterange',
      clearable: false,
      size: 4,
      api: asDateRange('start', 'end'),
    },
    { key: 'transaction_id', label: 'filters.transaction_id', type: 'integer' },
    { key: 'merchant', label: 'filters.merchant', type: 'text' },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    { key: 'nsu', label: 'filters.nsu', type: 'text' },
    { key: 'nsu_acquirer', label: 'filters.nsu_acquirer', type: 'text' },
    { key: 'authorization_number', label: 'filters.authorization_number', type: 'text' },
    { key: 'channel', label: 'filters.channel', type: 'multi-select', source: channelOptions },
    { key: 'operation', label: 'filters.operation', type: 'multi-select', enum: OPERATIONS },
    { key: 'card_brand', label: 'filters.card_brand', type: 'multi-select', enum: CARD_BRANDS },
    { key: 'status', label: 'filters.status', type: 'multi-select', enum: TRANSACTION_STATUSES },
    { key: 'terminal', label: 'filters.terminal', type: 'text' },
    { key: 'serial_number', label: 'filters.serial_number', type: 'text' },
    { key: 'ecommerce_order', label: 'filters.ecommerce_order', type: 'text' },
    { key: 'ecommerce_customer', label: 'filters.ecommerce_customer', type: 'text' },
    { key: 'bank_billet_id', label: 'filters.bank_billet_id', type: 'text' },
    { key: 'app_code', label: 'filters.app_code', type: 'select', source: appOptions },
  ],
  filterDefaults: { status: DEFAULT_STATUS },
  sort: { by: 'payment_date', desc: true },
  paging: {
    sizes: [10, 25, 50, 100],
    cursor: { param: 'cursor', next: (data) => data.cursor.next, previous: (data) => data.cursor.previous },
  },
  onError: 'clear',
  project: { filter: 'project' },
});
