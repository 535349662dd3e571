import { MERCHANT_ONBOARDING_STATUSES } from '@mentor/contract';
import { projectOptions } from '../../../shared/lib/options';
import { asDigits, defineList } from '../../../shared/ui/list-page';
import { fetchMerchants } from './fetch-merchants';
import { merchantKeys } from './merchant-query-keys';

/**
 * The merchant list (spec core §3.1, §7.10): deleted and blocked default to false, the CPF|CNPJ
 * filter takes digits only, the top-bar project fills the project filter.
 */
export const merchantList = defineList({
  ns: 'merchants',
  queryKey: merchantKeys.lists,
  fetch: (params, { signal }) => fetchMerchants(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'search', label: 'filters.search', type: 'text' },
    { key: 'cpf_cnpj', label: 'filters.cpf_cnpj', type: 'text', api: asDigits('cpf_cnpj') },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions, api: 'project_id' },
    { key: 'mcc', label: 'filters.mcc', type: 'text' },
    { key: 'status', label: 'filters.status', type: 'select', enum: MERCHANT_ONBOARDING_STATUSES },
    { key: 'blocked', label: 'filters.blocked', type: 'switch' },
    { key: 'deleted', label: 'filters.deleted', type: 'switch' },
  ],
  filterDefaults: { blocked: false, deleted: false },
  sort: { by: 'id', desc: true },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
  project: { filter: 'project' },
});
