import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type { Role, RoleBody } from '@mentor/contract/roles';
import { roles } from '@mentor/contract/roles-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';

export const roleKeys = {
  all: ['roles'] as const,
  list: (query: RoleQuery) => ['roles', query] as const,
  permissions: ['permissions'] as const,
};

/** One page of roles. */
export function fetchRoles(query: QueryParams, signal: AbortSignal) {
  return api.call(roles.listRoles, { query: query as EndpointQuery<typeof roles.listRoles>, signal });
}

export interface RoleQuery {
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
}

/** A page of roles outside the list screen (the user form's role choice). */
export function useRoles(query: RoleQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => api.call(roles.listRoles, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: roleKeys.permissions,
    queryFn: () => api.call(roles.listPermissions),
    staleTime: 300_000,
  });
}

/** Creates or updates a role; refreshes the role lists and the history. */
export function useSaveRole(ui: ConfirmedMutationUi<Role, { id: number | null; body: RoleBody }> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, body }: { id: number | null; body: RoleBody }) =>
      id === null
        ? api.call(roles.createRole, { body })
        : api.call(roles.updateRole, { params: { id }, body }),
    invalidate: [roleKeys.all, historyKeys.all],
  });
}
