import {
  type ProjectUserCreate,
  type ProjectUserUpdate,
  projectUserListSchema,
  projectUserSchema,
  type ResetPassword,
} from '@mentor/contract/project-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi, type QueryParams } from '../../../shared/lib/api';

/** Query-key prefix of a project's users; the list adds the project and the request. */
export const projectUserKeys = {
  all: ['project-users'] as const,
  project: (projectId: number) => ['project-users', projectId] as const,
};

/** One page of `GET /v1/project/{project}/user`. */
export function fetchProjectUsers(projectId: number, query: QueryParams, signal: AbortSignal) {
  return mainApi.get(`/v1/project/${projectId}/user`, { query, schema: projectUserListSchema, signal });
}

function useUserMutation<V>(projectId: number, run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: projectUserKeys.project(projectId) }),
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

export function useDeleteProjectUser(projectId: number) {
  return useUserMutation(projectId, (id: string) =>
    mainApi.delete(`/v1/project/${projectId}/user/${id}`, { otp: true }),
  );
}

export function useResetPassword(projectId: number) {
  return useUserMutation(projectId, ({ id, body }: { id: string; body: ResetPassword }) =>
    mainApi.put(`/v1/project/${projectId}/user/${id}/reset-password`, body, { otp: true }),
  );
}
