import type { ReasonInput } from '@mentor/contract/privacy';
import {
  type ProjectUser,
  type ProjectUserCreate,
  type ProjectUserUpdate,
  projectUserListSchema,
  projectUserSchema,
  type ResetPassword,
} from '@mentor/contract/project-users';
import { mainApi, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';

/** Query-key prefix of a project's users; the list adds the project and the request. */
export const projectUserKeys = {
  all: ['project-users'] as const,
  project: (projectId: number) => ['project-users', projectId] as const,
};

/** One page of `GET /v1/project/{project}/user`. */
export function fetchProjectUsers(projectId: number, query: QueryParams, signal: AbortSignal) {
  return mainApi.get(`/v1/project/${projectId}/user`, { query, schema: projectUserListSchema, signal });
}

type Ui<TData, TVariables> = ConfirmedMutationUi<TData, TVariables>;

/** Create, update, delete and password reset all ask for a one-time code first. */
export function useCreateProjectUser(projectId: number, ui: Ui<ProjectUser, ProjectUserCreate> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: ProjectUserCreate) =>
      mainApi.post(`/v1/project/${projectId}/user`, body, { otp: true, schema: projectUserSchema }),
    invalidate: [projectUserKeys.project(projectId)],
  });
}

export function useUpdateProjectUser(
  projectId: number,
  ui: Ui<ProjectUser, { id: string; body: ProjectUserUpdate }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, body }: { id: string; body: ProjectUserUpdate }) =>
      mainApi.put(`/v1/project/${projectId}/user/${id}`, body, { otp: true, schema: projectUserSchema }),
    invalidate: [projectUserKeys.project(projectId)],
  });
}

/** Deleting needs a reason code (and comment for OTHER), kept in the audit trail. */
export function useDeleteProjectUser(
  projectId: number,
  ui: Ui<unknown, { id: string; reason: ReasonInput }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, reason }: { id: string; reason: ReasonInput }) =>
      mainApi.delete(`/v1/project/${projectId}/user/${id}`, { otp: true, body: reason }),
    invalidate: [projectUserKeys.project(projectId)],
  });
}

export function useResetPassword(
  projectId: number,
  ui: Ui<unknown, { id: string; body: ResetPassword }> = {},
) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: ({ id, body }: { id: string; body: ResetPassword }) =>
      mainApi.put(`/v1/project/${projectId}/user/${id}/reset-password`, body, { otp: true }),
    invalidate: [projectUserKeys.project(projectId)],
  });
}
