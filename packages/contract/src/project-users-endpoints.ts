/**
 * Project users under `/api` (spec core §2.5, §7.2): the sign-in identities of one project. Every
 * write needs a one-time code; e-mail, phone and document are masked for staff without
 * reveal_personal_data.
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import {
  projectUserCreateSchema,
  projectUserDeleteSchema,
  projectUserIdSchema,
  projectUserListQuerySchema,
  projectUserListSchema,
  projectUserSchema,
  projectUserUpdateSchema,
  resetPasswordSchema,
} from './project-users.ts';

const projectParams = z.object({ project: zRecordId() });
const userParams = projectParams.extend({ id: projectUserIdSchema });
const personalData = { fields: { email: 'email', phone: 'phone', document: 'document' } } as const;

export const projectUsers = defineEndpoints(
  { area: 'project-users', api: 'main' },
  {
    listUsers: {
      method: 'GET',
      path: '/v1/project/{project}/user',
      summary: 'Users of the project; search on name or e-mail',
      params: projectParams,
      query: projectUserListQuerySchema,
      responses: { 200: projectUserListSchema },
      policy: { permission: 'read_user_list', project: 'record', personalData },
    },
    createUser: {
      method: 'POST',
      path: '/v1/project/{project}/user',
      summary: 'Create a project user',
      params: projectParams,
      body: projectUserCreateSchema,
      responses: { 201: projectUserSchema, 409: errorBodySchema },
      policy: { permission: 'create_project_user', project: 'record', otp: true, personalData },
    },
    readUser: {
      method: 'GET',
      path: '/v1/project/{project}/user/{id}',
      summary: 'Project user detail',
      params: userParams,
      responses: { 200: projectUserSchema },
      policy: { permission: 'read_user_list', project: 'record', personalData },
    },
    updateUser: {
      method: 'PUT',
      path: '/v1/project/{project}/user/{id}',
      summary: 'Update a project user',
      params: userParams,
      body: projectUserUpdateSchema,
      responses: { 200: projectUserSchema, 409: errorBodySchema },
      policy: { permission: 'update_project_user', project: 'record', otp: true, personalData },
    },
    deleteUser: {
      method: 'DELETE',
      path: '/v1/project/{project}/user/{id}',
      summary: 'Delete a project user',
      params: userParams,
      body: projectUserDeleteSchema,
      responses: { 204: z.null() },
      policy: { permission: 'delete_project_user', project: 'record', otp: true, reason: {} },
    },
    resetPassword: {
      method: 'PUT',
      path: '/v1/project/{project}/user/{id}/reset-password',
      summary: "Reset a project user's password",
      params: userParams,
      body: resetPasswordSchema,
      responses: { 204: z.null() },
      policy: { permission: 'reset_project_user_password', project: 'record', otp: true },
    },
  },
);
