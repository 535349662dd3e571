import { BILLET_CHARGE_FILTERS, BILLET_STATUSES, DEFAULT_BILLET_STATUS_FILTER } from '@mentor/contract';
import { BILLET_PAGE_SIZE } from '@mentor/contract/billets';
import { billets } from '@mentor/contract/billets-endpoints';
import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import { api } from '../../../shared/lib/api';
import { projectOptions } from '../../../shared/lib/options';
import { asDateRange, asDigits, defineList } from '../../../shared/ui/list-page';
import { billetLayoutOptions } from './billet-layouts';
import { billetKeys } from './billet-query-keys';

type ListQuery = EndpointQuery<typeof billets.listBillets>;

/**
 * The billet list (2nd doc §3, §7, §9): 10 per page by due date descending, status starting on
 * paid and registered, values typed in reais and sent in cents (the currency filter holds cents).
 */
export const billetList = defineList({
  ns: 'billets',
  queryKey: billetKeys.lists,
  // The multi-value filters accept a list or a comma-joined text, so their input type is open.
  fetch: (params, { signal }) => api.call(billets.listBillets, { query: params as ListQuery, signal }),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.billet_id,
  filters: [
    { key: 'billet_status', label: 'filters.billet_status', type: 'multi-select', enum: BILLET_STATUSES },
    {
      key: 'due_date',
      label: 'filters.due_date',
      type: 'daterange',
      size: 4,
      api: asDateRange('due_date_start', 'due_date_end'),
    },
    { key: 'value', label: 'filters.value', type: 'currency' },
    { key: 'our_number', label: 'filters.our_number', type: 'text', api: asDigits('our_number') },
    { key: 'typeable_line', label: 'filters.typeable_line', type: 'text', api: asDigits('typeable_line') },
    { key: 'billet_payer', label: 'filters.billet_payer', type: 'text' },
    {
      key: 'billet_payer_document',
      label: 'filters.billet_payer_document',
      type: 'text',
      api: asDigits('billet_payer_document'),
    },
    { key: 'billet_id', label: 'filters.billet_id', type: 'integer' },
    { key: 'external_id', label: 'filters.external_id', type: 'text' },
    { key: 'project_id', label: 'filters.project', type: 'select', source: projectOptions },
    { key: 'bank_billet_layout_id', label: 'filters.layout', type: 'select', source: billetLayoutOptions },
    {
      key: 'with_penalty_fees_discounts',
      label: 'filters.with_penalty_fees_discounts',
      type: 'multi-select',
      enum: BILLET_CHARGE_FILTERS,
    },
    {
      key: 'emission_date',
      label: 'filters.emission_date',
      type: 'daterange',
      size: 4,
      api: asDateRange('emission_date_start', 'emission_date_end'),
    },
    {
      key: 'liquidation_date',
      label: 'filters.liquidation_date',
      type: 'daterange',
      size: 4,
      api: asDateRange('liquidation_date_start', 'liquidation_date_end'),
    },
  ],
  filterDefaults: { billet_status: [...DEFAULT_BILLET_STATUS_FILTER] },
  sort: { by: 'due_date', desc: true },
  paging: { sizes: [BILLET_PAGE_SIZE, 25, 50, 100] },
  onError: 'clear',
  project: { filter: 'project_id' },
});
