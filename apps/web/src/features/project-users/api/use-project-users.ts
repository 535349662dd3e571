import type { EndpointQuery } from '@mentor/contract/common/endpoint';
import type { ReasonInput } from '@mentor/contract/privacy';
import type {
  ProjectUser,
  ProjectUserCreate,
  ProjectUserUpdate,
  ResetPassword,
} from '@mentor/contract/project-users';
import { projectUsers } from '@mentor/contract/project-users-endpoints';
import { api, type QueryParams } from '../../../shared/lib/api';
import { type ConfirmedMutationUi, useConfirmedMutation } from '../../../shared/ui/form';

/** Query-key prefix of a project's users; the list adds the project and the request. */
export const projectUserKeys = {
  all: ['project-users'] as const,
  project: (projectId: number) => ['project-users', projectId] as const,
};

/** One page of a project's users. */
export function fetchProjectUsers(projectId: number, query: QueryParams, signal: AbortSignal) {
  return api.call(projectUsers.listUsers, {
    params: { project: projectId },
    query: query as EndpointQuery<typeof projectUsers.listUsers>,
    signal,
  });
}

type Ui<TData, TVariables> = ConfirmedMutationUi<TData, TVariables>;

/** Create, update, delete and password reset all ask for a one-time code first. */
export function useCreateProjectUser(projectId: number, ui: Ui<ProjectUser, ProjectUserCreate> = {}) {
  return useConfirmedMutation({
    ...ui,
    mutationFn: (body: ProjectUserCreate) =>
      api.call(projectUsers.createUser, { params: { project: projectId }, body }),
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
      api.call(projectUsers.updateUser, { params: { project: projectId, id }, body }),
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
      api.call(projectUsers.deleteUser, { params: { project: projectId, id }, body: reason }),
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
      api.call(projectUsers.resetPassword, { params: { project: projectId, id }, body }),
    invalidate: [projectUserKeys.project(projectId)],
  });
}
