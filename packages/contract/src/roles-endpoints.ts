/**
 * Roles and permissions under `/api` (spec core §6, §7.7): list, detail, create, update, delete
 * and the permission catalogue. Every role write needs a one-time code (ADR 0040).
 */
import { z } from 'zod';
import { defineEndpoints, errorBodySchema } from './common/endpoint.ts';
import { zRecordId } from './common/validators.ts';
import {
  permissionSchema,
  roleBodySchema,
  roleListQuerySchema,
  roleListSchema,
  roleSchema,
} from './roles.ts';

const idParams = z.object({ id: zRecordId() });
const READ = { permission: 'read_user_list' } as const;
const WRITE = { permission: 'manage_roles', otp: true } as const;

export const roles = defineEndpoints(
  { area: 'roles', api: 'main' },
  {
    listRoles: {
      method: 'GET',
      path: '/v1/role',
      summary: 'Roles, filtered by role_name and project_id (20 per page)',
      query: roleListQuerySchema,
      responses: { 200: roleListSchema, 409: errorBodySchema },
      policy: { ...READ, project: { query: 'project_id' } },
    },
    readRole: {
      method: 'GET',
      path: '/v1/role/{id}',
      summary: 'Role detail',
      params: idParams,
      responses: { 200: roleSchema, 409: errorBodySchema },
      policy: { ...READ, project: 'record' },
    },
    createRole: {
      method: 'POST',
      path: '/v1/role',
      summary: 'Create a role with its permissions',
      body: roleBodySchema,
      responses: { 201: roleSchema, 409: errorBodySchema },
      policy: { ...WRITE, project: 'record' },
    },
    updateRole: {
      method: 'PUT',
      path: '/v1/role/{id}',
      summary: 'Update a role (name, description, permission set); its key never changes',
      params: idParams,
      body: roleBodySchema,
      responses: { 200: roleSchema, 409: errorBodySchema },
      policy: { ...WRITE, project: 'record' },
    },
    deleteRole: {
      method: 'DELETE',
      path: '/v1/role/{id}',
      summary: 'Delete a role and take it from its holders',
      params: idParams,
      responses: { 204: z.null(), 409: errorBodySchema },
      policy: { ...WRITE, project: 'record' },
    },
    listPermissions: {
      method: 'GET',
      path: '/v1/permission',
      summary: 'Every permission',
      responses: { 200: z.array(permissionSchema), 409: errorBodySchema },
      policy: { ...READ, project: 'none' },
    },
  },
);
