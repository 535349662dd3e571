import {
  permissionSchema,
  type Role,
  type RoleBody,
  roleListSchema,
  roleSchema,
} from '@mentor/contract/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';
import { historyKeys } from '../../../shared/ui/history-panel';

export const roleKeys = {
  all: ['roles'] as const,
  list: (query: RoleQuery) => ['roles', query] as const,
  permissions: ['permissions'] as const,
};

/** One page of `GET /v1/role`. */
export function fetchRoles(query: QueryParams, signal: AbortSignal) {
  return mainApi.get('/v1/role', { query, schema: roleListSchema, signal });
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
    queryFn: () => mainApi.get('/v1/role', { query: { ...query }, schema: roleListSchema }),
    placeholderData: keepPreviousData,
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: roleKeys.permissions,
    queryFn: () => mainApi.get('/v1/permission', { schema: z.array(permissionSchema) }),
    staleTime: 300_000,
  });
}

/** Creates or updates a role; refreshes the role lists and the history. */
export function useSaveRole(ui: ConfirmedMutationUi<Role, { id: number | null; body: RoleBody }> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, body }: { id: number | null; body: RoleBody }) =>
      id === null
        ? mainApi.post('/v1/role', body, { otp: true, schema: roleSchema })
        : mainApi.put(`/v1/role/${id}`, body, { otp: true, schema: roleSchema }),
    invalidate: [roleKeys.all, historyKeys.all],
  });
}
