import { defineList } from '../../../shared/ui/list-page';
import { fetchCnaes } from './fetch-cnaes';
import { cnaeKeys } from './merchant-query-keys';

/** CNAE subclasses by code (mask 0000-0/00) or description. */
export const cnaeList = defineList({
  ns: 'merchants',
  queryKey: cnaeKeys.lists,
  fetch: (params, { signal }) => fetchCnaes(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.activity_branch,
  filters: [{ key: 'search', label: 'cnae.search', type: 'text' }],
  sort: { by: 'activity_branch', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
});
