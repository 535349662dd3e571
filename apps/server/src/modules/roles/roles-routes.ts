import { PERMISSIONS } from '@mentor/contract/common/permissions';
import { zRecordId } from '@mentor/contract/common/validators';
import {
  permissionSchema,
  ROLE_PAGE_SIZE,
  ROLE_SORT_COLUMNS,
  roleBodySchema,
  roleListSchema,
  roleSchema,
} from '@mentor/contract/roles';
import { z } from 'zod';
import type { App } from '../../http/app-types.ts';
import { listProjectFilter, projectScope } from '../../http/project-scope.ts';
import { errorResponses, idParamSchema, lastPage, pageQuerySchema, sortColumn } from '../../http/schemas.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { listRoles } from './roles-repository.ts';
import { createRole, deleteRole, getRole, updateRole } from './roles-service.ts';

const responses = { ...errorResponses, 409: errorResponses[422] };

/**
 * Roles and permissions (spec core §6, §7.7). Staff hold a role by its key, fixed at creation;
 * the name is a label. A role's permissions reach its holders' tokens at their next sign-in or
 * refresh (the built-in provider reads role_permission at token issue). Every write needs a
 * one-time code. History context `role`.
 */
export async function rolesRoutes(app: App, { db }: AppDeps): Promise<void> {
  app.get(
    '/api/v1/role',
    {
      config: { policy: { permission: 'read_user_list' } },
      schema: {
        tags: ['roles'],
        summary: 'Roles, filtered by role_name and project_id (20 per page)',
        querystring: pageQuerySchema.extend({
          perPage: z.coerce.number().int().min(1).max(200).default(ROLE_PAGE_SIZE),
          role_name: z.string().trim().max(64).optional(),
          project_id: zRecordId().optional(),
        }),
        response: { 200: roleListSchema, ...responses },
      },
    },
    async (request) => {
      const q = request.query;
      const projectId = q.project_id === undefined ? undefined : listProjectFilter(request, q.project_id);
      const result = await listRoles(
        db,
        { roleName: q.role_name || undefined, projectId, scope: projectScope(request) },
        {
          page: q.page,
          perPage: q.perPage,
          sortBy: sortColumn(q.sortBy, ROLE_SORT_COLUMNS, 'id'),
          sortDesc: q.sortDesc ?? false,
        },
      );
      return { ...result, lastPage: lastPage(result.total, q.perPage) };
    },
  );

  app.get(
    '/api/v1/role/:id',
    {
      config: { policy: { permission: 'read_user_list' } },
      schema: {
        tags: ['roles'],
        summary: 'Role detail',
        params: idParamSchema,
        response: { 200: roleSchema, ...responses },
      },
    },
    async (request) => getRole(db, request, request.params.id),
  );

  app.post(
    '/api/v1/role',
    {
      config: { policy: { permission: 'manage_roles', otp: true } },
      schema: {
        tags: ['roles'],
        summary: 'Create a role with its permissions',
        body: roleBodySchema,
        response: { 201: roleSchema, ...responses },
      },
    },
    async (request, reply) => reply.status(201).send(await createRole(db, request, request.body)),
  );

  app.put(
    '/api/v1/role/:id',
    {
      config: { policy: { permission: 'manage_roles', otp: true } },
      schema: {
        tags: ['roles'],
        summary: 'Update a role (name, description, permission set); its key never changes',
        params: idParamSchema,
        body: roleBodySchema,
        response: { 200: roleSchema, ...responses },
      },
    },
    async (request) => updateRole(db, request, request.params.id, request.body),
  );

  app.delete(
    '/api/v1/role/:id',
    {
      config: { policy: { permission: 'manage_roles', otp: true } },
      schema: {
        tags: ['roles'],
        summary: 'Delete a role and take it from its holders',
        params: idParamSchema,
        response: { 204: z.null(), ...responses },
      },
    },
    async (request, reply) => {
      await deleteRole(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/permission',
    {
      config: { policy: { permission: 'read_user_list' } },
      schema: {
        tags: ['roles'],
        summary: 'Every permission',
        response: { 200: z.array(permissionSchema), ...responses },
      },
    },
    async () => {
      const labels = new Map<string, { pt: string; en: string }>(
        PERMISSIONS.map((p) => [p.name, { pt: p.description.pt, en: p.description.en }]),
      );
      const rows = await db
        .selectFrom('permission')
        .select(['id', 'name', 'description'])
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ ...r, label: labels.get(r.name) ?? null }));
    },
  );
}
