import { permissionSchema, type RoleBody, roleListSchema, roleSchema } from '@mentor/contract/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

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
    queryKey: ['roles', 'options', query],
    queryFn: ({ signal }) => fetchRoles({ ...query }, signal),
    staleTime: 60_000,
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: ['permissions'],
    queryFn: () => mainApi.get('/v1/permission', { schema: z.array(permissionSchema) }),
    staleTime: 300_000,
  });
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RoleBody }) =>
      id === null
        ? mainApi.post('/v1/role', body, { schema: roleSchema })
        : mainApi.put(`/v1/role/${id}`, body, { schema: roleSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['roles'] });
      await client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
