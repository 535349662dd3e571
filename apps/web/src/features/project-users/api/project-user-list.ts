import { PROJECT_USER_PAGE_SIZE } from '@mentor/contract/project-users';
import { defineList } from '../../../shared/ui/list-page';
import { fetchProjectUsers, projectUserKeys } from './use-project-users';

/** Users of the top-bar project (spec core §2.5): search on name or e-mail; no project, no request. */
export const userList = defineList({
  ns: 'project-users',
  queryKey: projectUserKeys.all,
  fetch: (params, { signal, projectId }) => fetchProjectUsers(projectId ?? 0, params, signal),
  rows: (data) => data.data,
  total: (data) => data.total,
  rowKey: (row) => row.id,
  filters: [{ key: 'search', label: 'fields.search', type: 'text' }],
  sort: { by: 'id', desc: false },
  paging: { sizes: [PROJECT_USER_PAGE_SIZE, 25, 50, 100] },
  onError: 'clear',
  project: { required: true },
});
