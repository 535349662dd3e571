import { userTypeLabel } from '@mentor/contract';
import { roles } from '@mentor/contract/roles-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

/**
 * Roles a user of `projectId` may be given (spec core §2.5): mentor_ roles of the project or
 * global, never the super admin, as select options.
 */
export function useAssignableRoles(projectId: number) {
  return useQuery({
    queryKey: ['roles', 'assignable', projectId],
    queryFn: () =>
      api.call(roles.listRoles, { query: { page: 1, perPage: 200, sortBy: 'role_name', sortDesc: false } }),
    select: (list) =>
      list.data
        .filter(
          (r) =>
            r.role_key.startsWith('mentor_') &&
            r.role_key !== 'mentor_super_admin' &&
            (r.project_id === null || r.project_id === projectId),
        )
        // Staff hold a role by its key; the label follows its current name.
        .map((r) => ({ value: r.role_key, label: userTypeLabel([r.role_name]) })),
    staleTime: 300_000,
  });
}
