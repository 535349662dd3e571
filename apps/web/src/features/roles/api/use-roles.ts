import { permissionSchema, type RoleBody, roleListSchema, roleSchema } from '@mentor/contract/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '../../../shared/lib/api';

export interface RoleQuery {
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  role_name?: string | undefined;
  project_id?: number | undefined;
}

export function useRoles(query: RoleQuery) {
  return useQuery({
    queryKey: ['roles', query],
    queryFn: () => mainApi.get('/v1/role', { query: { ...query }, schema: roleListSchema }),
    placeholderData: keepPreviousData,
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
        ? mainApi.post('/v1/role', body, { otp: true, schema: roleSchema })
        : mainApi.put(`/v1/role/${id}`, body, { otp: true, schema: roleSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['roles'] });
      await client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
