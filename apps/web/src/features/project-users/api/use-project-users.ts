import type { ReasonInput } from '@mentor/contract/privacy';
import {
  type ProjectUserCreate,
  type ProjectUserUpdate,
  projectUserListSchema,
  projectUserSchema,
  type ResetPassword,
} from '@mentor/contract/project-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '../../../shared/lib/api';

export interface ProjectUserQuery {
  page: number;
  perPage: number;
  sortBy: string;
  sortDesc: boolean;
  search?: string | undefined;
}

const keys = {
  all: (projectId: number) => ['project-users', projectId] as const,
  list: (projectId: number, query: ProjectUserQuery) => ['project-users', projectId, query] as const,
};

export function useProjectUsers(projectId: number | null, query: ProjectUserQuery) {
  return useQuery({
    queryKey: keys.list(projectId ?? 0, query),
    enabled: projectId !== null,
    queryFn: () =>
      mainApi.get(`/v1/project/${projectId}/user`, { query: { ...query }, schema: projectUserListSchema }),
    placeholderData: keepPreviousData,
  });
}

function useUserMutation<V>(projectId: number, run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(projectId) }),
  });
}

/** Create, update, delete and password reset all ask for a one-time code first. */
export function useCreateProjectUser(projectId: number) {
  return useUserMutation(projectId, (body: ProjectUserCreate) =>
    mainApi.post(`/v1/project/${projectId}/user`, body, { otp: true, schema: projectUserSchema }),
  );
}

export function useUpdateProjectUser(projectId: number) {
  return useUserMutation(projectId, ({ id, body }: { id: string; body: ProjectUserUpdate }) =>
    mainApi.put(`/v1/project/${projectId}/user/${id}`, body, { otp: true, schema: projectUserSchema }),
  );
}

/** Deleting needs a reason code (and comment for OTHER), kept in the audit trail. */
export function useDeleteProjectUser(projectId: number) {
  return useUserMutation(projectId, ({ id, reason }: { id: string; reason: ReasonInput }) =>
    mainApi.delete(`/v1/project/${projectId}/user/${id}`, { otp: true, body: reason }),
  );
}

export function useResetPassword(projectId: number) {
  return useUserMutation(projectId, ({ id, body }: { id: string; body: ResetPassword }) =>
    mainApi.put(`/v1/project/${projectId}/user/${id}/reset-password`, body, { otp: true }),
  );
}
