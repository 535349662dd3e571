import { SALES_PLAN_STATUSES } from '@mentor/contract/plans';
import { projectOptions } from '../../../shared/lib/options';
import { defineList } from '../../../shared/ui/list-page';
import { planKeys } from './plan-keys';
import { fetchSalesPlans } from './sales-plan-api';

/** Sales plans (spec core §7.6): filter by name, project, MCC and status. */
export const planList = defineList({
  ns: 'plans',
  queryKey: [...planKeys.salesList, 'list'],
  fetch: (params, { signal }) => fetchSalesPlans(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'name', label: 'fields.name', type: 'text' },
    { key: 'project_id', label: 'fields.project', type: 'select', source: projectOptions },
    { key: 'mcc', label: 'fields.mcc', type: 'text' },
    { key: 'status', label: 'fields.status', type: 'select', enum: SALES_PLAN_STATUSES },
  ],
  // Paged lists default to id ascending (spec core §7).
  sort: { by: 'id', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
  project: { filter: 'project_id' },
});
