import { defineList } from '../../../shared/ui/list-page';
import { fetchProjects, projectKeys } from './project-api';

/** Projects the caller may see, searchable by trade name (spec core §2.5), id ascending. */
export const projectList = defineList({
  ns: 'projects',
  queryKey: [...projectKeys.all, 'list'],
  fetch: (params, { signal }) => fetchProjects(params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [{ key: 'search', label: 'fields.search', type: 'text' }],
  sort: { by: 'id', desc: false },
  paging: { sizes: [10, 25, 50, 100] },
  onError: 'clear',
});
