import { ROLE_PAGE_SIZE } from '@mentor/contract/roles';
import { projectOptions } from '../../../shared/lib/options';
import { defineList } from '../../../shared/ui/list-page';
import { fetchRoles } from './use-roles';

/** Roles (spec core §6, §7.7): filter by name and project; the top-bar project fills the filter. */
export const roleList = defineList({
  ns: 'roles',
  queryKey: ['roles', 'list'],
  fetch: (params, { signal }) => fetchRoles(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [
    { key: 'role_name', label: 'fields.roleName', type: 'text' },
    { key: 'project_id', label: 'fields.project', type: 'select', source: projectOptions },
  ],
  sort: { by: 'id', desc: false },
  paging: { sizes: [ROLE_PAGE_SIZE, 50, 100] },
  onError: 'clear',
  project: { filter: 'project_id' },
});
