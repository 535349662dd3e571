import { projectOptions } from '../../../shared/lib/options';
import { defineList } from '../../../shared/ui/list-page';
import { fetchMerchantGroups } from './fetch-merchant-groups';
import { merchantGroupKeys } from './merchant-query-keys';

/** Merchant groups (spec core §7.10), following the top-bar project. */
export const merchantGroupList = defineList({
  ns: 'merchants',
  queryKey: merchantGroupKeys.lists,
  fetch: (params, { signal }) => fetchMerchantGroups(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'search', label: 'groups.name', type: 'text' },
    { key: 'project', label: 'filters.project', type: 'select', source: projectOptions, api: 'project_id' },
  ],
  sort: { by: 'merchant_group_name', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
  project: { filter: 'project' },
});
