import { RECEIVABLE_HOLDERS, YES_NO_BOOLEAN } from '@mentor/contract';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { receivables } from '@mentor/contract/receivables-endpoints';
import { api } from '../../../shared/lib/api';
import { projectOptions } from '../../../shared/lib/options';
import { asDateRange, asDigits, defineList } from '../../../shared/ui/list-page';
import { merchantFilter } from '../../../shared/ui/merchant-picker';
import { receivableKeys } from './receivable-query-keys';
import { REGISTRY_TAB_PARAMS } from './registry-filter-options';

type ListQuery = EndpointQuery<typeof receivables.listUnitPayments>;

/**
 * Receivable-unit payments (spec core §2.5, §3.1): every filter of the payment list, 10 per
 * page, newest settlement day first (the server's order).
 */
export const unitPaymentList = defineList({
  ns: 'receivables',
  queryKey: receivableKeys.unitPayments,
  // The multi-value filters accept a list or a comma-joined text, so their input type is open.
  fetch: (params, { signal }) =>
    api.call(receivables.listUnitPayments, { query: params as ListQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    merchantFilter('merchant', 'filters.merchant'),
    { key: 'payment_id', label: 'units.filters.payment_id', type: 'integer' },
    { key: 'transaction', label: 'filters.transaction_id', type: 'integer' },
    {
      key: 'holder_document',
      label: 'units.filters.holder_document',
      type: 'text',
      api: asDigits('holder_document'),
    },
    { key: 'paid', label: 'filters.paid', type: 'select', enum: YES_NO_BOOLEAN },
    { key: 'contract_effect', label: 'units.filters.contract_effect', type: 'select', enum: YES_NO_BOOLEAN },
    { key: 'financier', label: 'units.filters.financier', type: 'select', enum: RECEIVABLE_HOLDERS },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions },
    {
      key: 'dt_liquidation',
      label: 'units.filters.dt_liquidation',
      type: 'daterange',
      size: 4,
      api: asDateRange('dt_liquidation_start', 'dt_liquidation_end'),
    },
  ],
  sort: { by: 'dt_liquidation', desc: true },
  paging: { sizes: [10, 25, 50] },
  onError: 'clear',
  project: { filter: 'project' },
  keepSearch: REGISTRY_TAB_PARAMS,
});
